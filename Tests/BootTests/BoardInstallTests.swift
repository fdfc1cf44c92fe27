import Foundation
import Glibc
import ScanoutTesting
import Testing

/// `Board/systemd/install --root DIR` (docs/boards.md): what it writes for an image, and the
/// binary it refuses because the image would not have the Swift runtime it loads.
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
