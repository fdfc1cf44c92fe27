import Controls
import Glibc
import Gestures
import Graphics
import Scene
import Speech
import Text

/// `BENCH latency touch_to_speech_ms` and `p99_ms`: from a finger landing on an element to the
/// first sample of its name handed to the audio sink, with the screen reader over a 1280×800
/// column of buttons and eSpeak NG speaking (docs/benchmark.md).
///
/// The reader speaks on touch-down, as VoiceOver does, so no rest is added: what is measured, in
/// wall time, is the finger's landing handed to the gesture arbiter, the reader's hit test and
/// words, the synthesizer's thread waking, and eSpeak NG synthesizing its first buffer into the
/// sink. Each sample is a tap on the other of two buttons, a second after the one before (never
/// a double tap's second tap), so every landing is on a new element; it starts once the words
/// before have been synthesized, so that no sample of theirs counts.
@MainActor
enum SpeechLatency {
    /// A sink that notes when the first samples after ``mark()`` arrive.
    final class FirstSampleSink: SpeechAudioSink, @unchecked Sendable {
        private var lock = pthread_mutex_t()
        private var firstWrite: Double?

        init() { pthread_mutex_init(&lock, nil) }

        func write(_ samples: UnsafeBufferPointer<Int16>, sampleRate: Int) {
            guard samples.contains(where: { $0 != 0 }) else { return }
            let now = Timing.now()
            pthread_mutex_lock(&lock)
            if firstWrite == nil { firstWrite = now }
            pthread_mutex_unlock(&lock)
        }

        func discard() {}

        /// Forgets the last first write.
        func mark() {
            pthread_mutex_lock(&lock)
            firstWrite = nil
            pthread_mutex_unlock(&lock)
        }

        var firstWriteTime: Double? {
            pthread_mutex_lock(&lock)
            defer { pthread_mutex_unlock(&lock) }
            return firstWrite
        }
    }

    struct Result {
        /// Milliseconds from the finger's landing to the first audible sample, per sample.
        var pipeline: [Double]
        /// Why no figure, when eSpeak NG cannot speak.
        var failure: String?
    }

    static let samples = 60

    static func run(fonts: FontSystem) -> Result {
        var environment = EnvironmentValues()
        environment.fonts = fonts
        let root = Node()
        let owner = SceneOwner(root: root, pixelSize: PixelSize(width: 1280, height: 800), scale: 1,
                               environment: environment)
        root.frame = Rect(x: 0, y: 0, width: 1280, height: 800)
        let titles = ["Check in", "Find a locker", "Call staff", "Settings"]
        for (i, title) in titles.enumerated() {
            let button = Button(title: title)
            button.frame = Rect(x: 540, y: 200 + Double(i) * 80, width: 200, height: 44)
            root.addChild(button)
        }
        _ = owner.renderFrame(into: Bitmap(size: owner.pixelSize))
        let sink = FirstSampleSink()
        let speech = SynthesizedSpeech(sink: sink)
        let reader = ScreenReader(root: root, speech: speech)
        let arbiter = GestureArbiter(root: root)
        reader.start(on: arbiter)
        // The engine's start (dlopen, voice data) is once per process: wait it out first.
        let warm = Timing.now()
        while sink.firstWriteTime == nil && Timing.now() - warm < 5_000 { usleep(1000) }
        if let error = speech.synthesizer.error { return Result(pipeline: [], failure: "\(error)") }
        var result = Result(pipeline: [])
        for k in 0..<samples {
            let point = Point(x: 640, y: k % 2 == 0 ? 302 : 222)
            // The input clock: a second per tap, so no landing is a double tap's second tap.
            let time = Double(k + 1)
            let finger = TouchID(1)
            // The words before have been synthesized (eSpeak runs far ahead of the speaker), so
            // every sample after the mark is this landing's.
            speech.synthesizer.waitUntilIdle()
            sink.mark()
            let start = Timing.now()
            arbiter.handle(
                TouchEvent(
                    timestamp: time, changedTouches: [Touch(id: finger, phase: .began, location: point, timestamp: time)]))
            while sink.firstWriteTime == nil && Timing.now() - start < 2_000 { usleep(100) }
            guard let first = sink.firstWriteTime else {
                return Result(pipeline: result.pipeline, failure: "no speech within 2 s of a finger landing")
            }
            result.pipeline.append(first - start)  // Timing is in milliseconds
            arbiter.handle(
                TouchEvent(
                    timestamp: time + 0.05,
                    changedTouches: [
                        Touch(
                            id: finger, phase: .ended, location: point, startLocation: point, timestamp: time + 0.05,
                            startTimestamp: time)
                    ]))
        }
        reader.stop()
        return result
    }
}
