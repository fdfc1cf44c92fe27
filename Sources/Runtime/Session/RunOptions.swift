public import Devices

/// How `scanout run` runs: the board profile plus test and measurement switches.
public struct RunOptions: Sendable {
    /// The board (display mode, rotation, seat, no-display policy).
    public var board = BoardProfile()
    /// Use this fbdev device (`/dev/fb0`) instead of DRM/KMS.
    public var framebufferPath: String?
    /// Use legacy KMS (SetCrtc, PageFlip, DirtyFB) even where atomic modesetting is offered.
    public var forcesLegacyKMS = false
    /// Render headless (no device), paced by a 60 Hz timer.
    public var headless = false
    /// Seconds of demo animation from the first frame.
    public var animationSeconds = 0.0
    /// End the run after this many seconds (nil: until SIGTERM/SIGINT).
    public var quitAfterSeconds: Double?
    /// A file written once the first frame is on screen (test hand-shake).
    public var readyFile: String?
    /// Print measurements at exit.
    public var printsStatistics = false
    /// Log a ``MemoryReport`` (resident set, allocator, caches) every this many seconds (nil: never).
    public var memoryReportSeconds: Double?
    /// Print each gesture and state change (for tests reading the log).
    public var logsEvents = false
    /// Read touch, pointer and keys through libinput.
    public var usesInput = true
    /// Take over the virtual terminal (graphics mode, VT switch signals).
    public var usesVirtualTerminal = true
    /// Play the system sounds on the board's ALSA device (`sound-device`, `volume`, `mute`).
    public var usesSound = true
    /// Write the system sounds to this WAV file instead of playing them (written at the end of
    /// the run; `--sound-out`).
    public var soundOutputPath: String?
    /// Write the words the screen reader is asked to say to this text file, one request a line
    /// in order (`--speech-log`; ``SpeechLogOutput``).
    public var speechLogPath: String?

    /// Defaults: the board's display, no animation, runs until a signal.
    public init() {}
}
