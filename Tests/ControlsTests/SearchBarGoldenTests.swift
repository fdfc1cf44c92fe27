import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

/// Search bars at 2×, light and dark, left to right (English) and right to left (Hebrew).
/// Portrait, 390 × 420 pt: an empty bar with a prompt and the Bookmarks button; a bar being
/// edited, with text, the clear button, Cancel and a scope bar of three below it; a black bar.
/// Landscape, 700 × 150 pt: the scope bar beside the field, empty and being edited.
@MainActor
@Suite("Search bar goldens")
struct SearchBarGoldenTests {
    let tolerance = GoldenTolerance.perChannel(2, maxDifferingPixels: 0)

    func t(_ en: String, _ he: String, _ rtl: Bool) -> String { rtl ? he : en }

    func bar(_ rtl: Bool, scopes: Bool) -> SearchBar {
        let bar = SearchBar(placeholder: t("Search", "חיפוש", rtl), pasteboard: Pasteboard())
        if scopes { bar.scopeButtonTitles = [t("All", "הכול", rtl), t("Visitors", "מבקרים", rtl), t("Staff", "צוות", rtl)] }
        return bar
    }

    /// Renders `bars` stacked in a scene of `size` (its shape decides where scope bars go), each
    /// at the height it asks for there, with `editing` being edited.
    func render(_ bars: [SearchBar], size: Size, rtl: Bool, dark: Bool, editing: [SearchBar]) throws -> Bitmap {
        let root = Node()
        root.background = .color(.system(.systemGroupedBackground))
        root.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        var y = 20.0
        for bar in bars {
            root.addChild(bar)
            let height = bar.sizeThatFits(ProposedSize(width: size.width, height: nil)).height
            bar.frame = Rect(x: 0, y: y, width: size.width, height: height)
            bar.searchField.overlayContainer = root
            y += height + 12
        }
        let owner = SceneOwner(
            root: root, pixelSize: PixelSize(width: Int(size.width * 2), height: Int(size.height * 2)),
            scale: 2, environment: try NavigationFixtures.environment(rtl: rtl, dark: dark))
        owner.layoutIfNeeded()
        for bar in editing { bar.searchField.beginEditing() }
        owner.layoutIfNeeded()
        let bitmap = Bitmap(size: owner.pixelSize)
        try owner.settleOnHost(into: bitmap)
        return bitmap
    }

    func portrait(rtl: Bool, dark: Bool) throws -> Bitmap {
        let prompted = bar(rtl, scopes: false)
        prompted.prompt = t("Visitor Log", "יומן מבקרים", rtl)
        prompted.showsBookmarkButton = true
        let scoped = bar(rtl, scopes: true)
        scoped.text = t("Anna", "דנה", rtl)
        scoped.selectedScopeButtonIndex = 1
        let black = bar(rtl, scopes: false)
        black.barStyle = .black
        black.text = t("Badge 2041", "תג 2041", rtl)
        return try render(
            [prompted, scoped, black], size: Size(width: 390, height: 420), rtl: rtl, dark: dark, editing: [scoped])
    }

    func landscape(rtl: Bool, dark: Bool) throws -> Bitmap {
        let empty = bar(rtl, scopes: true)
        let edited = bar(rtl, scopes: true)
        edited.text = t("Anna", "דנה", rtl)
        edited.selectedScopeButtonIndex = 2
        return try render(
            [empty, edited], size: Size(width: 700, height: 150), rtl: rtl, dark: dark, editing: [edited])
    }

    @Test("In a landscape scene the scope bar sits beside the field; in portrait below it")
    func scopePlacement() {
        let wide = bar(false, scopes: true)
        let root = Node()
        root.frame = Rect(x: 0, y: 0, width: 700, height: 150)
        root.addChild(wide)
        #expect(wide.isScopeBarBeside)
        root.frame = Rect(x: 0, y: 0, width: 390, height: 600)
        #expect(!wide.isScopeBarBeside)
    }

    @Test("Search bars, portrait, light and dark, left to right, 2×")
    func portraitLTR() throws {
        try expectGolden(try portrait(rtl: false, dark: false), "SearchBar/portrait-light-ltr@2x", tolerance: tolerance)
        try expectGolden(try portrait(rtl: false, dark: true), "SearchBar/portrait-dark-ltr@2x", tolerance: tolerance)
    }

    @Test("Search bars, portrait, light and dark, right to left, 2×")
    func portraitRTL() throws {
        try expectGolden(try portrait(rtl: true, dark: false), "SearchBar/portrait-light-rtl@2x", tolerance: tolerance)
        try expectGolden(try portrait(rtl: true, dark: true), "SearchBar/portrait-dark-rtl@2x", tolerance: tolerance)
    }

    @Test("Search bars, landscape with the scope bar beside, light and dark, left to right, 2×")
    func landscapeLTR() throws {
        try expectGolden(try landscape(rtl: false, dark: false), "SearchBar/landscape-light-ltr@2x", tolerance: tolerance)
        try expectGolden(try landscape(rtl: false, dark: true), "SearchBar/landscape-dark-ltr@2x", tolerance: tolerance)
    }

    @Test("Search bars, landscape with the scope bar beside, light and dark, right to left, 2×")
    func landscapeRTL() throws {
        try expectGolden(try landscape(rtl: true, dark: false), "SearchBar/landscape-light-rtl@2x", tolerance: tolerance)
        try expectGolden(try landscape(rtl: true, dark: true), "SearchBar/landscape-dark-rtl@2x", tolerance: tolerance)
    }
}
