/// Mixes overlapping clips: each clip added is a voice from its start frame on; rendering sums
/// the voices that sound in a block of frames, each scaled by its gain, and clips the sum to
/// -1…1. A voice that has played out is dropped.
public struct SoundMixer: Sendable {
    struct Voice: Sendable {
        var samples: [Float]
        var gain: Float
        /// The mixer frame of the clip's first sample.
        var start: Int
        /// Whether the voice is part of the speech channel (``queueSpeech(_:gain:)``).
        var isSpeech = false
    }

    private var voices: [Voice] = []
    /// The frame the next ``render(frames:)`` starts at.
    public private(set) var position = 0

    /// An empty mixer at frame 0.
    public init() {}

    /// Whether no voice is playing or waiting to play.
    public var isIdle: Bool { voices.isEmpty }

    /// The frame after the last voice ends (``position`` when idle).
    public var end: Int { voices.map { $0.start + $0.samples.count }.max() ?? position }

    /// Adds `clip` scaled by `gain`, starting at mixer frame `start` (the next frame rendered
    /// when `nil` or already past).
    public mutating func add(_ clip: SoundClip, gain: Float, start: Int? = nil) {
        guard gain > 0, !clip.samples.isEmpty else { return }
        voices.append(Voice(samples: clip.samples, gain: min(gain, 1), start: max(start ?? position, position)))
    }

    /// Adds `clip` to the speech channel: it starts when the channel's last clip ends (or at the
    /// next frame rendered), so a screen reader's successive pieces of speech follow one another
    /// while sounds still mix over them.
    /// A clip recorded ahead of time (a headless run's WAV file) starts at frame `notBefore` at
    /// the earliest, and `pause` frames of silence come before it.
    public mutating func queueSpeech(_ clip: SoundClip, gain: Float, notBefore: Int? = nil, pause: Int = 0) {
        guard gain > 0, !clip.samples.isEmpty else { return }
        let channelEnd = voices.filter(\.isSpeech).map { $0.start + $0.samples.count }.max() ?? position
        let start = max(channelEnd, position, notBefore ?? position) + max(pause, 0)
        voices.append(Voice(samples: clip.samples, gain: min(gain, 1), start: start, isSpeech: true))
    }

    /// Silences the speech channel at once: what it was saying and what waited (speech
    /// interrupted). Sounds go on. With `frame` (a recording made ahead of time), only what the
    /// channel holds from that frame on goes.
    public mutating func cutSpeech(at frame: Int? = nil) {
        guard let frame else {
            voices.removeAll(where: \.isSpeech)
            return
        }
        voices = voices.compactMap { voice in
            guard voice.isSpeech, voice.start + voice.samples.count > frame else { return voice }
            guard voice.start < frame else { return nil }
            var kept = voice
            kept.samples = Array(voice.samples.prefix(frame - voice.start))
            return kept
        }
    }

    /// The next `frames` frames of the mix, from ``position`` on; moves ``position`` on.
    public mutating func render(frames: Int) -> [Float] {
        var block = [Float](repeating: 0, count: max(frames, 0))
        let from = position, to = position + block.count
        for voice in voices {
            let first = max(voice.start, from), last = min(voice.start + voice.samples.count, to)
            guard first < last else { continue }
            for frame in first..<last {
                block[frame - from] += voice.samples[frame - voice.start] * voice.gain
            }
        }
        for i in block.indices { block[i] = min(max(block[i], -1), 1) }
        position = to
        voices.removeAll { $0.start + $0.samples.count <= to }
        return block
    }
}
