import CESpeak
import Glibc

/// eSpeak NG on a thread of its own: requests are queued and spoken in order into a
/// ``SpeechAudioSink``; an interrupting request stops the one being spoken within one of
/// eSpeak's short buffers (about 20 ms of audio: a syllable) and drops the queue. Nothing waits
/// for speech on the caller's thread. The thread ends when the synthesizer goes away.
///
/// eSpeak NG is one engine per process and not thread-safe: synthesizers take turns with it
/// (``ESpeakEngine``), one request at a time. It is started (`dlopen`, then its voice data) with
/// the first request.
public final class SpeechSynthesizer: Sendable {
    /// One thing to say.
    public struct Request: Sendable, Hashable {
        /// The words (UTF-8 text).
        public var text: String
        /// Their language, a BCP 47 tag (`en`, `ar`, `he`, `ja`).
        public var language: String
        /// Seconds of silence before them.
        public var pause: Double

        /// A request for `text` in `language` after `pause` seconds.
        public init(text: String, language: String, pause: Double = 0) {
            self.text = text
            self.language = language
            self.pause = pause
        }
    }

    let worker: SpeechWorker

    /// A synthesizer speaking into `sink`.
    public init(sink: any SpeechAudioSink) {
        worker = SpeechWorker(sink: sink)
    }

    deinit { worker.shutDown() }

    /// The sink speech goes to.
    public var sink: any SpeechAudioSink { worker.sink }

    /// Words per minute (eSpeak's 80…450; VoiceOver's default rate is about 175).
    public var rate: Int {
        get { worker.rate }
        set { worker.rate = newValue }
    }
    /// Pitch, 0…100 (50 normal).
    public var pitch: Int {
        get { worker.pitch }
        set { worker.pitch = newValue }
    }

    /// Queues `request`; with `interrupting`, what is being said stops and the queue is dropped
    /// first.
    public func speak(_ request: Request, interrupting: Bool) { worker.speak(request, interrupting: interrupting) }

    /// Stops at once and drops the queue.
    public func stop() { worker.stop() }

    /// Whether speech is paused: the sentence being spoken holds where it is (within a
    /// syllable) and goes on when resumed.
    public var isPaused: Bool {
        get { worker.isPaused }
        set { worker.isPaused = newValue }
    }

    /// Why the engine cannot speak, once it has tried (`nil`: it works or has not started).
    public var error: SpeechError? { worker.error }

    /// Waits until everything queued has been spoken (or dropped): for tests and headless runs.
    public func waitUntilIdle() { worker.waitUntilIdle() }

    /// eSpeak NG's voice for a language tag: American English for `en` (as iOS's default), the
    /// language's own voice for the others it has.
    static func voiceName(for language: String) -> String {
        let base = language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        switch base {
        case "en": return "en-us"
        case "ar", "he", "ja": return base
        case "": return "en-us"
        default: return base
        }
    }
}

/// The thread behind a ``SpeechSynthesizer`` and the state it shares with it. The thread holds
/// the worker, not the synthesizer, so that a synthesizer nothing uses any more ends its thread
/// (``shutDown()`` from its `deinit`).
final class SpeechWorker: @unchecked Sendable {

    /// Words per minute (eSpeak's 80…450; VoiceOver's default rate is about 175).
    var rate: Int {
        get { lock.locked { settings.rate } }
        set { lock.locked { settings.rate = min(450, max(80, newValue)) } }
    }
    /// Pitch, 0…100 (50 normal).
    var pitch: Int {
        get { lock.locked { settings.pitch } }
        set { lock.locked { settings.pitch = min(100, max(0, newValue)) } }
    }

    /// The sink speech goes to.
    let sink: any SpeechAudioSink

    // Guarded by `lock`.
    private let lock = SpeechLock()
    private var queue: [(request: SpeechSynthesizer.Request, generation: Int)] = []
    private var generation = 0
    private var speaking = false
    private var paused = false
    private var started = false
    private var failure: SpeechError?
    private var isShutDown = false
    private var settings = (rate: 175, pitch: 50)

    /// A synthesizer speaking into `sink`.
    init(sink: any SpeechAudioSink) {
        self.sink = sink
    }

    /// Queues `request`; with `interrupting`, what is being said stops and the queue is dropped
    /// first.
    func speak(_ request: SpeechSynthesizer.Request, interrupting: Bool) {
        let start: Bool = lock.locked {
            if interrupting {
                generation += 1
                queue.removeAll()
                sink.discard()
            }
            queue.append((request, generation))
            lock.broadcast()
            defer { started = true }
            return !started
        }
        if start { startThread() }
    }

