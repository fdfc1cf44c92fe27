import Synchronization

/// Anthy's process-wide state, behind one lock.
///
/// ## Background
/// Anthy is initialised once per process with one dictionary, and none of its functions may
/// run on two threads at once; so every call into it goes through ``withEngine(dictionary:_:)``,
/// which starts Anthy on first use (after ``AnthyDictionaryFile`` has checked the file) and
/// holds the lock for the call. The personality is anonymous (`""`): Anthy learns nothing and
/// writes nothing under the user's home directory, so conversions are the same on every run and
/// a read-only kiosk works.
final class AnthyLibrary: Sendable {
    static let shared = AnthyLibrary()

    private struct State {
        var dictionary: String?
    }
    private let state = Mutex(State())

    /// Runs `body` with Anthy started on `dictionary` (its functions given), under the lock.
    ///
    /// - Throws: ``KanaKanjiError`` when the dictionary is missing or damaged, libanthy is not
    ///   installed, Anthy will not start, or another dictionary is already loaded.
    func withEngine<Value>(
        dictionary: String, _ body: (AnthyFunctions) -> Value
    ) throws(KanaKanjiError) -> Value {
        let outcome: Result<Value, KanaKanjiError> = state.withLock { state in
            if state.dictionary == dictionary, case .success(let anthy) = AnthyFunctions.shared {
                return .success(body(anthy))
            }
            // The requested file is checked first, so a missing dictionary always says so.
            do throws(KanaKanjiError) {
                try AnthyDictionaryFile.validate(path: dictionary)
            } catch {
                return .failure(error)
            }
            if let loaded = state.dictionary {
                return .failure(.differentDictionaryLoaded(loaded: loaded, requested: dictionary))
            }
            let anthy: AnthyFunctions
            switch AnthyFunctions.shared {
            case .success(let functions): anthy = functions
            case .failure(let error): return .failure(error)
            }
            anthyLog.removeAll()
            anthy.setLogger(recordAnthyLog, 0)
            anthy.confOverride("DIC_FILE", dictionary)
            guard anthy.initialize() == 0 else {
                return .failure(.engineFailed(path: dictionary, message: anthyLog.joined(separator: "; ")))
            }
            _ = anthy.setPersonality("")
            state.dictionary = dictionary
            return .success(body(anthy))
        }
        return try outcome.get()
    }

    /// Runs `body` under the lock; for calls on a context that exists, so Anthy is started.
    func withLock<Value>(_ body: () -> Value) -> Value {
        state.withLock { _ in body() }
    }
}

/// What Anthy logged during the last start-up; written only under ``AnthyLibrary``'s lock.
nonisolated(unsafe) private var anthyLog: [String] = []

private func recordAnthyLog(_ level: Int32, _ message: UnsafePointer<CChar>?) {
    guard let message, anthyLog.count < 16 else { return }
    let text = String(cString: message).split(whereSeparator: \.isNewline).joined(separator: " ")
    if !text.isEmpty { anthyLog.append(text) }
}
