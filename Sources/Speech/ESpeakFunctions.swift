import CESpeak
import Glibc

/// eSpeak NG's functions (speak_lib.h), looked up in `libespeak-ng.so.1`, opened with `dlopen`
/// when speech is first asked for rather than by the dynamic loader at exec: a kiosk whose
/// reader is off never maps it, and one without the package runs without speech. The library
/// is never closed.
struct ESpeakFunctions: @unchecked Sendable {
    // Immutable C function pointers into a library that is never closed.
    typealias Initialize = @convention(c) (espeak_AUDIO_OUTPUT, Int32, UnsafePointer<CChar>?, Int32) -> Int32
    typealias SetSynthCallback = @convention(c) (
        (@convention(c) (UnsafeMutablePointer<Int16>?, Int32, UnsafeMutablePointer<espeak_EVENT>?) -> Int32)?
    ) -> Void
    typealias SetVoiceByName = @convention(c) (UnsafePointer<CChar>?) -> espeak_ERROR
    typealias SetParameter = @convention(c) (espeak_PARAMETER, Int32, Int32) -> espeak_ERROR
    typealias Synth = @convention(c) (
        UnsafeRawPointer?, Int, UInt32, espeak_POSITION_TYPE, UInt32, UInt32, UnsafeMutablePointer<UInt32>?,
        UnsafeMutableRawPointer?
    ) -> espeak_ERROR

    let initialize: Initialize
    let setSynthCallback: SetSynthCallback
    let setVoiceByName: SetVoiceByName
    let setParameter: SetParameter
    let synth: Synth

    /// The functions, or why eSpeak NG cannot be used; opened at the first use.
    static let shared: Result<ESpeakFunctions, SpeechError> = {
        guard let handle = dlopen("libespeak-ng.so.1", RTLD_NOW | RTLD_LOCAL) else {
            return .failure(.libraryMissing(reason: lastError()))
        }
        do throws(SpeechError) {
            return .success(try ESpeakFunctions(handle))
        } catch {
            return .failure(error)
        }
    }()

    private init(_ handle: UnsafeMutableRawPointer) throws(SpeechError) {
        func function<T>(_ name: String, _ type: T.Type) throws(SpeechError) -> T {
            guard let address = dlsym(handle, name) else { throw .libraryMissing(reason: Self.lastError()) }
            return unsafeBitCast(address, to: type)
        }
        initialize = try function("espeak_Initialize", Initialize.self)
        setSynthCallback = try function("espeak_SetSynthCallback", SetSynthCallback.self)
        setVoiceByName = try function("espeak_SetVoiceByName", SetVoiceByName.self)
        setParameter = try function("espeak_SetParameter", SetParameter.self)
        synth = try function("espeak_Synth", Synth.self)
    }

    private static func lastError() -> String { dlerror().map { String(cString: $0) } ?? "no reason given" }
}
