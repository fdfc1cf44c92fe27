/// Where played clips go: a device (``StreamingSoundOutput`` over ``ALSASink``) or a file
/// (``WAVFileOutput``). An output mixes overlapping clips.
///
/// ``play(_:gain:at:)`` never waits for the sound: it is called on the frame loop's thread, and a
/// frame must not wait for audio. A device output plays the clip as soon as it can (the time is
/// for outputs that keep a timeline); a file output places it at `time` on its timeline.
public protocol SoundOutput: AnyObject, Sendable {
    /// Frames a second the output plays at; clips of another rate are not played.
    var sampleRate: Int { get }
    /// Plays `clip` scaled by `gain` (0…1), at `time` seconds on the host's clock.
    func play(_ clip: SoundClip, gain: Float, at time: Double)
    /// Ends the output at `time` seconds on the host's clock: a device output stops its thread
    /// once what was played is heard, a file output writes its file.
    ///
    /// - Throws: ``SoundOutputError`` when the file cannot be written or the device failed.
    func finish(at time: Double) throws(SoundOutputError)
}
