import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

@MainActor
@Suite("Search bar")
struct SearchBarTests {
    func bar(_ f: SceneHarness, width: Double = 360, y: Double = 20) -> SearchBar {
        let bar = SearchBar(placeholder: "Search", pasteboard: Pasteboard())
        let focus = FocusSystem()
        focus.attach(to: f.arbiter)
        KeptFocusSystems.all.append(focus)   // the arbiter holds its key handler weakly
        focus.controls = [bar.searchField, bar.cancelButton]
        let size = bar.sizeThatFits(ProposedSize(width: width, height: nil))
        f.place(bar, at: Rect(x: 0, y: y, width: width, height: size.height))
        return bar
    }

    @Test("Typing filters live; Cancel shows while editing, empties the bar and ends editing")
    func liveFilterAndCancel() throws {
        let f = try SceneHarness(width: 360, height: 400)
        let search = bar(f)
        let names = ["Anna", "Annika", "Bo", "Bernt"]
        var shown = names
        var cancelled = 0
        search.onSearchTextChange = { text, _ in shown = text.isEmpty ? names : names.filter { $0.lowercased().hasPrefix(text.lowercased()) } }
        search.onCancel = { _ in cancelled += 1 }
        #expect(search.bounds.height == 56, "iOS: a 56 pt bar")
        #expect(!search.isCancelButtonShown && search.cancelButton.isHidden)
        try f.play("tap 100,48\nwait 0.5")
        #expect(search.isEditing)
        f.settleAnimations()
        #expect(search.isCancelButtonShown && !search.cancelButton.isHidden)
        #expect(search.searchField.frame.maxX < search.cancelButton.frame.minX)
        try f.play("key a")
        #expect(shown == ["Anna", "Annika"])
        try f.play("key n\nkey n\nkey i")
        #expect(shown == ["Annika"])
        let cancel = search.convert(Point(x: search.cancelButton.frame.midX, y: search.cancelButton.frame.midY), to: f.root)
        try f.play("tap \(cancel.x),\(cancel.y)")
        #expect(search.text == "" && !search.isEditing)
        #expect(shown == names)
        #expect(cancelled == 1)
        f.settleAnimations()
        #expect(search.cancelButton.isHidden)
    }

    @Test("Clear and Bookmarks share the trailing slot and never show together")
    func clearOrBookmarks() throws {
        let f = try SceneHarness(width: 360, height: 400)
        let search = bar(f)
        search.showsBookmarkButton = true
        var bookmarks = 0
        search.onBookmarkButton = { _ in bookmarks += 1 }
        f.settleAnimations()
        #expect(search.searchField.trailingView === search.bookmarkButton)
        #expect(!search.searchField.showsClearButton)
        let mark = search.searchField.convert(Point(x: search.bookmarkButton.frame.midX, y: search.bookmarkButton.frame.midY), to: f.root)
        try f.play("tap \(mark.x),\(mark.y)")
        #expect(bookmarks == 1)
        search.text = "Wi-Fi"
        f.settleAnimations()
        #expect(search.searchField.showsClearButton)
        #expect(search.searchField.trailingView == nil, "no Bookmarks while there is text")
        search.searchField.clear()
        f.settleAnimations()
        #expect(search.searchField.trailingView === search.bookmarkButton)
        #expect(!search.searchField.showsClearButton)
    }

    @Test("The scope bar sits below the field in portrait and beside it in landscape; a scope change filters")
    func scopeBar() throws {
        let f = try SceneHarness(width: 360, height: 600)
        let search = bar(f)
        search.scopeButtonTitles = ["All", "Visitors", "Staff"]
        search.prompt = "Find someone"
        var scopes: [Int] = []
        search.onSearchTextChange = { _, scope in scopes.append(scope) }
        let size = search.sizeThatFits(ProposedSize(width: 360, height: nil))
        search.frame = Rect(x: 0, y: 20, width: 360, height: size.height)
        f.settleAnimations()
        #expect(size.height == 30 + 56 + 32 + 10)
        #expect(search.scopeBar.frame.minY > search.searchField.frame.maxY)
        #expect(!search.isScopeBarBeside)
        let staff = search.convert(Point(x: search.scopeBar.frame.minX + search.scopeBar.frame.width * 5 / 6,
                                         y: search.scopeBar.frame.midY), to: f.root)
        try f.play("tap \(staff.x),\(staff.y)")
        #expect(search.selectedScopeButtonIndex == 2)
        #expect(scopes == [2])
        // Landscape: beside the field, on its trailing side; mirrored in right-to-left.
        let wide = try SceneHarness(width: 800, height: 400)
        let beside = bar(wide, width: 800)
        beside.scopeButtonTitles = ["All", "Visitors", "Staff"]
        beside.frame.size = beside.sizeThatFits(ProposedSize(width: 800, height: nil))
        wide.settleAnimations()
        #expect(beside.isScopeBarBeside)
        #expect(beside.bounds.height == 56)
        #expect(beside.scopeBar.frame.minX > beside.searchField.frame.maxX)
        let rtl = try SceneHarness(width: 800, height: 400, direction: .rightToLeft)
        let mirrored = bar(rtl, width: 800)
        mirrored.scopeButtonTitles = ["All", "Visitors", "Staff"]
        rtl.settleAnimations()
        #expect(mirrored.scopeBar.frame.maxX < mirrored.searchField.frame.minX)
    }

    @Test("The Search key runs the search hook; more than four scopes is a lint issue")
    func searchKeyAndLint() throws {
        let f = try SceneHarness(width: 360, height: 400)
        let search = bar(f)
        var searched: [String] = []
        search.onSearchButton = { bar in searched.append(bar.text) }
        search.searchField.beginEditing()
        try f.play("key c\nkey a\nkey t\nkey Return")
        #expect(searched == ["cat"])
        search.scopeButtonTitles = ["A", "B", "C", "D"]
        #expect(HIGLint.check(search).isEmpty)
        search.scopeButtonTitles = ["A", "B", "C", "D", "E"]
        #expect(HIGLint.check(search).map(\.rule) == [.scopeBarButtonCount])
    }
}
