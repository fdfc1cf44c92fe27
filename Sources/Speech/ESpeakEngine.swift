import CESpeak
import Glibc

/// The process's one eSpeak NG engine: started once, used by one synthesizer at a time (eSpeak
/// keeps its voice, parameters and callback in globals). Its callback hands each buffer to the
/// synthesizer whose request it is (``SpeechJob``).
final class ESpeakEngine: @unchecked Sendable {
    static let shared = ESpeakEngine()

    // Guarded by `lock`: held while a request is synthesized.
    private let lock = SpeechLock()
    private var functions: ESpeakFunctions?
    private var failure: SpeechError?
    private var voice = ""
    private(set) var sampleRate = 22_050

    /// Starts the engine if it has not started; returns why it cannot run.
    func start() -> SpeechError? {
        lock.locked {
            if functions != nil { return nil }
            if let failure { return failure }
            switch ESpeakFunctions.shared {
            case .failure(let error):
                failure = error
            case .success(let found):
                let rate = found.initialize(AUDIO_OUTPUT_SYNCHRONOUS, 100, nil, Int32(espeakINITIALIZE_DONT_EXIT))
                guard rate > 0 else {
                    failure = .engineFailed(reason: "espeak_Initialize returned \(rate)")
                    return failure
                }
                sampleRate = Int(rate)
                found.setSynthCallback { samples, count, events in
                    guard let events, let context = events.pointee.user_data else { return 0 }
                    let job = Unmanaged<SpeechJob>.fromOpaque(context).takeUnretainedValue()
                    return job.worker.deliver(samples, count: Int(count), job: job) ? 0 : 1
                }
                functions = found
            }
            return failure
        }
    }

    /// Runs `body` with the engine to itself (nothing when it has not started).
    func run(_ body: (ESpeakEngine) -> Void) {
        lock.locked {
            guard functions != nil else { return }
            body(self)
        }
    }

    /// Sets the voice (falling back to American English when eSpeak lacks it), rate and pitch;
    /// inside ``run(_:)``.
    func use(voice name: String, rate: Int, pitch: Int) {
        guard let functions else { return }
        if name != voice {
            if functions.setVoiceByName(name) != EE_OK { _ = functions.setVoiceByName("en-us") }
            voice = name
        }
        _ = functions.setParameter(espeakRATE, Int32(rate), 0)
        _ = functions.setParameter(espeakPITCH, Int32(pitch), 0)
    }

    /// Synthesizes `text`, the callback getting `context` (a ``SpeechJob``); inside ``run(_:)``.
    /// Returns when it is spoken or the callback stopped it.
    func synthesize(_ text: String, context: UnsafeMutableRawPointer) {
        guard let functions else { return }
        text.withCString { bytes in
            _ = functions.synth(bytes, strlen(bytes) + 1, 0, POS_CHARACTER, 0, UInt32(espeakCHARS_UTF8), nil, context)
        }
    }
}
