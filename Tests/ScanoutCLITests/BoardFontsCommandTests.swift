import Glibc
import Graphics
import ScanoutTesting
import Testing

/// A board profile's `fonts` reach the commands that draw text: the boot splash draws with them,
/// and fonts that cannot be used stop the start with the path and the fix.
@Suite("Board fonts in the commands")
struct BoardFontsCommandTests {
    let products = ChildProcess.productsFolder

    private func board(_ fonts: String) throws -> String {
        let path = "/tmp/scanout-board-fonts-\(getpid())-\(Int.random(in: 0..<1_000_000_000)).conf"
        try FileBytes.write(Array("mode = 640x480\nfonts = \(fonts)\n".utf8), to: path)
        return path
    }

    @Test("scanout boot --headless draws with the board's fonts folder")
    func splashWithBoardFonts() throws {
        let profile = try board("/usr/share/fonts/opentype/inter")
        let picture = profile + ".png"
        defer { unlink(profile); unlink(picture) }
        let run = try ChildProcess.run(products + "/scanout", ["boot", "--headless", "--board", profile, "--size", "640x480",
                                                               "--message", "Installing update", "--screenshot", picture])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("wrote \(picture)"), "\(run.output)")
    }

    @Test("Board fonts that do not exist stop scanout boot and scanout apps, naming the path and the key")
    func missingBoardFonts() throws {
        let profile = try board("/opt/fonts/Brand.otf")
        defer { unlink(profile) }
        for arguments in [["boot", "--headless", "--board", profile, "--screenshot", profile + ".png"],
                          ["apps", "--headless", "--board", profile]] {
            let run = try ChildProcess.run(products + "/scanout", arguments)
            #expect(run.status != 0, "\(arguments[0]): \(run.output)")
            #expect(run.output.contains("cannot use the fonts at “/opt/fonts/Brand.otf”: No such file or directory"),
                    "\(arguments[0]): \(run.output)")
            #expect(run.output.contains("`fonts`"), "\(run.output)")
        }
    }
}
