import Graphics
import ScanoutTesting
import Testing
@testable import Devices

/// Mutated real board profiles through `BoardProfile(parsing:)`: a profile whose every value is in
/// range, or a `BoardProfileError` naming a line of the file; never a crash or a hang.
@Suite("Fuzz: board profiles")
struct BoardProfileFuzzTests {
    @Test("Mutated board profiles parse to values in range or name the bad line")
    func mutatedProfiles() throws {
        let corpus = try BoardProfileCorpus.files()
        let report = fuzz("board profile", seed: 0x5CA2_B0A2, ciCount: 20_000, longCount: 2_000_000) { random, _ in
            let base = random.pick(corpus)
            let text = random.chance(0.5)
                ? String(decoding: ByteMutator.mutate(Array(base.utf8), &random), as: UTF8.self)
                : BoardProfileCorpus.mutateLines(base, &random)
            let profile: BoardProfile
            do throws(BoardProfileError) {
                profile = try BoardProfile(parsing: text, source: "fuzz.conf")
            } catch {
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
                #expect(error.line >= 1 && error.line <= lines)
                #expect(!error.message.isEmpty)
                return .typedError
            }
            do {
                #expect(profile.scale > 0 && profile.scale <= 4)
                if let mode = profile.mode {
                    #expect(mode.width > 0 && mode.height > 0 && mode.width <= 16384 && mode.height <= 16384)
                    #expect(mode.refreshHz.map { $0.isFinite && $0 > 0 } ?? true)
                }
                if let m = profile.touchCalibration {
                    let finite = [m.a, m.b, m.c, m.d, m.e, m.f].allSatisfy { $0.isFinite }
                    #expect(finite)
                }
            }
            return .result
        }
        #expect(report.results > 0 && report.typedErrors > 0)
    }
}

enum BoardProfileCorpus {
    /// The VM suite's board and the documented example (docs/board-profile.md).
    static func files() throws -> [String] {
        let root = String(#filePath.dropLast("Tests/DevicesTests/BoardProfileFuzzTests.swift".count))
        let vm = String(decoding: try FileBytes.read(root + "Board/vm/board.conf"), as: UTF8.self)
        let documented = """
            # A 7" panel mounted sideways on a kiosk
            mode = 800x480@60          # WIDTHxHEIGHT[@HZ], or `preferred` (the default)
            rotation = 90              # 0, 90, 180, 270: clockwise, from the upright picture to the panel
            scale = 1.5                # device pixels per point
            card = /dev/dri/card1      # or `auto` (the default): the first KMS card with a connected display
            connector = DSI-1          # or `auto`: the first connected connector
            seat = seat0               # the libinput seat
            keymap = de(nodeadkeys)    # XKB layout (variant in parentheses)
            touch-calibration = -1 0 1 0 1 0   # libinput's matrix
            no-display = wait          # wait (default) | headless
            fonts = /opt/fonts/Brand.otf, /opt/fonts   # extra fonts, before the system's
            """
        return [vm, documented]
    }

    static let keys = ["card", "connector", "mode", "rotation", "scale", "seat", "keymap", "touch-calibration",
                       "no-display", "fonts", "MODE", " scale ", "unknown", ""]
    static let values = ["1024x768", "1024x768@60", "0x0", "-1x5", "99999999999999999999x1", "1x1@nan", "1x1@inf",
                         "800x480@1e308", "preferred", "90", "45", "-90", "1e400", "nan", "0", "4", "4.0000001",
                         "1 0 0 0 1 0", "nan 0 0 0 1 0", "1e308 1e308 0 0 1 0", "1,2,3,4,5,6", "wait", "headless",
                         "auto", "", "=", "==", "\u{FFFD}", "\u{202E}seat0", String(repeating: "9", count: 5000)]

    /// Line-level damage: lines dropped, repeated, swapped, keys and values replaced.
    static func mutateLines(_ text: String, _ random: inout FuzzRandom) -> String {
        let lines = LineMutator.mutate(text, &random) { random in
            random.pick(keys) + random.pick([" = ", "=", " =", ": ", " "]) + random.pick(values)
                + (random.chance(0.2) ? " # comment" : "")
        }
        return lines.joined(separator: random.chance(0.1) ? "\r\n" : "\n")
    }
}
