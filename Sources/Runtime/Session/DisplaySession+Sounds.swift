import Audio

extension DisplaySession {
    /// Gives the host its sound player: into the WAV file of ``RunOptions/soundOutputPath``, or
    /// onto the board's ALSA device (``BoardProfile/soundDevice``) at its volume and mute. With
    /// no device (none on the board, or it cannot be opened: logged once, naming ALSA's reason)
    /// the player keeps its volume and mute and plays nothing; the run goes on silently.
    func startSounds() {
        guard host.sounds == nil else { return }
        let board = options.board
        var output: (any SoundOutput)?
        if let path = options.soundOutputPath {
            output = WAVFileOutput(path: path, startTime: host.clock.now)
        } else if options.usesSound, !options.headless, let device = board.soundDevice {
            do {
                output = try StreamingSoundOutput(sink: ALSASink(device: device))
                log("sounds on ALSA device '\(device)', volume \(board.soundVolume)%\(board.isMuted ? ", muted" : "")")
            } catch {
                log("\(error)", level: .warning)
            }
        }
        let clock = host.clock
        let player = SoundPlayer(output: output, clock: { clock.now })
        player.volume = Double(board.soundVolume) / 100
        player.isMuted = board.isMuted
        host.useSounds(player)
    }

    /// Lets the sounds playing play out and closes the device, or writes the WAV file.
    func finishSounds() {
        do { try host.sounds?.finish() } catch { log("\(error)", level: .warning) }
    }
}
