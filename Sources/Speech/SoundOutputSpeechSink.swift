public import Audio

/// Speech on a device's speaker: eSpeak's buffers, resampled to the output's rate, queued on
/// its speech channel one after another (``StreamingSoundOutput/queueSpeech(_:gain:)``), so
/// sounds still mix over speech; an interruption silences the channel at once.
///
/// <!-- example context: import Audio; let output: StreamingSoundOutput! = nil -->
/// ```swift
/// let speech = SynthesizedSpeech(sink: SoundOutputSpeechSink(output: output))
/// ```
public final class SoundOutputSpeechSink: SpeechAudioSink, @unchecked Sendable {
    /// The device output speech goes to.
    public let output: StreamingSoundOutput
    /// Speech's loudness, 0…1, under the output's own volume.
    public let gain: Float

    /// Speech into `output` at `gain`.
    public init(output: StreamingSoundOutput, gain: Float = 1) {
        self.output = output
        self.gain = gain
    }

    public func write(_ samples: UnsafeBufferPointer<Int16>, sampleRate: Int) {
        guard !samples.isEmpty, sampleRate > 0 else { return }
        let clip = Self.resample(samples, from: sampleRate, to: output.sampleRate)
        output.queueSpeech(clip, gain: gain)
    }

    public func discard() { output.cutSpeech() }

    /// `samples` at `rate` as a clip at `target` (linear interpolation: speech has little above
    /// eSpeak's 11 kHz Nyquist limit to alias).
    static func resample(_ samples: UnsafeBufferPointer<Int16>, from rate: Int, to target: Int) -> SoundClip {
        let scale = Float(1) / 32_768
        guard rate != target else { return SoundClip(samples: samples.map { Float($0) * scale }, sampleRate: target) }
        let count = samples.count * target / rate
        var out = [Float](repeating: 0, count: count)
        let step = Double(rate) / Double(target)
        for i in 0..<count {
            let position = Double(i) * step
            let index = Int(position)
            let fraction = Float(position - Double(index))
            let a = Float(samples[min(index, samples.count - 1)])
            let b = Float(samples[min(index + 1, samples.count - 1)])
            out[i] = (a + (b - a) * fraction) * scale
        }
        return SoundClip(samples: out, sampleRate: target)
    }
}
