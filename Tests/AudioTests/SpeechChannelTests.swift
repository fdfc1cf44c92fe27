import Testing

@testable import Audio

/// The mixer's speech channel: pieces of speech follow one another, sounds mix over them, and a
/// cut silences only the speech.
@Suite("Speech channel")
struct SpeechChannelTests {
    func clip(_ value: Float, frames: Int) -> SoundClip {
        SoundClip(samples: [Float](repeating: value, count: frames), sampleRate: SoundFormat.sampleRate)
    }

    @Test("Queued speech plays in turn, not mixed; a sound mixes over it; a cut silences the rest of the speech")
    func sequenceAndCut() {
        var mixer = SoundMixer()
        mixer.queueSpeech(clip(0.1, frames: 100), gain: 1)
        mixer.queueSpeech(clip(0.2, frames: 100), gain: 1)
        mixer.add(clip(0.5, frames: 50), gain: 1)
        let first = mixer.render(frames: 150)
        #expect(abs(first[0] - 0.6) < 1e-6, "the sound mixes over the first piece")
        #expect(abs(first[60] - 0.1) < 1e-6, "the first piece alone once the sound ended")
        #expect(abs(first[120] - 0.2) < 1e-6, "the second piece after the first, not over it")
        mixer.cutSpeech()
        #expect(mixer.isIdle, "the cut dropped the rest of the second piece")
        mixer.queueSpeech(clip(0.3, frames: 10), gain: 1)
        let next = mixer.render(frames: 20)
        #expect(abs(next[0] - 0.3) < 1e-6 && next[15] == 0, "new speech starts at once after a cut")
    }
}
