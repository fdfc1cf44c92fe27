import Audio
import Scene
import Speech

extension DisplaySession {
    /// Gives the host its sound player, before the first frame (a player given later would
    /// change the scenes' environment and redraw them): at the board's volume and mute
    /// (``BoardProfile/soundVolume``, ``BoardProfile/isMuted``), into the WAV file of
    /// ``RunOptions/soundOutputPath`` when there is one, else with no output until
    /// ``openSoundDevice()``.
    func makeSoundPlayer() {
        let board = options.board
        let clock = host.clock
        let player = SoundPlayer(
            output: options.soundOutputPath.map { WAVFileOutput(path: $0, startTime: clock.now) },
            clock: { clock.now })
        player.volume = Double(board.soundVolume) / 100
        player.isMuted = board.isMuted
        host.useSounds(player)
    }

    /// Opens the board's ALSA device (``BoardProfile/soundDevice``) for the host's player, after
    /// the first frame (ALSA reads its configuration) and before root is given up. With no device
    /// (none on the board, or one that cannot be opened: logged once, naming ALSA's reason) the
    /// player keeps its volume and mute and plays nothing; the run goes on silently.
    func openSoundDevice() {
        guard let player = host.sounds, player.output == nil, options.usesSound, !options.headless,
            let device = options.board.soundDevice
        else { return }
        do {
            player.output = try StreamingSoundOutput(sink: ALSASink(device: device))
            let board = options.board
            log("sounds on ALSA device '\(device)', volume \(board.soundVolume)%\(board.isMuted ? ", muted" : "")")
        } catch {
            log("\(error)", level: .warning)
        }
    }

    /// Starts the screen reader when the board asks for it (``BoardProfile/screenReader``),
    /// after the sound device is open: it speaks on the device's speech channel, or, with no
    /// device, says so once and reads in silence (the cursor and gestures still work).
    func startBoardScreenReader() {
        guard options.board.screenReader, host.screenReader == nil else { return }
        if host.startScreenReader(speech: screenReaderSpeech()) != nil { log("screen reader on") }
    }

    /// What the screen reader speaks through: the sound device's speech channel, or, with no
    /// device, a transcript (it says so in the log); its words logged to
    /// ``RunOptions/speechLogPath`` too when there is one.
    func screenReaderSpeech() -> any SpeechOutput {
        let speech = screenReaderVoice()
        guard let path = options.speechLogPath else { return speech }
        return SpeechLogOutput(output: speech, path: path) { [weak self] in self?.log($0, level: .warning) }
    }

    private func screenReaderVoice() -> any SpeechOutput {
        if let output = host.sounds?.output as? StreamingSoundOutput {
            return SynthesizedSpeech(sink: SoundOutputSpeechSink(output: output))
        } else if let file = host.sounds?.output as? WAVFileOutput {
            let clock = host.clock
            return RecordedSpeech(output: file, clock: { clock.now })
        }
        log(
            "screen reader: no sound device, so it speaks nothing (set sound-device in the board file)", level: .warning
        )
        return SpeechTranscript()
    }

    /// Logs what the screen reader did, when one ran: for a board's log (and the VM suite's check).
    func logScreenReaderSummary() {
        guard let reader = host.screenReader else { return }
        let last = reader.navigator.focusedUtterance?.text ?? "nothing"
        log("screen reader: \(reader.navigator.spoken.count) elements read, the last “\(last)”")
    }

    /// Lets the sounds playing play out and closes the device, or writes the WAV file; then logs
    /// what the device played (`sounds: 11 clips and 0 speech clips played, 620 ms written to ALSA
    /// device 'default', 0 underruns`): what Scanout handed to ALSA, whatever the card then did
    /// with it (the VM suite's sound check counts on it).
    func finishSounds() {
        do { try host.sounds?.finish() } catch { log("\(error)", level: .warning) }
        guard let output = host.sounds?.output as? StreamingSoundOutput else { return }
        let counts = output.counts
        let milliseconds = counts.framesWritten * 1000 / max(output.sampleRate, 1)
        log(
            "sounds: \(counts.clips) clips and \(counts.speechClips) speech clips played, "
                + "\(milliseconds) ms written to ALSA device '\(output.deviceName)', "
                + "\(counts.underrunsRecovered) underruns")
    }
}
