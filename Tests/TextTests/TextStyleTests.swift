import Testing
@testable import Text

@Suite("HIG text styles")
struct TextStyleTests {
    @Test("At the default size the styles have the HIG's iOS sizes, weights and line heights")
    func defaultSizes() {
        let expected: [(TextStyle, Double, Double)] = [
            (.largeTitle, 34, 41), (.title1, 28, 34), (.title2, 22, 28), (.title3, 20, 25), (.headline, 17, 22),
            (.body, 17, 22), (.callout, 16, 21), (.subheadline, 15, 20), (.footnote, 13, 18), (.caption1, 12, 16),
            (.caption2, 11, 13),
        ]
        for (style, size, lineHeight) in expected {
            #expect(style.pointSize() == size)
            #expect(style.lineHeight() == lineHeight)
            #expect(style.weight == (style == .headline ? .semibold : .regular))
        }
    }

    @Test("The text-size setting scales every style, never shrinking as the setting grows")
    func scaling() {
        for style in TextStyle.allCases {
            let sizes = TextSize.allCases.map { style.pointSize(textSize: $0) }
            #expect(sizes == sizes.sorted())
            #expect(sizes.last! > sizes[TextSize.large.rawValue] * 1.5)
        }
        #expect(TextStyle.body.pointSize(textSize: .extraExtraExtraLarge) == 23)
        #expect(TextStyle.body.pointSize(textSize: .accessibilityExtraExtraExtraLarge) == 53)
        let style = ParagraphStyle(textStyle: .body, textSize: .extraLarge)
        #expect(style.font == Font(pointSize: 19))
        #expect(style.lineHeight == 25)
    }
}
