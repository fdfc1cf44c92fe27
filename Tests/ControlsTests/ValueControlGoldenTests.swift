import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

/// Golden sheets of every indicator and value control in its states, light and dark, left to
/// right and right to left (Hebrew), at 2×: activity indicators, progress views, page
/// indicators and labels on one sheet; sliders, segmented controls and steppers on another.
/// Record with `scripts/record-goldens ValueControlGoldenTests` and look at every PNG.
@MainActor
@Suite("Value control goldens")
struct ValueControlGoldenTests {
    let tolerance = GoldenTolerance.perChannel(2, maxDifferingPixels: 0)

    static let variants: [(rtl: Bool, scheme: ColorScheme)] = [
        (false, .light), (false, .dark), (true, .light), (true, .dark),
    ]

    func name(_ sheet: String, rtl: Bool, scheme: ColorScheme) -> String {
        "Values/\(sheet)-\(scheme == .dark ? "dark" : "light")-\(rtl ? "rtl" : "ltr")@2x"
    }

    func caption(_ text: String) -> TextNode {
        let t = TextNode(text, style: .caption1, color: .secondaryLabel)
        t.maximumLines = 1
        return t
    }

    func row(_ title: String, _ items: [Node], spacing: Double = 16) -> Node {
        let label = caption(title)
        label.horizontalSizing = .fixed(86)
        return HStackNode(spacing: spacing, alignment: .center, children: [label] + items)
    }

    func fixedWidth<N: Node>(_ node: N, _ width: Double) -> N {
        node.horizontalSizing = .fixed(width)
        return node
    }

    // MARK: Indicators and labels

    func indicatorsSheet(rtl: Bool) -> (Node, after: () -> Void) {
        let t: (String, String) -> String = { en, he in rtl ? he : en }
        let root = VStackNode(spacing: 14, alignment: .leading)
        let medium = ActivityIndicator(), large = ActivityIndicator(style: .large)
        let still = ActivityIndicator()
        still.hidesWhenStopped = false
        let tinted = ActivityIndicator(style: .large)
        tinted.color = .tint
        let stopped = ActivityIndicator()  // hidden: draws nothing
        root.addChild(row(t("Activity", "פעילות"), [medium, large, tinted, still, stopped]))

        let empty = fixedWidth(ProgressView(progress: 0), 200)
        let part = fixedWidth(ProgressView(progress: 0.4), 200)
        let full = fixedWidth(ProgressView(progress: 1), 200)
        let bar = fixedWidth(ProgressView(style: .bar, progress: 0.6), 200)
        let custom = fixedWidth(ProgressView(progress: 0.25), 200)
        custom.progressTintColor = .system(.systemGreen)
        root.addChild(row(t("Progress", "התקדמות"), [VStackNode(spacing: 10, alignment: .leading, children: [empty, part, full])]))
        root.addChild(row(t("Bar, tint", "פס, צבע"), [VStackNode(spacing: 10, alignment: .leading, children: [bar, custom])]))

        let three = PageIndicator(numberOfPages: 3)
        let five = PageIndicator(numberOfPages: 5, currentPage: 3)
        let single = PageIndicator(numberOfPages: 1)
        let focused = PageIndicator(numberOfPages: 4, currentPage: 1)
        let clipped = fixedWidth(PageIndicator(numberOfPages: 20, currentPage: 19), 150)
        root.addChild(row(t("Pages", "עמודים"), [three, five, single]))
        root.addChild(row(t("Focus, clip", "מיקוד"), [focused, clipped]))

        let multiline = fixedWidth(Label(t("A label may wrap onto several lines when it is told to.",
                                           "תווית יכולה לגלוש לכמה שורות כשמבקשים ממנה."), style: .subheadline), 220)
        multiline.maximumLines = 0
        root.addChild(row(t("Lines", "שורות"), [multiline]))
        for (title, mode) in [("Tail", TruncationMode.tail), ("Middle", .middle), ("Head", .head)] {
            let label = fixedWidth(Label(t("Truncated when the text is too long", "נחתך כשהטקסט ארוך מדי לתווית"),
                                         style: .subheadline), 170)
            label.truncation = mode
            root.addChild(row(title, [label]))
        }
        let shrink = fixedWidth(Label(t("Shrinks to fit its width", "מתכווץ כדי להתאים לרוחב"), style: .headline), 170)
        shrink.adjustsFontSizeToFitWidth = true
        shrink.minimumScaleFactor = 0.5
        let floor = fixedWidth(Label(t("Shrinks only so far, then truncates", "מתכווץ עד גבול ואז נחתך בסוף"),
                                     style: .headline), 120)
        floor.adjustsFontSizeToFitWidth = true
        floor.minimumScaleFactor = 0.8
        root.addChild(row(t("Shrink", "כיווץ"), [shrink]))
        root.addChild(row(t("Minimum", "מינימום"), [floor]))
        return (root, {
            medium.startAnimating()
            large.startAnimating()
            tinted.startAnimating()
            focused.focusDidChange(isFocused: true, isVisible: true)
        })
    }

    // MARK: Sliders, segmented controls, steppers

