import Graphics
import ScanoutTesting
import Scene
import Text
@testable import Controls

/// Pages and sheets shared by the navigation and tab bar tests.
@MainActor
enum NavigationFixtures {
    /// A column of `count` list rows titled `prefix n`, on the grouped background.
    static func rows(_ prefix: String, count: Int, accessory: Bool = true) -> VStackNode {
        let column = VStackNode(alignment: .fill)
        for i in 1...max(1, count) {
            let row = ListRow("\(prefix) \(i)", accessory: accessory ? SymbolNode("disclosure", color: .system(.tertiaryLabel)) : nil)
            row.background = .color(.system(.secondarySystemGroupedBackground))
            column.addChild(row)
        }
        return column
    }

    /// A page titled `title` whose content is a scrolling list of rows.
    static func listPage(_ title: String, rows count: Int = 12) -> NavigationPage {
        NavigationPage(title: title, content: ScrollView(content: rows(title, count: count)))
    }

    /// A page titled `title` with plain (non-scrolling) content.
    static func plainPage(_ title: String) -> NavigationPage {
        let text = TextNode("\(title) content", style: .body, color: .secondaryLabel)
        text.padding = EdgeInsets(16)
        return NavigationPage(title: title, content: text)
    }

    /// The environment of a golden or an interaction test.
    static func environment(rtl: Bool, dark: Bool, locale: InterfaceLocale? = nil) throws -> EnvironmentValues {
        var env = EnvironmentValues()
        env.layoutDirection = rtl ? .rightToLeft : .leftToRight
        env.colorScheme = dark ? .dark : .light
        env.locale = locale ?? (rtl ? .hebrew : .english)
        env.fonts = try TestFonts.system()
        return env
    }
}
