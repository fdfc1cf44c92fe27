import Scanout
import Testing

@testable import SettingsApp

/// The settings app drawn as iOS 17/18's Settings (issue 37, items 17 and 18): its row icons,
/// the gap between its groups, and one capitalisation rule for its section headers.
@MainActor
@Suite("The settings app's look")
struct SettingsLookTests {
    /// The titled section headers the table shows, top to bottom.
    func headers(of table: TableView) -> [TableHeaderFooterView] {
        table.content.children.compactMap { $0 as? TableHeaderFooterView }
            .filter { $0.kind == .header && !$0.isHidden && !$0.title.isEmpty }
            .sorted { $0.frame.minY < $1.frame.minY }
    }

    /// The header texts a node shows anywhere below it (a settings card's title is a text node
    /// in the secondary label colour).
    func secondaryTexts(in node: Node) -> [String] {
        var found: [String] = []
        if let text = node as? TextNode, text.color == .secondaryLabel, text.textStyle == .footnote { found.append(text.text) }
        for child in node.children { found += secondaryTexts(in: child) }
        return found
    }

    @Test("17. Every root row leads with a 29 pt icon: a white catalogue symbol on a coloured square with 6.5 pt continuous corners")
    func rootIcons() throws {
        let app = try RunningSettings(store: nil)
        let table = app.screens.root.table
        var colours: [ThemeColor] = []
        for (section, rows) in SettingsRootTable.Row.sections.enumerated() {
            for (index, row) in rows.enumerated() {
                let cell = try #require(table.cellForRow(at: TableIndexPath(row: index, section: section)))
                let icon = cell.imageNode
                #expect(!icon.isHidden && icon.symbol != nil, "\(row) shows its symbol")
                #expect(icon.symbol == SymbolCatalog.standard[row.icon.symbol])
                #expect(icon.frame.size == Size(width: 29, height: 29))
                #expect(icon.cornerRadius == 6.5 && icon.cornerStyle == .continuous)
                #expect(icon.color == .fixed(.white))
                let background = try #require(cell.imageBackground)
                colours.append(background)
                // The title starts after the icon, as in iOS (16 + 29 + 16 pt).
                #expect(abs(cell.textLabel.frame.minX - 61) < 0.5 || cell.layoutDirection == .rightToLeft)
            }
        }
        #expect(Set(colours.map { "\($0)" }).count >= 4, "the icons are told apart by colour")
    }

    @Test("17. The root's groups are 35 pt apart, as iOS's inset grouped Settings list")
    func rootSectionGap() throws {
        let app = try RunningSettings(store: nil)
        let table = app.screens.root.table
        for section in 1..<SettingsRootTable.Row.sections.count {
            let lastAbove = SettingsRootTable.Row.sections[section - 1].count - 1
            let gap = table.rectForRow(at: TableIndexPath(row: 0, section: section)).minY
                - table.rectForRow(at: TableIndexPath(row: lastAbove, section: section - 1)).maxY
            #expect(gap == 35, "between sections \(section - 1) and \(section): \(gap) pt")
        }
    }

    @Test("18. One header rule in tables and cards: the title written in sentence case, shown in capitals, footnote, secondary label colour")
    func headerRule() throws {
        #expect(SettingsText.networks.rawValue == "Networks" && SettingsText.brightness.rawValue == "Brightness"
                && SettingsText.appearance.rawValue == "Appearance" && SettingsText.volume.rawValue == "Volume",
                "the catalogue keys are sentence case; the header shows them in capitals")
        let app = try RunningSettings(store: nil)
        try app.tapRow(0, 0, in: app.screens.root.table)
        let wifi = try #require(app.screens.controller(of: .wifi, as: SettingsChoiceTable<String>.self))
        let shown = headers(of: wifi.table).map(\.textLabel)
        #expect(shown.map(\.text) == ["NETWORKS"])
        #expect(shown.allSatisfy { $0.color == .secondaryLabel && $0.textStyle == .footnote && $0.font == nil })
        try app.tap(try #require(app.screens.stack.navigationBar.backButton))
        try app.tapRow(1, 0, in: app.screens.root.table)
        let display = try #require(app.screens.controller(of: .display, as: SettingsDisplayPage.self))
        #expect(secondaryTexts(in: display.content) == ["BRIGHTNESS", "APPEARANCE"])
    }
}
