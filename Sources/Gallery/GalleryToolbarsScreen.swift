import Scanout

/// The toolbars screen (HIG §1.3, §1.42, §1.33): text items, symbol items with flexible and
/// fixed space, an item group, a two-state item, overflow into a menu on a narrow bar, and the
/// translucent material over content scrolled beneath the bar (opaque when nothing is beneath).
@MainActor
enum GalleryToolbarsScreen {
    /// The screen's sections; `record` hears what each item did.
    static func sections(language: GalleryLanguage, focus: FocusRequest,
                         record: @escaping @MainActor (String) -> Void) -> [Node] {
        func text(_ key: GalleryText) -> String { key.localized(language) }
        func item(_ key: GalleryText, _ symbol: String? = nil) -> ToolbarItem {
            let item = ToolbarItem(title: text(key), symbol: symbol)
            item.name = "toolbar item \(key.rawValue)\(symbol == nil ? "" : " symbol")"
            item.addAction { _ in record("toolbar item \(key.rawValue) tapped") }
            return item
        }
        // Bars fill their cards. A hairline on the card's rounded edge separates nothing: only
        // a bar below another row of its card keeps it.
        func bar(_ items: [Node], placement: ToolbarPlacement = .bottom, separated: Bool = false) -> Toolbar {
            let toolbar = Toolbar(placement: placement, items: items)
            toolbar.overflowItem.title = text(.more)
            // Automatic, as the material sample is (one translucency per screen, HIG §3.8): with no
            // scroll view beneath, an automatic bar draws opaque.
            toolbar.appearance = .automatic
            toolbar.horizontalSizing = .flexible()
            toolbar.showsSeparator = separated
            return toolbar
        }

        let textItems = GallerySection(title: text(.textItems), rows: [
            bar([item(.edit), ToolbarSpace.flexible(), item(.done)], placement: .top),
        ], rowSpacing: 0, contentPadding: .zero)

        let symbolItems = GallerySection(title: text(.symbolItems), rows: [
            bar([item(.delete, "trash"), ToolbarSpace.flexible(), item(.reply, "reply"),
                 ToolbarSpace.fixed(), item(.share, "share"), ToolbarSpace.flexible(),
                 item(.compose, "compose")]),
            bar([ToolbarSpace.flexible(), mediaGroup { item($0, $1) }, ToolbarSpace.flexible()], separated: true),
        ], rowSpacing: 0, contentPadding: .zero)

        let following = ToolbarItem.twoState(onTitle: text(.following), offTitle: text(.follow), symbol: "star", isOn: true)
        following.name = "toolbar item follow"
        following.addAction { item in
            record("toolbar item follow \(item.isOn ? "on" : "off")")
        }
        let follow = ToolbarItem.twoState(onTitle: text(.following), offTitle: text(.follow), symbol: "star", isOn: false)
        follow.name = "toolbar item follow off"
        let twoState = GallerySection(title: text(.twoState), rows: [
            bar([following, ToolbarSpace.flexible(), follow]),
        ], rowSpacing: 0, contentPadding: .zero)

        // A bar too narrow for its items (a phone-width card): the trailing ones go into the
        // “More” menu, and the bar, full, spreads the rest with More at its trailing edge.
        let narrow = bar([item(.delete, "trash"), item(.reply, "reply"), item(.share, "share"),
                          item(.compose, "compose"), item(.edit, "edit"), item(.bold, "bookmarks"),
                          item(.photos, "camera"), item(.music, "play")])
        narrow.name = "overflow toolbar"
        let overflow = GallerySection(title: text(.overflow), rows: [narrow], rowSpacing: 0,
                                      contentPadding: .zero, cardWidth: Self.narrowBarWidth)

        let material = GallerySection(title: text(.material), rows: [scrolledBeneath(text: text, item: { item($0, $1) })],
                                      rowSpacing: 0, contentPadding: .zero)
        return [textItems, symbolItems, twoState, overflow, material]
    }

    /// The width of the overflow sample's card and bar: narrower than its eight items.
    static let narrowBarWidth = 260.0

    /// Rewind, play, fast-forward as one group. Media transport keeps its left-to-right order in
    /// right-to-left languages (it follows the tape, not the reading direction): a playback group.
    private static func mediaGroup(_ item: (GalleryText, String?) -> ToolbarItem) -> Node {
        let group = ToolbarItemGroup([item(.styles, "rewind"), item(.normal, "play"), item(.large, "fast.forward")],
                                     isPlaybackControls: true)
        group.name = "media group"
        return group
    }

    /// A scroll view of coloured rows with a bottom toolbar over it, scrolled so that rows lie
    /// beneath the bar: the bar shows the translucent material (the rows blurred under its tint).
    private static func scrolledBeneath(text: (GalleryText) -> String, item: (GalleryText, String?) -> ToolbarItem) -> Node {
        let rows = VStackNode(spacing: 0, alignment: .fill)
        let colours: [SystemColor] = [.systemBlue, .systemGreen, .systemOrange, .systemRed, .systemPurple, .systemTeal]
        for (index, colour) in colours.enumerated() {
            let row = HStackNode(spacing: 12, alignment: .center)
            row.padding = EdgeInsets(horizontal: 16, vertical: 0)
            row.verticalSizing = .fixed(36)
            let swatch = Node()
            swatch.background = .color(.system(colour))
            swatch.cornerRadius = 6
            swatch.horizontalSizing = .fixed(24)
            swatch.verticalSizing = .fixed(24)
            row.addChild(swatch)
            row.addChild(TextNode("\(text(.scrolledContent)) \(index + 1)", style: .subheadline))
            rows.addChild(row)
        }
        let scroll = ScrollView(content: rows)
        scroll.name = "scrolled content"
        scroll.verticalSizing = .fixed(140)
        scroll.contentOffset = Point(x: 0, y: 36)
        let toolbar = Toolbar(placement: .bottom, items: [
            item(.share, "share"), ToolbarSpace.flexible(), item(.reply, "reply"), ToolbarSpace.flexible(), item(.compose, "compose"),
        ])
        toolbar.name = "material toolbar"   // its hairline separates it from the rows beneath
        toolbar.scrollView = scroll
        let stack = OverlayNode(alignment: Alignment(horizontal: .fill, vertical: .bottom))
        stack.verticalSizing = .fixed(140)
        stack.clipsToBounds = true
        stack.addChild(scroll)
        stack.addChild(toolbar)
        return stack
    }
}
