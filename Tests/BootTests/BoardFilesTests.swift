import Devices
import Graphics
import Testing
@testable import Boot

/// Every board in Board/ has a board profile and a boot theme Scanout reads without error.
@Suite("Board files")
struct BoardFilesTests {
    static let root = String(#filePath.dropLast("Tests/BootTests/BoardFilesTests.swift".count))

    @Test("The Raspberry Pi 4/5, x86 panel PC and VM boards' profiles and boot themes parse", arguments: ["rpi4", "rpi5", "x86-panel", "vm"])
    func boardParses(_ board: String) throws {
        let folder = Self.root + "Board/" + board
        let profile = try BoardProfile(contentsOf: folder + "/board.conf")
        #expect(profile.noDisplay == .wait)
        let theme = try BootTheme(contentsOf: folder + (board == "vm" ? "/boot/boot.conf" : "/boot.conf"))
        #expect(theme.foreground == .white)
        if board.hasPrefix("rpi") {
            #expect(profile.connector == "DSI-1" && profile.mode?.width == 800 && profile.rotation == .half)
        }
    }
}
