import Glibc
import Testing
@testable import Text

/// A board profile's `fonts` (docs/board-profile.md): files and folders read for their faces,
/// put before the system's families, with a clear error for what cannot be used.
@Suite("Board fonts")
struct BoardFontsTests {
    static let interFolder = "/usr/share/fonts/opentype/inter"

    @Test("A folder gives each upright face with the family and weight its file declares; italics are left out")
    func folderFaces() throws {
        let faces = try FontDescriptor.faces(at: Self.interFolder)
        let inter = faces.filter { $0.family == "Inter" }
        #expect(inter.contains { $0.path.hasSuffix("/Inter-Regular.otf") && $0.weight == .regular })
        #expect(inter.contains { $0.path.hasSuffix("/Inter-Bold.otf") && $0.weight == .bold })
        #expect(inter.contains { $0.path.hasSuffix("/Inter-SemiBold.otf") && $0.weight == .semibold })
        #expect(!faces.contains { $0.path.contains("Italic") })
        #expect(faces.map(\.path) == faces.map(\.path).sorted())
        let one = try FontDescriptor.faces(at: Self.interFolder + "/Inter-Medium.otf")
        #expect(one == [FontDescriptor(family: "Inter", path: Self.interFolder + "/Inter-Medium.otf", weight: .medium)])
    }

    @Test("A missing path, a file that is not a font and a folder without fonts are errors naming the path and the key")
    func unusablePaths() {
        for (path, reason) in [("/nonexistent/Brand.otf", "No such file or directory"),
                               (#filePath, "FreeType cannot open it as a font"),
                               ("/proc/self", "no .otf, .ttf or .ttc file")] {
            do {
                _ = try FontDescriptor.faces(at: path)
                Issue.record("\(path) was accepted")
            } catch {
                #expect(error.description.contains("“\(path)”") && error.description.contains(reason), "\(error)")
                #expect(error.description.contains("`fonts`"))
            }
        }
    }

    @Test("Text on a board with its own fonts is set in them, and the system's fonts are looked up only for a character they lack")
    func boardFontsFirst() throws {
        let system = try FontSystem(configuration: FontSystem.Configuration(boardFonts: [Self.interFolder + "/Inter-Regular.otf",
                                                                                       Self.interFolder + "/Inter-Bold.otf"]))
        let latin = Paragraph("Installing update 2 of 3…", fonts: system)
        #expect(latin.runs.allSatisfy { $0.font.family == "Inter" })
        #expect(!system.hasLookedUpSystemFonts, "Latin text set in the board's Inter looked up the system's fonts")
        #expect(!system.hasStartedFontconfig)
        #expect(system.fallbackChain(weight: .bold).faces.first?.path.hasSuffix("Inter-Bold.otf") == true)
        // Hebrew is not in Inter: the chain reaches its named families and finds Noto Sans Hebrew.
        let hebrew = Paragraph("מתקין עדכון", fonts: system)
        #expect(system.hasLookedUpSystemFonts)
        #expect(hebrew.runs.filter { $0.width > 0 }.allSatisfy { $0.font.family == "Noto Sans Hebrew" })
        // Without font files the first family is a name: it is looked up with the font system
        // (through the font index, or fontconfig when the index is not current).
        let named = try FontSystem(configuration: .init(families: ["Inter"], emojiFamily: nil))
        #expect(named.hasLookedUpSystemFonts)
    }
}
