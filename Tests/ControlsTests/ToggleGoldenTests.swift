import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

/// One sheet of every toggle variant and state: switches (off, on, tinted, on/off labels,
/// pressed, disabled) in list rows, checkboxes (off, on, mixed parent with indented dependents,
/// disabled, focused), radio groups (vertical, horizontal), toggle buttons (off, on, title,
/// disabled); light and dark, left to right and right to left, at 2× (and one at 1×).
@MainActor
@Suite("Toggle goldens")
struct ToggleGoldenTests {
    let tolerance = GoldenTolerance.perChannel(2, maxDifferingPixels: 0)

    func section(_ rows: [Node]) -> Node {
        let section = VStackNode(alignment: .fill)
        section.background = .color(.system(.secondarySystemGroupedBackground))
        section.cornerRadius = 10
        section.clipsToBounds = true
        for row in rows { section.addChild(row) }
        if let last = rows.last as? ListRow { last.showsSeparator = false }
        return section
    }

    func sheet(rtl: Bool) -> (root: Node, pressed: Switch) {
        let t: (String, String) -> String = { en, he in rtl ? he : en }
        let root = VStackNode(spacing: 14, alignment: .fill)
        root.background = .color(.system(.systemGroupedBackground))
        root.padding = EdgeInsets(16)
        let tinted = Switch(isOn: true)
        tinted.onTintColor = .tint
        let labelled = Switch(isOn: true)
        labelled.showsOnOffLabels = true
        let labelledOff = Switch(isOn: false)
        labelledOff.showsOnOffLabels = true
        let pressed = Switch(isOn: false)
        let disabled = Switch(isOn: true)
        let disabledRow = ListRow(t("Disabled", "מושבת"), accessory: disabled)
        disabledRow.isEnabled = false
        root.addChild(section([
            ListRow(t("Airplane Mode", "מצב טיסה"), accessory: Switch(isOn: false)),
            ListRow(t("Wi-Fi", "Wi-Fi"), accessory: Switch(isOn: true)),
            ListRow(t("Accent Tint", "גוון"), accessory: tinted),
            ListRow(t("On/Off Labels", "תוויות"), accessory: HStackNode(spacing: 12, children: [labelledOff, labelled])),
            ListRow(t("Pressed", "לחוץ"), accessory: pressed),
            disabledRow,
        ]))

        let parent = Checkbox(t("All Styles", "כל הסגנונות"))
        let bold = Checkbox(t("Bold", "מודגש"), state: .on)
        let italic = Checkbox(t("Italic", "נטוי"))
        let underline = Checkbox(t("Underline", "קו תחתון"), state: .on)
        parent.dependents = [bold, italic, underline]
        let dependents = VStackNode(spacing: 10, alignment: .leading, children: [bold, italic, underline])
        dependents.padding = EdgeInsets(leading: 30)
        let focused = Checkbox(t("Focused", "ממוקד"), state: .on)
        focused.focusDidChange(isFocused: true, isVisible: true)
        let off = Checkbox(t("Disabled", "מושבת"), state: .on)
        off.isEnabled = false
        let boxes = VStackNode(spacing: 10, alignment: .leading, children: [parent, dependents, focused, off])
        let radios = RadioGroup([t("Small", "קטן"), t("Medium", "בינוני"), t("Large", "גדול")], selectedIndex: 1)
        let columns = HStackNode(spacing: 24, alignment: .top, children: [boxes, radios, Spacer()])
        root.addChild(columns)

        root.addChild(RadioGroup([t("Day", "יום"), t("Week", "שבוע"), t("Month", "חודש")], selectedIndex: 0,
                                 axis: .horizontal))

        let offButton = ToggleButton(symbol: "bookmarks")
        let onButton = ToggleButton(symbol: "bookmarks", isOn: true)
        let titled = ToggleButton(symbol: "star", title: t("Favourite", "מועדף"), isOn: true)
        let titledOff = ToggleButton(title: t("Mute", "השתק"))
        let disabledButton = ToggleButton(symbol: "lock", isOn: true)
        disabledButton.isEnabled = false
        root.addChild(HStackNode(spacing: 12, children: [offButton, onButton, titled, titledOff, disabledButton, Spacer()]))
        return (root, pressed)
    }

    func render(rtl: Bool, scheme: ColorScheme, scale: Double = 2) throws -> Bitmap {
        let (root, pressed) = sheet(rtl: rtl)
        var env = EnvironmentValues()
        env.layoutDirection = rtl ? .rightToLeft : .leftToRight
        env.colorScheme = scheme
        env.fonts = try TestFonts.system()
        let owner = SceneOwner(root: root, pixelSize: PixelSize(width: Int(390 * scale), height: Int(600 * scale)),
                               scale: scale, environment: env)
        let bitmap = Bitmap(size: owner.pixelSize)
        owner.layoutIfNeeded()
        // Press the switch with a real touch through the arbiter, held down.
        let arbiter = GestureArbiter(root: root)
        let centre = pressed.convert(pressed.bounds.center, to: nil)
        for event in try TouchScript("down 1 \(centre.x),\(centre.y)\nwait 0.05").events { arbiter.handle(event) }
        try owner.settleOnHost(into: bitmap)
        #expect(pressed.isHighlighted)
        return bitmap
    }

    @Test("Toggles, light, left to right, 2×")
    func lightLTR() throws { try expectGolden(try render(rtl: false, scheme: .light), "Toggles/toggles-light-ltr@2x", tolerance: tolerance) }

    @Test("Toggles, dark, left to right, 2×")
    func darkLTR() throws { try expectGolden(try render(rtl: false, scheme: .dark), "Toggles/toggles-dark-ltr@2x", tolerance: tolerance) }

    @Test("Toggles, light, right to left (Hebrew), 2×: mirrored switches, marks and rows")
    func lightRTL() throws { try expectGolden(try render(rtl: true, scheme: .light), "Toggles/toggles-light-rtl@2x", tolerance: tolerance) }

    @Test("Toggles, dark, right to left, 2×")
    func darkRTL() throws { try expectGolden(try render(rtl: true, scheme: .dark), "Toggles/toggles-dark-rtl@2x", tolerance: tolerance) }

    @Test("Toggles, light, left to right, 1×")
    func lightLTR1x() throws {
        try expectGolden(try render(rtl: false, scheme: .light, scale: 1), "Toggles/toggles-light-ltr@1x", tolerance: tolerance)
    }

    @Test("Toggles, dark, left to right, 1×")
    func darkLTR1x() throws {
        try expectGolden(try render(rtl: false, scheme: .dark, scale: 1), "Toggles/toggles-dark-ltr@1x", tolerance: tolerance)
    }

    @Test("Toggles, light, right to left, 1×")
    func lightRTL1x() throws {
        try expectGolden(try render(rtl: true, scheme: .light, scale: 1), "Toggles/toggles-light-rtl@1x", tolerance: tolerance)
    }

    @Test("Toggles, dark, right to left, 1×")
    func darkRTL1x() throws {
        try expectGolden(try render(rtl: true, scheme: .dark, scale: 1), "Toggles/toggles-dark-rtl@1x", tolerance: tolerance)
    }
}
