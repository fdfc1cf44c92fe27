import Graphics
import ScanoutTesting
import Testing
@testable import Text

/// Goldens of complex text: each rendered at 2× on white and compared with an exact-ish tolerance
/// (glyph rasterisation is FreeType's and deterministic on one FreeType version).
@Suite("Paragraph goldens")
struct ParagraphGoldenTests {
    let tolerance = GoldenTolerance.perChannel(2, maxDifferingPixels: 0)

    /// Right-to-left text is set as in a right-to-left interface (`rtl`), where natural alignment
    /// puts it at the right edge.
    func golden(_ text: String, _ name: String, style: ParagraphStyle = ParagraphStyle(), width: Double? = nil,
                rtl: Bool = false) throws {
        var style = style
        if rtl { style.layoutDirection = .rightToLeft }
        let paragraph = Paragraph(text, style: style, width: width, fonts: try TextFixture.fonts())
        try expectGolden(TextFixture.render(paragraph, width: width), name, tolerance: tolerance)
    }

    @Test("Latin text wraps at word boundaries with kerning and ligatures")
    func latin() throws {
        try golden("The quick brown fox jumps over the lazy dog. Office affine AVAToyota “quotes” 0123456789.",
                   "Paragraph/latin", width: 260)
    }

    @Test("Arabic letters join and run right to left")
    func arabic() throws {
        try golden("مرحبا بالعالم، هذا نص تجريبي لاختبار عرض اللغة العربية.", "Paragraph/arabic-joined", width: 260, rtl: true)
    }

    @Test("Hebrew runs right to left and aligns to the right in a right-to-left interface")
    func hebrew() throws {
        try golden("שלום עולם, זהו טקסט לדוגמה לבדיקת הצגת עברית בממשק המשתמש.", "Paragraph/hebrew", width: 260, rtl: true)
    }

    @Test("Japanese uses the JP forms of Noto Sans CJK and breaks between ideographs")
    func japanese() throws {
        try golden("設定を開いて、ネットワークとBluetoothの接続を確認してください。日本語の表示テストです。",
                   "Paragraph/japanese", width: 260)
    }

    @Test("Mixed bidi text keeps numbers left to right and mirrors brackets")
    func mixedBidi() throws {
        try golden("Version (גרסה 18.4) [עם מספרים 567] and العربية (2024) end.", "Paragraph/mixed-bidi", width: 300)
        try golden("גרסה (Scanout 1.2) של [ממשק] 3-4.", "Paragraph/mixed-bidi-rtl", width: 300, rtl: true)
    }

    @Test("Emoji are drawn from the colour font, scaled to the text size")
    func emoji() throws {
        try golden("Party 🎉 time 👍🏽 flags 🇯🇵 family 👨‍👩‍👧 ok ❤️", "Paragraph/emoji", width: 300)
    }

    @Test("Skin-tone sequences of text-default bases (☝🏻 ✌🏼 ✍🏾 ⛹🏻‍♀️) are one colour emoji each")
    func emojiModifierSequences() throws {
        try golden("Point \u{261D}\u{1F3FB} \u{261D}\u{1F3FD} \u{261D}\u{1F3FF} peace \u{270C}\u{1F3FC} write \u{270D}\u{1F3FE} "
                   + "ball \u{26F9}\u{1F3FB}\u{200D}\u{2640}\u{FE0F}", "Paragraph/emoji-modifiers", width: 300)
    }

    @Test("Tail, head and middle truncation put the ellipsis where the text is cut, in LTR and RTL")
    func truncation() throws {
        let english = "Battery health is 97% and the last full charge was 3 hours ago"
        let hebrew = "שלום עולם, זהו טקסט לדוגמה לבדיקת הצגת עברית בממשק המשתמש"
        for (mode, name) in [(TruncationMode.tail, "tail"), (.head, "head"), (.middle, "middle")] {
            let style = ParagraphStyle(maximumLines: 1, truncation: mode)
            try golden(english, "Paragraph/truncation-ltr-\(name)", style: style, width: 200)
            try golden(hebrew, "Paragraph/truncation-rtl-\(name)", style: style, width: 200, rtl: true)
        }
        try golden("Settings for הגדרות רשת ו-Wi-Fi של המכשיר", "Paragraph/truncation-mixed-tail",
                   style: ParagraphStyle(maximumLines: 1, truncation: .tail), width: 200)
    }

    @Test("Natural alignment follows the interface: English in a right-to-left interface sits right, Arabic in a left-to-right one left")
    func naturalAlignment() throws {
        let fonts = try TextFixture.fonts()
        let scale = 2.0, width = 260.0
        var english = ParagraphStyle(textStyle: .body)
        english.layoutDirection = .rightToLeft
        let arabic = ParagraphStyle(textStyle: .body)
        let paragraphs = [
            Paragraph("Wi-Fi networks nearby: join one to get online.", style: english, width: width, fonts: fonts),
            Paragraph("الشبكات القريبة: انضم إلى إحداها للاتصال.", style: arabic, width: width, fonts: fonts),
        ]
        let height = paragraphs.reduce(0) { $0 + $1.size.height } + 24
        let bitmap = Bitmap(width: Int((width + 16) * scale), height: Int(height * scale))
        bitmap.fill(bitmap.bounds, color: .white)
        var y = 8.0
        for paragraph in paragraphs {
            paragraph.draw(in: bitmap, at: Point(x: 8, y: y), scale: scale, color: .black)
            y += paragraph.size.height + 8
        }
        try expectGolden(bitmap, "Paragraph/natural-alignment", tolerance: tolerance)
    }

    @Test("Every HIG text style renders at its size and weight")
    func textStyles() throws {
        let fonts = try TextFixture.fonts()
        let scale = 2.0
        var paragraphs: [Paragraph] = []
        for style in TextStyle.allCases {
            paragraphs.append(Paragraph("\(style) \(Int(style.pointSize())) pt Ag", style: ParagraphStyle(textStyle: style), fonts: fonts))
        }
        let height = paragraphs.reduce(0) { $0 + $1.size.height } + 16
        let bitmap = Bitmap(width: Int(320 * scale), height: Int(height * scale))
        bitmap.fill(bitmap.bounds, color: .white)
        var y = 8.0
        for paragraph in paragraphs {
            paragraph.draw(in: bitmap, at: Point(x: 8, y: y), scale: scale, color: .black)
            y += paragraph.size.height
        }
        try expectGolden(bitmap, "Paragraph/text-styles", tolerance: tolerance)
    }
}
