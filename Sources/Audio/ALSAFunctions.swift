import CALSA
import Glibc

/// The ALSA PCM functions Scanout calls (alsa/pcm.h), looked up once in `libasound.so.2` opened
/// with `dlopen` when a device is first opened, not by the dynamic loader at exec: the first
/// frame does not wait for the library (docs/boot.md, "First frame from exec"), and a board
/// image without it still runs, silently.
struct ALSAFunctions: @unchecked Sendable {
    // Immutable C function pointers into a library that is never closed.
    typealias Open = @convention(c) (UnsafeMutablePointer<OpaquePointer?>?, UnsafePointer<CChar>?, snd_pcm_stream_t, Int32)
        -> Int32
    typealias SetParams = @convention(c) (OpaquePointer?, snd_pcm_format_t, snd_pcm_access_t, UInt32, UInt32, Int32, UInt32)
        -> Int32
    typealias WriteInterleaved = @convention(c) (OpaquePointer?, UnsafeRawPointer?, snd_pcm_uframes_t) -> snd_pcm_sframes_t
    typealias Recover = @convention(c) (OpaquePointer?, Int32, Int32) -> Int32
    typealias Handle = @convention(c) (OpaquePointer?) -> Int32
    typealias ErrorText = @convention(c) (Int32) -> UnsafePointer<CChar>?

    let open: Open
    let setParams: SetParams
    let writeInterleaved: WriteInterleaved
    let recover: Recover
    let drain: Handle
    let prepare: Handle
    let close: Handle
    let errorText: ErrorText

    /// The library's soname and the Debian package that installs it.
    static let library = "libasound.so.2", package = "libasound2"

    /// The functions, or why libasound could not be used (not installed, or a function missing):
    /// opened at the first use.
    static let shared: Result<ALSAFunctions, LoadError> = {
        do throws(LoadError) { return .success(try ALSAFunctions()) } catch { return .failure(error) }
    }()

    /// Why the library could not be used, in the dynamic loader's words.
    struct LoadError: Error, CustomStringConvertible {
        let reason: String
        var description: String {
            "\(ALSAFunctions.library) could not be loaded (\(reason)); install the \(ALSAFunctions.package) package"
        }
    }

    private init() throws(LoadError) {
        guard let handle = dlopen(Self.library, RTLD_NOW | RTLD_LOCAL) else { throw LoadError(reason: Self.lastError()) }
        func function<T>(_ symbol: String, as type: T.Type) throws(LoadError) -> T {
            guard let address = dlsym(handle, symbol) else { throw LoadError(reason: Self.lastError()) }
            return unsafeBitCast(address, to: type)
        }
        open = try function("snd_pcm_open", as: Open.self)
        setParams = try function("snd_pcm_set_params", as: SetParams.self)
        writeInterleaved = try function("snd_pcm_writei", as: WriteInterleaved.self)
        recover = try function("snd_pcm_recover", as: Recover.self)
        drain = try function("snd_pcm_drain", as: Handle.self)
        prepare = try function("snd_pcm_prepare", as: Handle.self)
        close = try function("snd_pcm_close", as: Handle.self)
        errorText = try function("snd_strerror", as: ErrorText.self)
    }

    private static func lastError() -> String { dlerror().map { String(cString: $0) } ?? "no reason given" }

    /// ALSA's message for a negative error code.
    func message(_ code: Int32) -> String {
        guard let text = errorText(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
