import Audio

/// Where synthesized speech goes: 16-bit mono samples, written from the synthesizer's thread.
///
/// A sink must not block for long: the synthesizer produces faster than real time and a device
/// sink buffers. ``discard()`` drops what is buffered and not yet heard (speech interrupted).
public protocol SpeechAudioSink: AnyObject, Sendable {
    /// Appends `samples` at `sampleRate` samples per second.
    func write(_ samples: UnsafeBufferPointer<Int16>, sampleRate: Int)
    /// Drops what is buffered and not yet heard.
    func discard()
}

/// A sink that keeps every sample, for tests and headless runs; ``wav()`` gives a WAV file's
/// bytes (16-bit PCM, mono).
///
/// ```swift
/// let recording = SpeechRecording()
/// let speech = SynthesizedSpeech(sink: recording)
/// ```
public final class SpeechRecording: SpeechAudioSink, @unchecked Sendable {
    // Guarded by `lock`: written from the synthesizer's thread, read from the caller's.
    private let lock = SpeechLock()
    private var samples: [Int16] = []
    private var rate = 22_050
    private var discards = 0

    /// An empty recording.
    public init() {}

    public func write(_ samples: UnsafeBufferPointer<Int16>, sampleRate: Int) {
        lock.locked {
            self.samples.append(contentsOf: samples)
            rate = sampleRate
        }
    }

    /// Interrupted speech keeps what was already heard: nothing is taken back.
    public func discard() { lock.locked { discards += 1 } }

    /// The samples so far.
    public var recordedSamples: [Int16] { lock.locked { samples } }
    /// The samples so far, which the recording then forgets (a consumer that takes each
    /// utterance as it comes, so that nothing is copied twice).
    func takeSamples() -> [Int16] {
        lock.locked {
            defer { samples.removeAll(keepingCapacity: true) }
            return samples
        }
    }
    /// Their rate, in samples per second.
    public var sampleRate: Int { lock.locked { rate } }
    /// How many times speech was interrupted.
    public var discardCount: Int { lock.locked { discards } }
    /// The recording's length, in seconds.
    public var seconds: Double { lock.locked { Double(samples.count) / Double(rate) } }

    /// The recording as a WAV file (Audio's encoder: 16-bit PCM, mono).
    public func wav() -> [UInt8] {
        let (data, rate) = lock.locked { (samples, self.rate) }
        return WAVFile.encode(samples: data, sampleRate: rate)
    }
}
