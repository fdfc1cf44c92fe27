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
        var library = scanout_lazy_library()
        let soname = strdup("libscanout-no-such-library.so.7")
        let package = strdup("scanout-no-such-package")
        defer {
            free(soname)
            free(package)
        }
        library.soname = UnsafePointer(soname)
        library.package = UnsafePointer(package)
        #expect(scanout_lazy_handle(&library) == nil)
        let problem = String(cString: try #require(scanout_lazy_problem(&library)))
        #expect(problem.hasPrefix("libscanout-no-such-library.so.7 could not be loaded ("))
        #expect(problem.contains("No such file"))
        #expect(problem.hasSuffix("install the scanout-no-such-package package"))
        // Asked again, the answer is the same, without a second attempt.
        #expect(scanout_lazy_handle(&library) == nil)
        #expect(String(cString: try #require(scanout_lazy_problem(&library))) == problem)
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
        var library = scanout_lazy_library()
        let soname = strdup("libjpeg.so.62")
        let package = strdup("libjpeg62-turbo")
        defer {
            free(soname)
            free(package)
        }
        library.soname = UnsafePointer(soname)
        library.package = UnsafePointer(package)
        library.mode = RTLD_LAZY | RTLD_GLOBAL
        let handle = try #require(scanout_lazy_handle(&library))
        #expect(scanout_lazy_problem(&library) == nil)
        // Found through the process's global scope, as a library linked at exec is; the default
        // mode (RTLD_LOCAL) keeps a library's symbols to its handle.
        let global = UnsafeMutableRawPointer(bitPattern: 0)
        #expect(dlsym(global, "jpeg_std_error") != nil)
        #expect(dlsym(handle, "jpeg_std_error") == dlsym(global, "jpeg_std_error"))
    }
}
