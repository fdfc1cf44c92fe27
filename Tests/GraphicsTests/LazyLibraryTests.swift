import CJPEG
import CLazyLibrary
import Testing
@testable import Graphics

/// Libraries opened at their first use (CLazyLibrary): what a missing one says, and libjpeg's
/// reader, which opens libjpeg itself.
@Suite("Libraries opened on first use")
struct LazyLibraryTests {
    @Test("A library that cannot be opened says so once, with the loader's reason and the package to install")
    func missingLibrary() throws {
        try Self.withLibrary("libscanout-no-such-library.so.7", package: "scanout-no-such-package") { library in
            #expect(scanout_lazy_handle(&library) == nil)
            let problem = String(cString: try #require(scanout_lazy_problem(&library)))
            #expect(problem.hasPrefix("libscanout-no-such-library.so.7 could not be loaded ("))
            #expect(problem.contains("No such file"))
            #expect(problem.hasSuffix("install the scanout-no-such-package package"))
            // Asked again, the answer is the same, without a second attempt.
            #expect(scanout_lazy_handle(&library) == nil)
            #expect(String(cString: try #require(scanout_lazy_problem(&library))) == problem)
        }
    }

    @Test("libjpeg is opened through the loader of CLazyLibrary, and the reader reads a file through it")
    func jpegOpensOnFirstRead() throws {
        #expect(scanout_jpeg_unavailable() == nil)
        let path = String(#filePath.dropLast("LazyLibraryTests.swift".count)) + "Fixtures/JPEG/grey-16x4.jpg"
        let bytes = try FileBytes.read(path)
        var info = cjpeg_info()
        let status = bytes.withUnsafeBufferPointer { data in
            cjpeg_read(data.baseAddress, UInt(data.count), nil, 0, 0, 0, 1 << 20, &info)
        }
        #expect(status == 0)
        #expect(info.width == 16 && info.height == 4 && info.components == 1)
    }

    @Test("A library given a mode is opened with it: as linked (RTLD_LAZY | RTLD_GLOBAL), its symbols join the global scope")
    func libraryOpenedAsLinked() throws {
        try Self.withLibrary("libjpeg.so.62", package: "libjpeg62-turbo") { library in
            library.mode = RTLD_LAZY | RTLD_GLOBAL
            let handle = try #require(scanout_lazy_handle(&library))
            #expect(scanout_lazy_problem(&library) == nil)
            // Found through the process's global scope, as a library linked at exec is; the
            // default mode (RTLD_LOCAL) keeps a library's symbols to its handle.
            let global = UnsafeMutableRawPointer(bitPattern: 0)
            #expect(dlsym(global, "jpeg_std_error") != nil)
            #expect(dlsym(handle, "jpeg_std_error") == dlsym(global, "jpeg_std_error"))
        }
    }

    @Test("A library opened in the default mode (RTLD_NOW | RTLD_LOCAL) keeps its symbols to its handle")
    func libraryOpenedLocally() throws {
        // libXau (installed with cairo's headers for the benchmark) is loaded by nothing else in
        // this process, so no other opening can have put its symbols in the global scope.
        try Self.withLibrary("libXau.so.6", package: "libxau6") { library in
            let handle = try #require(scanout_lazy_handle(&library))
            #expect(dlsym(handle, "XauDisposeAuth") != nil)
            #expect(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "XauDisposeAuth") == nil)
        }
    }

    /// Runs `body` with a library not yet opened, named `soname` and found in Debian's `package`
    /// (the C strings live until `body` returns).
    private static func withLibrary(_ soname: String, package: String,
                                    _ body: (inout scanout_lazy_library) throws -> Void) throws {
        var library = scanout_lazy_library()
        let sonameBytes = strdup(soname), packageBytes = strdup(package)
        defer {
            free(sonameBytes)
            free(packageBytes)
        }
        library.soname = UnsafePointer(sonameBytes)
        library.package = UnsafePointer(packageBytes)
        try body(&library)
    }
}
