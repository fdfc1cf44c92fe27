import Foundation
import Glibc
import ScanoutTesting
import Testing

/// `Board/systemd/install --root DIR` (docs/boards.md): what it writes for an image, and the
/// binaries it refuses because the image would not have the Swift runtime they load or a libc
/// that reads their packed relocations.
@Suite("Board install script")
struct BoardInstallTests {
    static let script = BoardFilesTests.root + "Board/systemd/install"

    private func temporaryRoot() throws -> String {
        var template = Array("/tmp/scanout-install-XXXXXX".utf8CString)
        return try #require(template.withUnsafeMutableBufferPointer { $0.baseAddress.flatMap { mkdtemp($0) } }
            .map { String(cString: $0) })
    }

    @Test("An image gets the binary, the board's files and the units; a second run installs the same files")
    func installsIntoAnImage() throws {
        let root = try temporaryRoot()
        defer { _ = try? ChildProcess.run("rm", ["-rf", root]) }
        // A program that needs no Swift runtime stands in for a `--static-swift-stdlib` build.
        for _ in 0..<2 {
            let run = try ChildProcess.run(Self.script, ["--board", "vm", "--binary", "/bin/true", "--root", root])
            #expect(run.status == 0, "\(run.output)")
            #expect(run.output.contains("installed board vm under \(root)"))
        }
        for file in ["usr/local/bin/scanout", "etc/scanout/board.conf", "etc/scanout/boot.conf",
                     "etc/systemd/system/scanout-boot.service", "etc/systemd/system/scanout-boot-quit.service",
                     "etc/systemd/system/scanout-kiosk.service", "usr/share/doc/scanout/boards.md"] {
            #expect(access(root + "/" + file, R_OK) == 0, "\(file) was not installed")
        }
        #expect(access(root + "/usr/local/bin/scanout", X_OK) == 0)
        // The toolchain running the tests has a backtracer for this machine, so it is installed
        // where the kiosk unit's SWIFT_BACKTRACE names it.
        let backtracer = "/usr/local/libexec/scanout/swift-backtrace"
        #expect(access(root + backtracer, X_OK) == 0, "\(backtracer) was not installed")
        let unit = try String(contentsOfFile: root + "/etc/systemd/system/scanout-kiosk.service", encoding: .utf8)
        #expect(unit.contains("swift-backtrace=\(backtracer)"))
        #expect(unit.contains("Restart=always"))
    }

    @Test("A binary with packed relocations (DT_RELR) is refused for an image whose libc predates them, installed beside one that has them")
    func refusesPackedRelocationsForAnOldLibc() throws {
        let folder = try temporaryRoot()
        defer { _ = try? ChildProcess.run("rm", ["-rf", folder]) }
        // A release build of scanout is linked with -z pack-relative-relocs; a C program linked
        // the same way stands in for it.
        try "int main(void) { return 0; }\n".write(toFile: folder + "/main.c", atomically: true, encoding: .utf8)
        let compile = try ChildProcess.run("gcc", ["-Wl,-z,pack-relative-relocs", "-o", folder + "/packed", folder + "/main.c"])
        try #require(compile.status == 0, "\(compile.output)")
        // The machine's libc, as a program maps it (glibc 2.36 or later: the test machines run
        // Debian 12).
        let maps = try ChildProcess.run("cat", ["/proc/self/maps"]).output
        let hostLibc = try #require(maps.split(separator: "\n").lazy.compactMap { $0.split(separator: " ").last }
            .first { $0.hasSuffix("/libc.so.6") })
        for (name, libc, installs) in [("old", "/bin/true", false), ("current", String(hostLibc), true)] {
            let root = folder + "/" + name
            // An image's libc: one that defines GLIBC_ABI_DT_RELR (glibc 2.36), or a file that does
            // not, standing in for an older glibc.
            _ = try ChildProcess.run("mkdir", ["-p", root + "/lib/test-linux-gnu"])
            _ = try ChildProcess.run("cp", [libc, root + "/lib/test-linux-gnu/libc.so.6"])
            let run = try ChildProcess.run(Self.script, ["--board", "vm", "--binary", folder + "/packed", "--root", root])
            if installs {
                #expect(run.status == 0, "\(run.output)")
                #expect(access(root + "/usr/local/bin/scanout", X_OK) == 0)
            } else {
                #expect(run.status == 2)
                #expect(run.output.contains("glibc 2.36"))
                #expect(run.output.contains("Debian 12"))
                #expect(access(root + "/usr/local/bin/scanout", F_OK) != 0, "nothing is installed when the binary is refused")
            }
        }
    }

    @Test("A binary that loads the Swift runtime from its toolchain is refused for an image without it, naming the fix")
    func refusesADynamicallyLinkedSwiftRuntime() throws {
        let root = try temporaryRoot()
        defer { _ = try? ChildProcess.run("rm", ["-rf", root]) }
        // The test executable itself links libswiftCore.so from the toolchain's folder.
        var path = [CChar](repeating: 0, count: Int(PATH_MAX))
        let length = readlink("/proc/self/exe", &path, path.count - 1)
        try #require(length > 0)
        let testExecutable = String(decoding: path.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let run = try ChildProcess.run(Self.script, ["--board", "vm", "--binary", testExecutable, "--root", root])
        #expect(run.status == 2)
        #expect(run.output.contains("libswiftCore.so"))
        #expect(run.output.contains("--static-swift-stdlib"))
        #expect(access(root + "/usr/local/bin/scanout", F_OK) != 0, "nothing is installed when the binary is refused")
    }
}
