/// Why sounds cannot be played or written. Each case says what failed and what follows.
public enum SoundOutputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The ALSA device cannot be opened or set up (none on the board, busy, or a name ALSA does
    /// not know): the runtime carries on without sound.
    case noDevice(name: String, reason: String)
    /// The ALSA device failed while playing and could not be recovered.
    case deviceFailed(name: String, reason: String)
    /// A WAV file cannot be written.
    case cannotWrite(path: String, reason: String)
    /// The playing thread cannot be started.
    case cannotStartThread(reason: String)

    public var description: String {
        switch self {
        case .noDevice(let name, let reason):
            "no ALSA device '\(name)': \(reason); sounds are off (name another with `sound-device =` in the board profile)"
        case .deviceFailed(let name, let reason):
            "the ALSA device '\(name)' failed: \(reason); sounds are off until the runtime starts again"
        case .cannotWrite(let path, let reason):
            "cannot write the sound file \(path): \(reason)"
        case .cannotStartThread(let reason):
            "cannot start the sound thread: \(reason); sounds are off"
        }
    }
}