    /// Stops at once and drops the queue.
    func stop() {
        lock.locked {
            generation += 1
            queue.removeAll()
            paused = false
            lock.broadcast()
        }
        sink.discard()
    }

    /// Whether speech is paused: the sentence being spoken holds where it is (within a
    /// syllable) and goes on when resumed.
    var isPaused: Bool {
        get { lock.locked { paused } }
        set {
            lock.locked {
                paused = newValue
                lock.broadcast()
            }
        }
    }

    /// Why the engine cannot speak, once it has tried (`nil`: it works or has not started).
    var error: SpeechError? { lock.locked { failure } }

    /// Waits until everything queued has been spoken (or dropped): for tests and headless runs.
    func waitUntilIdle() {
        lock.locked {
            while !queue.isEmpty || speaking {
                if paused || failure != nil { return }
                lock.wait()
            }
        }
    }

    // MARK: The worker

    private func startThread() {
        var thread = pthread_t()
        let context = Unmanaged.passRetained(self).toOpaque()
        let made = pthread_create(
            &thread, nil,
            { argument in
                guard let argument else { return nil }
                let worker = Unmanaged<SpeechWorker>.fromOpaque(argument).takeRetainedValue()
                worker.run()
                return nil
            }, context)
        if made == 0 {
            pthread_detach(thread)
        } else {
            Unmanaged<SpeechWorker>.fromOpaque(context).release()
            lock.locked {
                failure = .engineFailed(reason: "no thread for speech (error \(made))")
                queue.removeAll()
                lock.broadcast()
            }
        }
    }

    /// Ends the thread: what is queued is dropped, what is being said stops within a buffer.
    func shutDown() {
        lock.locked {
            isShutDown = true
            generation += 1
            queue.removeAll()
            paused = false
            lock.broadcast()
        }
    }

    fileprivate func run() {
        if let problem = ESpeakEngine.shared.start() {
            lock.locked {
                failure = problem
                queue.removeAll()
                lock.broadcast()
            }
            return
        }
        while true {
            let item: (request: SpeechSynthesizer.Request, generation: Int, rate: Int, pitch: Int)? = lock.locked {
                while (queue.isEmpty || paused) && !isShutDown { lock.wait() }
                guard !isShutDown else { return nil }
                let item = queue.removeFirst()
                speaking = true
                return (item.request, item.generation, settings.rate, settings.pitch)
            }
            // Shut down (its synthesizer went away): the thread ends.
            guard let next = item else { return }
            say(next.request, generation: next.generation, rate: next.rate, pitch: next.pitch)
            lock.locked {
                speaking = false
                lock.broadcast()
            }
        }
    }

    /// One request through eSpeak, holding the engine; returns when it is spoken or interrupted.
    private func say(_ request: SpeechSynthesizer.Request, generation: Int, rate: Int, pitch: Int) {
        ESpeakEngine.shared.run { engine in
            let sampleRate = engine.sampleRate
            if request.pause > 0 {
                let silence = [Int16](repeating: 0, count: Int(request.pause * Double(sampleRate)))
                guard isCurrent(generation) else { return }
                silence.withUnsafeBufferPointer { sink.write($0, sampleRate: sampleRate) }
            }
            engine.use(voice: SpeechSynthesizer.voiceName(for: request.language), rate: rate, pitch: pitch)
            let job = SpeechJob(worker: self, generation: generation, sampleRate: sampleRate)
            withExtendedLifetime(job) {
                engine.synthesize(request.text, context: Unmanaged.passUnretained(job).toOpaque())
            }
        }
    }

    /// eSpeak's callback: hands `count` samples to the sink; returns `false` to stop (the
    /// request was interrupted). Holds while paused.
    func deliver(_ samples: UnsafeMutablePointer<Int16>?, count: Int, job: SpeechJob) -> Bool {
        let current: Bool = lock.locked {
            while paused && generation == job.generation { lock.wait() }
            return generation == job.generation
        }
        guard current else { return false }
        if let samples, count > 0 {
            sink.write(UnsafeBufferPointer(start: samples, count: count), sampleRate: job.sampleRate)
        }
        return true
    }

    private func isCurrent(_ generation: Int) -> Bool { lock.locked { self.generation == generation } }

}

/// What eSpeak's callback is handed for one request.
final class SpeechJob {
    let worker: SpeechWorker
    let generation: Int
    let sampleRate: Int

    init(worker: SpeechWorker, generation: Int, sampleRate: Int) {
        self.worker = worker
        self.generation = generation
        self.sampleRate = sampleRate
    }
}
