import Synchronization

/// Writes what is played to a WAV file (16-bit PCM, mono, ``SoundFormat/sampleRate``) for
/// headless runs: each clip sits at its time on the host's clock from ``startTime`` on, so a
/// run on the virtual clock writes the same bytes every time. The file is written by
/// ``finish(at:)``, once, at the end of the run: playing only records the clip.
public final class WAVFileOutput: SoundOutput {
    /// The file written.
    public let path: String
    /// The host clock's time at the file's first sample.
    public let startTime: Double
    public let sampleRate = SoundFormat.sampleRate
    private let mixer = Mutex(SoundMixer())

    /// An output writing `path` at ``finish(at:)``, its first sample at `startTime` on the host's clock.
    public init(path: String, startTime: Double = 0) {
        self.path = path
        self.startTime = startTime
    }

    public func play(_ clip: SoundClip, gain: Float, at time: Double) {
        guard clip.sampleRate == sampleRate else { return }
        let frame = Int(((time - startTime) * Double(sampleRate)).rounded())
        mixer.withLock { $0.add(clip, gain: gain, start: max(frame, 0)) }
    }

    /// Puts `clip` on the speech channel (a screen reader's words, synthesized when asked for):
    /// after the speech before it, from `time` at the earliest, `pause` seconds of silence first.
    public func queueSpeech(_ clip: SoundClip, gain: Float, at time: Double, pause: Double = 0) {
        guard clip.sampleRate == sampleRate else { return }
        let frame = Int(((time - startTime) * Double(sampleRate)).rounded())
        let silence = Int((pause * Double(sampleRate)).rounded())
        mixer.withLock { $0.queueSpeech(clip, gain: gain, notBefore: max(frame, 0), pause: silence) }
    }

    /// Cuts the speech channel at `time`: what it would have said from then on goes (speech
    /// interrupted), sounds stay.
    public func cutSpeech(at time: Double) {
        let frame = Int(((time - startTime) * Double(sampleRate)).rounded())
        mixer.withLock { $0.cutSpeech(at: max(frame, 0)) }
    }

    /// The file's samples if it ended at `time`: silence where nothing played, at least to
    /// `time` and to the end of the last clip.
    public func samples(endingAt time: Double) -> [Int16] {
        var copy = mixer.withLock { $0 }
        let frames = max(copy.end, Int(((time - startTime) * Double(sampleRate)).rounded()))
        return copy.render(frames: frames).map(SoundFormat.int16)
    }

    /// Writes the file: everything played, up to `time` (or the last clip's end, if later).
    public func finish(at time: Double) throws(SoundOutputError) {
        try WAVFile.write(WAVFile.encode(samples: samples(endingAt: time), sampleRate: sampleRate), to: path)
    }
}
