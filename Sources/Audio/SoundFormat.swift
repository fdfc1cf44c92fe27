/// The one format Scanout plays and writes: 48 000 frames a second, 16-bit signed samples.
/// Device outputs write it as two equal channels (what any ALSA device or its `plug` layer
/// takes); WAV files hold it as one channel.
public enum SoundFormat {
    /// Frames a second.
    public static let sampleRate = 48_000

    /// `sample` (-1…1, clipped outside) as a 16-bit sample, rounded to nearest.
    @inline(__always)
    public static func int16(_ sample: Float) -> Int16 {
        let clipped = min(max(sample, -1), 1)
        return Int16((clipped * 32_767).rounded())
    }
}
