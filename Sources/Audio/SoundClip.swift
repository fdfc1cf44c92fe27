/// A sound as samples: mono, 32-bit float from -1 to 1, at ``sampleRate`` frames a second.
///
/// Clips are values: the system sounds are synthesised into clips once (``SystemSound/clip(sampleRate:)``)
/// and a ``SoundPlayer`` hands them to its ``SoundOutput``, which mixes overlapping clips.
public struct SoundClip: Sendable, Equatable {
    /// The samples, one a frame, from -1 to 1.
    public var samples: [Float]
    /// Frames a second.
    public var sampleRate: Int

    /// A clip of `samples` at `sampleRate` frames a second.
    public init(samples: [Float], sampleRate: Int) {
        self.samples = samples
        self.sampleRate = sampleRate
    }

    /// How long the clip plays, in seconds.
    public var duration: Double { Double(samples.count) / Double(max(sampleRate, 1)) }

    /// The largest magnitude of any sample (0 for silence).
    public var peak: Float { samples.reduce(0) { max($0, abs($1)) } }
}
