/// Plays the system sounds and app clips on the main actor, at the player's volume unless
/// muted: the runtime makes one per run (from the board's `sound-device`, `volume` and `mute`,
/// or a WAV file headless) and puts it in the scene's environment
/// (`EnvironmentValues.sounds`), where the controls find it.
///
/// Playing never waits: the clip goes to the ``SoundOutput``, which mixes it on its own
/// thread (a device) or places it on its timeline (a file). A player without an output (no
/// sound device on the board) keeps its volume and mute and plays nothing.
///
/// ```swift
/// import Audio
///
/// let file = WAVFileOutput(path: "/tmp/sounds.wav")
/// let player = SoundPlayer(output: file)
/// player.volume = 0.5
/// player.play(.keyClick)
/// try player.finish()
/// ```
@MainActor
public final class SoundPlayer {
    /// Where the sounds go, or `nil` for none. A runtime gives the player to its scenes before
    /// the first frame and opens the device after it, setting the output then (the scenes'
    /// environment does not change, so nothing is redrawn for it).
    public var output: (any SoundOutput)? {
        didSet { clips = [:] }
    }
    /// Loudness from 0 (silent) to 1 (the sounds as synthesised), linear in amplitude; values
    /// outside are clamped. 1 unless set.
    public var volume: Double = 1 {
        didSet { volume = volume.isFinite ? min(max(volume, 0), 1) : oldValue }
    }
    /// Whether nothing is played (the ring/silent switch); the volume is kept.
    public var isMuted = false
    /// Every sound played since the player was made, with its time on the clock and its gain
    /// (0 for one muted): what a test or a log reads.
    public private(set) var history: [(sound: SystemSound?, time: Double, gain: Float)] = []
    private let clock: @MainActor () -> Double
    private var clips: [SystemSound: SoundClip] = [:]

    /// A player into `output` (`nil`: none), reading the time a sound is played from `clock`
    /// (the host's clock; a file output places each sound at that time).
    public init(output: (any SoundOutput)?, clock: @escaping @MainActor () -> Double = { 0 }) {
        self.output = output
        self.clock = clock
    }

    /// The gain a sound is played with now: 0 when muted, else ``volume``.
    public var gain: Float { isMuted ? 0 : Float(volume) }

    /// Plays `sound`.
    public func play(_ sound: SystemSound) {
        let clip = clips[sound] ?? sound.clip(sampleRate: output?.sampleRate ?? SoundFormat.sampleRate)
        clips[sound] = clip
        play(clip, as: sound)
    }

    /// Plays `clip` (at the output's rate: ``SoundFormat/sampleRate``).
    public func play(_ clip: SoundClip) { play(clip, as: nil) }

    private func play(_ clip: SoundClip, as sound: SystemSound?) {
        let time = clock(), gain = gain
        if history.count >= 4_096 { history.removeFirst(history.count / 2) }
        history.append((sound, time, gain))
        guard gain > 0, let output else { return }
        output.play(clip, gain: gain, at: time)
    }

    /// Ends the output now on the clock (a file output writes its file).
    ///
    /// - Throws: ``SoundOutputError`` when the file cannot be written or the device failed.
    public func finish() throws(SoundOutputError) {
        try output?.finish(at: clock())
    }
}
