import Glibc

/// Why a C library opened at run time could not be used: it is not installed, or it lacks a
/// function Scanout calls.
public struct SharedLibraryError: Error, Equatable, CustomStringConvertible {
    /// The library's file name, such as `libseat.so.1`.
    public let library: String
    /// The Debian package that installs it, named in the message.
    public let package: String
    /// The dynamic loader's own words (`dlerror`).
    public let reason: String

    public var description: String {
        "\(library) could not be loaded (\(reason)); install the \(package) package"
    }
}

/// A C library opened with `dlopen` when first needed instead of by the dynamic loader at exec.
///
/// ## Background
/// Every library an executable names is mapped, relocated and bound before `main`; the boot
/// splash's first frame (docs/boot.md, "First frame from exec") waits for all of them. libseat
/// and libsystemd (with libsystemd's gcrypt, gpg-error, lzma, zstd, lz4 and libcap: eight
/// libraries) are used only when a seat is asked for or systemd started the process, so they are
/// opened here, at that moment. Their system-library targets (`CSeat`, `CSystemd`) give the
/// headers only and link nothing. The handle is never closed: the library's code may be running
/// (callbacks) for as long as the process lives.
final class SharedLibrary: @unchecked Sendable {
    /// The file name it was opened by.
    let name: String
    private let package: String
    // Immutable after init; dlsym is thread-safe.
    private let handle: UnsafeMutableRawPointer

    /// Opens `name` (a soname such as `libseat.so.1`) with `RTLD_NOW | RTLD_LOCAL`.
    ///
    /// - Throws: ``SharedLibraryError`` naming `package` when it is not installed.
    init(name: String, package: String) throws(SharedLibraryError) {
        guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
            throw SharedLibraryError(library: name, package: package, reason: Self.lastError())
        }
        self.name = name
        self.package = package
        self.handle = handle
    }

    /// The function `symbol` as a C function pointer of type `T` (a `@convention(c)` type that
    /// must match the header's prototype).
    func function<T>(_ symbol: String, as type: T.Type) throws(SharedLibraryError) -> T {
        guard let address = dlsym(handle, symbol) else {
            throw SharedLibraryError(library: name, package: package, reason: Self.lastError())
        }
        return unsafeBitCast(address, to: type)
    }

    private static func lastError() -> String {
        dlerror().map { String(cString: $0) } ?? "no reason given"
    }
}