    func valuesSheet(rtl: Bool) -> (Node, after: () -> Void) {
        let t: (String, String) -> String = { en, he in rtl ? he : en }
        let root = VStackNode(spacing: 14, alignment: .leading)
        let low = fixedWidth(Slider(value: 0), 220), middle = fixedWidth(Slider(value: 0.5), 220)
        let high = fixedWidth(Slider(value: 1), 220)
        let images = fixedWidth(Slider(value: 0.7), 220)
        images.minimumValueImage = SymbolCatalog.standard["speaker"]
        images.maximumValueImage = SymbolCatalog.standard["speaker.wave.3"]
        let tinted = fixedWidth(Slider(value: 0.3), 220)
        tinted.minimumTrackTintColor = .system(.systemOrange)
        let disabled = fixedWidth(Slider(value: 0.6), 220)
        disabled.isEnabled = false
        let focused = fixedWidth(Slider(value: 0.4), 220)
        root.addChild(row(t("Slider", "מחוון"), [VStackNode(spacing: 6, alignment: .leading, children: [low, middle, high])]))
        root.addChild(row(t("Images", "תמונות"), [images]))
        root.addChild(row(t("Tint, off", "צבע"), [VStackNode(spacing: 6, alignment: .leading, children: [tinted, disabled])]))
        root.addChild(row(t("Focused", "מיקוד"), [focused]))

        let titles: [SegmentedControl.Segment] = [.title(t("Day", "יום")), .title(t("Week", "שבוע")),
                                                  .title(t("Month", "חודש"))]
        let plain = SegmentedControl(titles, selectedIndex: 0)
        let symbols = SegmentedControl([.symbol("list.bullet"), .symbol("square.on.square"), .symbol("chevron.forward")],
                                       selectedIndex: 2)
        let none = SegmentedControl(titles)
        let pressedSelected = SegmentedControl(titles, selectedIndex: 1)
        let pressedOther = SegmentedControl(titles, selectedIndex: 1)
        let partly = SegmentedControl(titles, selectedIndex: 0)
        partly.setEnabled(false, forSegmentAt: 2)
        let off = SegmentedControl(titles, selectedIndex: 1)
        off.isEnabled = false
        root.addChild(row(t("Segments", "מקטעים"), [plain, symbols]))
        root.addChild(row(t("None, press", "לחוץ"), [none, pressedSelected]))
        root.addChild(row(t("Pressed", "לחוץ"), [pressedOther]))
        root.addChild(row(t("Disabled", "מושבת"), [partly, off]))
        let wide = fixedWidth(SegmentedControl(titles, selectedIndex: 2), 300)
        root.addChild(row(t("Stretched", "רחב"), [wide]))

        let stepper = Stepper(value: 5, in: 0...10)
        let atMinimum = Stepper(value: 0, in: 0...10)
        let atMaximum = Stepper(value: 10, in: 0...10)
        let pressed = Stepper(value: 5, in: 0...10)
        let wrapping = Stepper(value: 10, in: 0...10)
        wrapping.wraps = true
        let disabledStepper = Stepper(value: 5, in: 0...10)
        disabledStepper.isEnabled = false
        let focusedStepper = Stepper(value: 5, in: 0...10)
        root.addChild(row(t("Stepper", "צעד"), [stepper, atMinimum, atMaximum]))
        root.addChild(row(t("Press, wrap", "לחוץ"), [pressed, wrapping]))
        root.addChild(row(t("Off, focused", "מושבת"), [disabledStepper, focusedStepper]))
        return (root, {
            focused.focusDidChange(isFocused: true, isVisible: true)
            focusedStepper.focusDidChange(isFocused: true, isVisible: true)
            for (control, segment) in [(pressedSelected, 1), (pressedOther, 2)] {
                let centre = control.segmentRect(segment).center
                control.tracking.tracker.bounds = control.bounds
                control.tracking.tracker.touchDown(TouchID(1), at: centre)
            }
            // Press plus: the press steps once (5 → 6) and the half stays lit while held.
            let plus = Point(x: rtl ? 20 : pressed.bounds.width - 20, y: pressed.bounds.midY)
            pressed.press.onPress?(pressed.convert(plus, to: nil))
            pressed.tracking.tracker.bounds = pressed.bounds
            pressed.tracking.tracker.touchDown(TouchID(2), at: plus)
        })
    }

    // MARK: Tests

    @Test("Indicators and labels: activity sizes and still spokes, progress default and bar, page dots, label lines, truncation and shrinking",
          arguments: 0..<4)
    func indicators(variant: Int) throws {
        let (rtl, scheme) = Self.variants[variant]
        let (root, after) = indicatorsSheet(rtl: rtl)
        let image = try ButtonGoldenTests().render(root, rtl: rtl, scheme: scheme, afterLayout: after)
        try expectGolden(image, name("indicators", rtl: rtl, scheme: scheme), tolerance: tolerance)
    }

    @Test("Values: sliders, segmented controls and steppers in every state", arguments: 0..<4)
    func values(variant: Int) throws {
        let (rtl, scheme) = Self.variants[variant]
        let (root, after) = valuesSheet(rtl: rtl)
        let image = try ButtonGoldenTests().render(root, rtl: rtl, scheme: scheme, afterLayout: after)
        try expectGolden(image, name("values", rtl: rtl, scheme: scheme), tolerance: tolerance)
    }
}
