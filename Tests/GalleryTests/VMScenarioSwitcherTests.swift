import Foundation
import Gallery
import Scanout
import ScanoutTesting
import Testing

/// The VM suite's gallery and restore scenarios tap the switcher's Toolbars item at a point the
/// shell computes (`toolbars_x` in Board/vm/init) from the number of gallery screens it is told
/// (`GALLERY_SCREENS`). A new screen moves the item: this test fails until the number is updated.
@MainActor
@Suite("VM scenarios know the switcher")
struct VMScenarioSwitcherTests {
    @Test("Board/vm/init's GALLERY_SCREENS and toolbars_x match the switcher at 1024×768")
    func toolbarsPoint() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let initScript = try String(contentsOf: root.appendingPathComponent("Board/vm/init"), encoding: .utf8)
        let line = try #require(initScript.split(separator: "\n").first { $0.hasPrefix("GALLERY_SCREENS=") })
        let count = try #require(Int(line.dropFirst("GALLERY_SCREENS=".count)))
        #expect(count == GalleryScreen.allCases.count, "set GALLERY_SCREENS=\(GalleryScreen.allCases.count) in Board/vm/init")

        // The shell's arithmetic, as Board/vm/init spells it.
        let shellX = 36 + (4960 - 40 * count) / (2 * count)
        let app = GalleryApp(screen: .toggles, language: .english, colorScheme: .light,
                             pixelSize: PixelSize(width: 1024, height: 768), scale: 1)
        app.owner.environment.fonts = try TestFonts.system()
        app.owner.renderFrame(into: Bitmap(size: PixelSize(width: 1024, height: 768)), bufferAge: 0, timestamp: nil)
        func find(_ node: Node) -> Node? {
            if node.name == "screen toolbars" { return node }
            for child in node.children { if let found = find(child) { return found } }
            return nil
        }
        let item = try #require(find(app.root))
        let frame = Rect(origin: item.convert(Point(x: 0, y: 0), to: nil), size: item.bounds.size)
        #expect(frame.contains(Point(x: Double(shellX), y: 746)),
                "toolbars_x gives \(shellX),746 but the item is at \(frame)")
    }
}
