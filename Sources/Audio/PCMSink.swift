/// A device that takes blocks of 16-bit frames and plays them, blocking while its buffer is
/// full: ``ALSASink`` on a board. Only a ``StreamingSoundOutput``'s own thread calls it, so
/// its waiting never reaches the frame loop.
public protocol PCMSink: AnyObject, Sendable {
    /// The device's name, for messages.
    var name: String { get }
    /// Frames a second.
    var sampleRate: Int { get }
    /// Frames the output renders and writes at a time (a period: a few milliseconds).
    var periodFrames: Int { get }
    /// Plays `frames` (one sample a frame; the sink spreads it over its channels), waiting while
    /// the device's buffer is full.
    ///
    /// - Throws: ``SoundOutputError/deviceFailed(name:reason:)`` when the device cannot go on.
    func write(_ frames: [Int16]) throws(SoundOutputError)
    /// Underruns the device had while being written and recovered from (the data written again),
    /// since it was opened: the device ran dry before the next block came. Read by the writing
    /// thread only.
    var underrunsRecovered: Int { get }
    /// Nothing more to play for now: the sink lets what it holds play out and is ready for the
    /// next ``write(_:)``.
    func idle()
    /// Closes the device.
    func close()
}
