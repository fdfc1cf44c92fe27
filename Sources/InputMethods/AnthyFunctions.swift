import CAnthy
import Glibc

/// Anthy's functions (anthy.h), looked up in `libanthy.so.1`, opened with `dlopen` when kana-kanji
/// conversion is first asked for rather than by the dynamic loader at exec.
///
/// ## Background
/// Every library an executable names is mapped and bound before `main`: the boot splash's first
/// frame (docs/boot.md, "First frame from exec") waited for Anthy and its dictionary library
/// although nothing converts kana before a Japanese keyboard is used. The `CAnthy` target gives
/// the header only and links nothing. The library is never closed (contexts and the logger live
/// as long as the process).
struct AnthyFunctions: @unchecked Sendable {
    // Immutable C function pointers into a library that is never closed.
    typealias Init = @convention(c) () -> Int32
    typealias ConfOverride = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Void
    typealias SetPersonality = @convention(c) (UnsafePointer<CChar>?) -> Int32
    typealias SetLogger = @convention(c) (anthy_logger?, Int32) -> Void
    typealias CreateContext = @convention(c) () -> anthy_context_t?
    typealias ContextFunction = @convention(c) (anthy_context_t?) -> Void
    typealias ContextSetting = @convention(c) (anthy_context_t?, Int32) -> Int32
    typealias SetString = @convention(c) (anthy_context_t?, UnsafePointer<CChar>?) -> Int32
    typealias ResizeSegment = @convention(c) (anthy_context_t?, Int32, Int32) -> Void
    typealias GetStat = @convention(c) (anthy_context_t?, UnsafeMutablePointer<anthy_conv_stat>?) -> Int32
    typealias GetSegmentStat = @convention(c) (anthy_context_t?, Int32, UnsafeMutablePointer<anthy_segment_stat>?) -> Int32
    typealias GetSegment = @convention(c) (anthy_context_t?, Int32, Int32, UnsafeMutablePointer<CChar>?, Int32) -> Int32
    typealias CommitSegment = @convention(c) (anthy_context_t?, Int32, Int32) -> Int32

    let initialize: Init
    let confOverride: ConfOverride
    let setPersonality: SetPersonality
    let setLogger: SetLogger
    let createContext: CreateContext
    let resetContext: ContextFunction
    let releaseContext: ContextFunction
    let setEncoding: ContextSetting
    let setReconversionMode: ContextSetting
    let setString: SetString
    let resizeSegment: ResizeSegment
    let getStat: GetStat
    let getSegmentStat: GetSegmentStat
    let getSegment: GetSegment
    let commitSegment: CommitSegment

    /// The functions, or why Anthy cannot be used; opened at the first use.
    static let shared: Result<AnthyFunctions, KanaKanjiError> = {
        guard let handle = dlopen("libanthy.so.1", RTLD_NOW | RTLD_LOCAL) else {
            return .failure(.libraryMissing(reason: lastError()))
        }
        do throws(KanaKanjiError) {
            return .success(try AnthyFunctions(handle))
        } catch {
            return .failure(error)
        }
    }()

    private init(_ handle: UnsafeMutableRawPointer) throws(KanaKanjiError) {
        func function<T>(_ name: String, _ type: T.Type) throws(KanaKanjiError) -> T {
            guard let address = dlsym(handle, name) else { throw .libraryMissing(reason: Self.lastError()) }
            return unsafeBitCast(address, to: type)
        }
        initialize = try function("anthy_init", Init.self)
        confOverride = try function("anthy_conf_override", ConfOverride.self)
        setPersonality = try function("anthy_set_personality", SetPersonality.self)
        setLogger = try function("anthy_set_logger", SetLogger.self)
        createContext = try function("anthy_create_context", CreateContext.self)
        resetContext = try function("anthy_reset_context", ContextFunction.self)
        releaseContext = try function("anthy_release_context", ContextFunction.self)
        setEncoding = try function("anthy_context_set_encoding", ContextSetting.self)
        setReconversionMode = try function("anthy_set_reconversion_mode", ContextSetting.self)
        setString = try function("anthy_set_string", SetString.self)
        resizeSegment = try function("anthy_resize_segment", ResizeSegment.self)
        getStat = try function("anthy_get_stat", GetStat.self)
        getSegmentStat = try function("anthy_get_segment_stat", GetSegmentStat.self)
        getSegment = try function("anthy_get_segment", GetSegment.self)
        commitSegment = try function("anthy_commit_segment", CommitSegment.self)
    }

    private static func lastError() -> String { dlerror().map { String(cString: $0) } ?? "no reason given" }
}
