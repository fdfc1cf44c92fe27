import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

/// Sheets of pickers at 2×: a two-wheel picker (one wheel focused), a wheel caught mid-turn and a countdown
/// (`pickers-*`); the date, time and date-and-time modes with a minimum date dimming earlier rows
/// (`dates-*`); light and dark, English left to right and Arabic right to left (Arabic-Indic
/// digits); and the Japanese dates (Gregorian 年 月 日, 24-hour clock).
@MainActor
@Suite("Picker goldens")
struct PickerGoldenTests {
    let tolerance = GoldenTolerance.perChannel(2, maxDifferingPixels: 0)
    static let morning = DateTime(year: 2026, month: 11, day: 24, hour: 9, minute: 41)!

    func card(_ caption: String, _ control: Node) -> Node {
        let card = VStackNode(spacing: 4, alignment: .fill)
        let label = TextNode(TableHeaderFooterView.groupedHeaderText(caption), style: .footnote, color: .secondaryLabel)
        label.padding = EdgeInsets(leading: 16, trailing: 16)
        card.addChild(label)
        control.background = .color(.system(.secondarySystemGroupedBackground))
        control.cornerRadius = 10
        card.addChild(control)
        return card
    }

    func sheet(_ cards: [Node]) -> Node {
        let root = VStackNode(spacing: 12, alignment: .fill)
        root.background = .color(.system(.systemGroupedBackground))
        root.padding = EdgeInsets(horizontal: 16, vertical: 12)
        for card in cards { root.addChild(card) }
        return root
    }

    func render(_ root: Node, locale: String, rtl: Bool, scheme: ColorScheme, height: Double,
                before: (SceneOwner) -> Void = { _ in }) throws -> Bitmap {
        var env = EnvironmentValues()
        env.layoutDirection = rtl ? .rightToLeft : .leftToRight
        env.colorScheme = scheme
        env.locale = try InterfaceLocale(locale)
        env.fonts = try TestFonts.system()
        let owner = SceneOwner(root: root, pixelSize: PixelSize(width: 780, height: Int(height * 2)), scale: 2,
                               environment: env)
        let bitmap = Bitmap(size: owner.pixelSize)
        owner.layoutIfNeeded()
        before(owner)
        try owner.settleOnHost(into: bitmap)
        return bitmap
    }

    func pickers(rtl: Bool, scheme: ColorScheme) throws -> Bitmap {
        let t: (String, String) -> String = { en, ar in rtl ? ar : en }
        let sizes = Picker(components: [
            [t("Small", "صغير"), t("Medium", "متوسط"), t("Large", "كبير"), t("Extra Large", "كبير جدًا")],
            [t("Red", "أحمر"), t("Green", "أخضر"), t("Blue", "أزرق"), t("Graphite", "جرافيت"), t("Gold", "ذهبي")],
        ])
        sizes.selectRow(1, inComponent: 0, animated: false)
        sizes.selectRow(2, inComponent: 1, animated: false)
        // The colour wheel has keyboard focus, its ring round its part of the band.
        sizes.wheels[1].focusDidChange(isFocused: true, isVisible: true)
        let spinning = Picker(components: [(1...60).map { t("Item \($0)", "عنصر \(DateLocale(.arabic).number($0))") }])
        let countdown = DatePicker(mode: .countdownTimer, date: Self.morning)
        try countdown.setCountdownDuration(.seconds(2 * 3600 + 30 * 60), animated: false)
        let root = sheet([card(t("Size and colour", "الحجم واللون"), sizes),
                          card(t("Mid-turn", "أثناء الدوران"), spinning),
                          card(t("Countdown timer", "مؤقت العد التنازلي"), countdown)])
        return try render(root, locale: rtl ? "ar" : "en-US", rtl: rtl, scheme: scheme, height: 760) { _ in
            // Caught between rows 20 and 21, as a finger leaves it during a drag.
            spinning.wheel(forComponent: 0)?.setOffset(20.4 * ControlMetrics.pickerRowHeight)
        }
    }

    func dates(locale: String, rtl: Bool, scheme: ColorScheme) throws -> Bitmap {
        let date = DatePicker(mode: .date, date: Self.morning)
        try date.setDateRange(minimum: DateTime(year: 2026, month: 11, day: 22), maximum: nil)
        let time = DatePicker(mode: .time, date: Self.morning)
        let both = DatePicker(mode: .dateAndTime, date: Self.morning)
        both.today = Self.morning.date
        try both.setMinuteInterval(5)
        let t: (String, String, String) -> String = { en, ar, ja in locale == "ar" ? ar : locale == "ja" ? ja : en }
        let root = sheet([card(t("Date (from 22 November)", "التاريخ (من ٢٢ نوفمبر)", "日付(11月22日から)"), date),
                          card(t("Time", "الوقت", "時刻"), time),
                          card(t("Date and time, every 5 minutes", "التاريخ والوقت، كل ٥ دقائق", "日付と時刻(5分刻み)"), both)])
        return try render(root, locale: locale, rtl: rtl, scheme: scheme, height: 760)
    }

    @Test("Pickers, light, left to right") func pickersLightLTR() throws {
        try expectGolden(try pickers(rtl: false, scheme: .light), "Picker/pickers-light-ltr@2x", tolerance: tolerance)
    }
    @Test("Pickers, dark, left to right") func pickersDarkLTR() throws {
        try expectGolden(try pickers(rtl: false, scheme: .dark), "Picker/pickers-dark-ltr@2x", tolerance: tolerance)
    }
    @Test("Pickers, light, right to left (Arabic)") func pickersLightRTL() throws {
        try expectGolden(try pickers(rtl: true, scheme: .light), "Picker/pickers-light-rtl@2x", tolerance: tolerance)
    }
    @Test("Pickers, dark, right to left (Arabic)") func pickersDarkRTL() throws {
        try expectGolden(try pickers(rtl: true, scheme: .dark), "Picker/pickers-dark-rtl@2x", tolerance: tolerance)
    }
    @Test("Dates, light, left to right (en-US: month day year, 12-hour)") func datesLightLTR() throws {
        try expectGolden(try dates(locale: "en-US", rtl: false, scheme: .light), "Picker/dates-light-ltr@2x", tolerance: tolerance)
    }
    @Test("Dates, dark, left to right") func datesDarkLTR() throws {
        try expectGolden(try dates(locale: "en-US", rtl: false, scheme: .dark), "Picker/dates-dark-ltr@2x", tolerance: tolerance)
    }
    @Test("Dates, light, right to left (Arabic-Indic digits, ص/م)") func datesLightRTL() throws {
        try expectGolden(try dates(locale: "ar", rtl: true, scheme: .light), "Picker/dates-light-rtl@2x", tolerance: tolerance)
    }
    @Test("Dates, dark, right to left (Arabic)") func datesDarkRTL() throws {
        try expectGolden(try dates(locale: "ar", rtl: true, scheme: .dark), "Picker/dates-dark-rtl@2x", tolerance: tolerance)
    }
    @Test("Dates, Japanese (Gregorian 年月日, 24-hour), light") func datesJapanese() throws {
        try expectGolden(try dates(locale: "ja", rtl: false, scheme: .light), "Picker/dates-ja-light-ltr@2x", tolerance: tolerance)
    }
}
