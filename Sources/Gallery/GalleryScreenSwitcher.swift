import Scanout

/// The gallery's bottom bar: one button per screen; the current screen's has the tinted
/// (filled-background) style, the others plain, so the selection shows by shape, not colour alone.
@MainActor
final class GalleryScreenSwitcher {
    /// The bar's node (add it under the content).
    let node: VStackNode
    private var buttons: [GalleryScreen: Button] = [:]

    /// A bar in `language` with `selected` chosen; `onSelect` runs when another is tapped.
    init(language: GalleryLanguage, selected: GalleryScreen, onSelect: @escaping @MainActor (GalleryScreen) -> Void) {
        node = VStackNode(spacing: 0, alignment: .fill)
        node.name = "screen switcher"
        // A bar of fixed height, as a tab bar: its buttons keep their text size.
        node.environmentOverrides.textSize = .large
        node.background = .color(.system(.secondarySystemGroupedBackground))
        let hairline = Node()
        hairline.background = .color(.separator)
        hairline.verticalSizing = .fixed(0.5)
        node.addChild(hairline)
        let row = HStackNode(spacing: 8, alignment: .center, distribution: .fillEqually)
        row.padding = EdgeInsets(top: 4, leading: 20, bottom: 4, trailing: 20)
        row.verticalSizing = .fixed(ControlMetrics.toolbarHeight)
        node.addChild(row)
        for screen in GalleryScreen.allCases {
            let button = Button(title: screen.title.localized(language), symbol: screen.symbolName, style: .plain, size: .small)
            button.name = "screen \(screen.rawValue)"
            button.addAction { _ in onSelect(screen) }
            buttons[screen] = button
            row.addChild(button)
        }
        select(selected)
    }

    /// Marks `screen` as the one shown.
    func select(_ screen: GalleryScreen) {
        for (each, button) in buttons { button.style = each == screen ? .tinted : .plain }
    }
}

extension GalleryScreen {
    /// The symbol beside the screen's name in the switcher.
    var symbolName: String {
        switch self {
        case .buttons: "square.on.square"
        case .toggles: "checkmark"
        case .toolbars: "ellipsis"
        case .navigation: "list.bullet"
        case .values: "speaker.wave.3"
        case .pickers: "clock"
        case .modals: "info"
        case .form: "edit"
        }
    }
}
