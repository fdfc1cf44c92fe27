import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

/// Golden sheets of every button variant and state: styles × sizes × states, content and roles,
/// activity, system buttons, and the symbol set, in light and dark, LTR and RTL, at 2× (and one
/// at 1×). Record with `scripts/record-goldens ControlsTests` and look at every PNG.
@MainActor
@Suite("Button goldens")
struct ButtonGoldenTests {
    let tolerance = GoldenTolerance.perChannel(2, maxDifferingPixels: 0)

    enum State: String, CaseIterable { case normal, highlighted, disabled, focused }

    func label(_ text: String, width: Double = 112) -> TextNode {
        let t = TextNode(text, style: .caption1, color: .secondaryLabel)
        t.horizontalSizing = .fixed(width)
        t.maximumLines = 1
        return t
    }

    func apply(_ state: State, to control: ControlNode) {
        switch state {
        case .normal: break
        case .highlighted:
            control.tracking.tracker.bounds = control.bounds
            control.tracking.tracker.touchDown(TouchID(1), at: Point(x: control.bounds.midX, y: control.bounds.midY))
        case .disabled: control.isEnabled = false
        case .focused: control.focusDidChange(isFocused: true, isVisible: true)
        }
    }

    /// Renders `root` on a screen just large enough for it, after `afterLayout` sets states that
    /// need frames.
    func render(_ root: Node, rtl: Bool, scheme: ColorScheme, scale: Double = 2,
                afterLayout: () -> Void = {}) throws -> Bitmap {
        var env = EnvironmentValues()
        env.layoutDirection = rtl ? .rightToLeft : .leftToRight
        env.colorScheme = scheme
        env.fonts = try TestFonts.system()
        root.background = .color(.system(.systemBackground))
        root.padding = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        let owner = SceneOwner(root: root, pixelSize: PixelSize(width: 64, height: 64), scale: scale, environment: env)
        let size = root.sizeThatFits(.unspecified)
        owner.resize(to: PixelSize(width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up))))
        owner.layoutIfNeeded()
        afterLayout()
        return owner.snapshot()
    }

    // MARK: Styles × sizes × states

    func stylesSheet(rtl: Bool) -> (Node, [(ControlNode, State)]) {
        var pending: [(ControlNode, State)] = []
        let columns = HStackNode(spacing: 28, alignment: .top)
        for pair in [[ButtonStyle.plain, .gray], [.tinted, .filled]] {
            let block = VStackNode(spacing: 14, alignment: .leading)
            for style in pair {
                for state in State.allCases {
                    let row = HStackNode(spacing: 12, alignment: .center)
                    row.verticalSizing = .fixed(50)
                    row.addChild(label("\(style) \(state.rawValue)"))
                    for size in ButtonSize.allCases {
                        let b = Button(title: rtl ? "הוספה" : "Add", symbol: "add", style: style, size: size)
                        row.addChild(b)
                        pending.append((b, state))
                    }
                    block.addChild(row)
                }
            }
            columns.addChild(block)
        }
        return (columns, pending)
    }

    func renderStyles(rtl: Bool, scheme: ColorScheme, scale: Double = 2) throws -> Bitmap {
        let (root, pending) = stylesSheet(rtl: rtl)
        return try render(root, rtl: rtl, scheme: scheme, scale: scale) {
            for (control, state) in pending { apply(state, to: control) }
        }
    }

    @Test("Styles × sizes × states, light LTR @2x")
    func stylesLightLTR() throws {
        try expectGolden(try renderStyles(rtl: false, scheme: .light), "Controls/buttons-styles-light-ltr@2x", tolerance: tolerance)
    }

    @Test("Styles × sizes × states, dark LTR @2x")
    func stylesDarkLTR() throws {
        try expectGolden(try renderStyles(rtl: false, scheme: .dark), "Controls/buttons-styles-dark-ltr@2x", tolerance: tolerance)
    }

    @Test("Styles × sizes × states, light RTL @2x")
    func stylesLightRTL() throws {
        try expectGolden(try renderStyles(rtl: true, scheme: .light), "Controls/buttons-styles-light-rtl@2x", tolerance: tolerance)
    }

    @Test("Styles × sizes × states, dark RTL @2x")
    func stylesDarkRTL() throws {
        try expectGolden(try renderStyles(rtl: true, scheme: .dark), "Controls/buttons-styles-dark-rtl@2x", tolerance: tolerance)
    }

    @Test("Styles × sizes × states, light LTR @1x")
    func stylesLightLTR1x() throws {
        try expectGolden(try renderStyles(rtl: false, scheme: .light, scale: 1), "Controls/buttons-styles-light-ltr@1x",
                         tolerance: tolerance)
    }

    @Test("Styles × sizes × states, dark LTR @1x")
    func stylesDarkLTR1x() throws {
        try expectGolden(try renderStyles(rtl: false, scheme: .dark, scale: 1), "Controls/buttons-styles-dark-ltr@1x",
                         tolerance: tolerance)
    }

    @Test("Styles × sizes × states, light RTL @1x")
    func stylesLightRTL1x() throws {
        try expectGolden(try renderStyles(rtl: true, scheme: .light, scale: 1), "Controls/buttons-styles-light-rtl@1x",
                         tolerance: tolerance)
    }

    @Test("Styles × sizes × states, dark RTL @1x")
    func stylesDarkRTL1x() throws {
        try expectGolden(try renderStyles(rtl: true, scheme: .dark, scale: 1), "Controls/buttons-styles-dark-rtl@1x",
                         tolerance: tolerance)
    }

    // MARK: Content, roles, activity, system buttons

    func contentSheet(rtl: Bool) -> (Node, [(ControlNode, State)]) {
        var pending: [(ControlNode, State)] = []
        func t(_ en: String, _ he: String) -> String { rtl ? he : en }
        let root = VStackNode(spacing: 12, alignment: .leading)
        func row(_ name: String, _ controls: [Node]) {
            let r = HStackNode(spacing: 12, alignment: .center)
            r.addChild(label(name))
            for c in controls { r.addChild(c) }
            root.addChild(r)
        }
        row("content", [
            Button(symbol: "add", style: .tinted, size: .small),
            Button(symbol: "trash", style: .gray, size: .medium),
            Button(symbol: "share", style: .filled, size: .large),
            Button(title: t("Title", "כותרת"), style: .tinted, size: .medium),
            Button(title: t("Compose", "חיבור"), symbol: "compose", style: .plain, size: .medium),
        ])
        row("subtitle", [
            Button(title: t("Add to Cart", "הוספה לסל"), subtitle: t("3 items", "3 פריטים"), style: .filled, size: .large),
            Button(title: t("Add to Cart", "הוספה לסל"), subtitle: t("3 items", "3 פריטים"), symbol: "add",
                   style: .gray, size: .medium),
            Button(title: t("Reply", "תשובה"), subtitle: t("to all", "לכולם"), symbol: "reply", style: .tinted, size: .small),
        ])
        row("roles", [
            Button(title: t("Normal", "רגיל"), style: .gray, size: .medium),
            Button(title: t("Done", "סיום"), style: .tinted, size: .medium, role: .primary),
            Button(title: t("Cancel", "ביטול"), style: .plain, size: .medium, role: .cancel),
            Button(title: t("Delete", "מחיקה"), symbol: "trash", style: .tinted, size: .medium, role: .destructive),
            Button(title: t("Delete", "מחיקה"), style: .filled, size: .medium, role: .destructive),
        ])
        let spinning = Button(title: t("Checkout", "תשלום"), symbol: "checkmark", style: .filled, size: .large)
        spinning.showsActivity = true
        let alternate = Button(title: t("Checkout", "תשלום"), symbol: "checkmark", style: .gray, size: .large)
        alternate.activityTitle = t("Checking out…", "מבצע תשלום…")
        alternate.showsActivity = true
        let idle = Button(title: t("Checkout", "תשלום"), symbol: "checkmark", style: .tinted, size: .large)
        row("activity", [idle, spinning, alternate])
        let kinds = SystemButton.Kind.allCases.map { SystemButton($0) }
        let pressed = SystemButton(.info), disabled = SystemButton(.contactAdd), focused = SystemButton(.detailDisclosure)
        pending += [(pressed, .highlighted), (disabled, .disabled), (focused, .focused)]
        row("system", kinds + [pressed, disabled, focused])
        row("directional", [
            Button(title: t("Next", "הבא"), symbol: "chevron.forward", style: .tinted, size: .medium),
            Button(title: t("Back", "חזרה"), symbol: "chevron.backward", style: .plain, size: .medium),
            Button(title: t("Custom tint", "גוון"), symbol: "gear", style: .filled, size: .small),
        ])
        if let custom = root.children.last?.children.last as? Button { custom.tint = .system(.systemGreen) }
        if let next = root.children.last?.children[1] as? Button { next.symbolPlacement = .trailing }
        return (root, pending)
    }

    func renderContent(rtl: Bool, scheme: ColorScheme) throws -> Bitmap {
        let (root, pending) = contentSheet(rtl: rtl)
        return try render(root, rtl: rtl, scheme: scheme) {
            for (control, state) in pending { apply(state, to: control) }
        }
    }

    @Test("Content, roles, activity and system buttons, light LTR @2x")
    func contentLightLTR() throws {
        try expectGolden(try renderContent(rtl: false, scheme: .light), "Controls/buttons-content-light-ltr@2x", tolerance: tolerance)
    }

    @Test("Content, roles, activity and system buttons, dark LTR @2x")
    func contentDarkLTR() throws {
        try expectGolden(try renderContent(rtl: false, scheme: .dark), "Controls/buttons-content-dark-ltr@2x", tolerance: tolerance)
    }

    @Test("Content, roles, activity and system buttons, light RTL @2x")
    func contentLightRTL() throws {
        try expectGolden(try renderContent(rtl: true, scheme: .light), "Controls/buttons-content-light-rtl@2x", tolerance: tolerance)
    }

    @Test("Content, roles, activity and system buttons, dark RTL @2x")
    func contentDarkRTL() throws {
        try expectGolden(try renderContent(rtl: true, scheme: .dark), "Controls/buttons-content-dark-rtl@2x", tolerance: tolerance)
    }

    // MARK: Symbols

    func symbolsSheet() -> Node {
        let root = VStackNode(spacing: 10, alignment: .leading)
        let names = SymbolCatalog.standard.names
        var index = 0
        while index < names.count {
            let row = HStackNode(spacing: 6, alignment: .top)
            for name in names[index..<min(index + 8, names.count)] {
                let cell = VStackNode(spacing: 4, alignment: .center)
                cell.horizontalSizing = .fixed(128)
                let regular = SymbolNode(name, textStyle: .body, color: .label)
                let bold = SymbolNode(name, textStyle: .body, color: .tint)
                bold.weight = .bold
                let pair = HStackNode(spacing: 8, alignment: .center, children: [regular, bold])
                cell.addChild(pair)
                let caption = TextNode(name, style: .caption2, color: .secondaryLabel)
                caption.textDirection = .leftToRight
                caption.maximumLines = 1
                cell.addChild(caption)
                row.addChild(cell)
            }
            root.addChild(row)
            index += 8
        }
        // Beside text: the symbol matches the text's size and weight.
        for (style, weight) in [(TextStyle.body, FontWeight.regular), (.title2, .regular), (.headline, .semibold)] {
            let line = HStackNode(spacing: 6, alignment: .center)
            let s = SymbolNode("search", textStyle: style, color: .label)
            s.weight = weight
            let text = TextNode("Search \(style)", style: style)
            if weight != style.weight { text.font = Font(pointSize: style.pointSize(), weight: weight) }
            line.addChild(s)
            line.addChild(text)
            root.addChild(line)
        }
        return root
    }

    @Test("The symbol set, regular and bold, light LTR @2x")
    func symbolsLightLTR() throws {
        try expectGolden(try render(symbolsSheet(), rtl: false, scheme: .light), "Controls/symbols-light-ltr@2x", tolerance: tolerance)
    }

    @Test("The symbol set mirrored where directional, dark RTL @2x")
    func symbolsDarkRTL() throws {
        try expectGolden(try render(symbolsSheet(), rtl: true, scheme: .dark), "Controls/symbols-dark-rtl@2x", tolerance: tolerance)
    }
}
