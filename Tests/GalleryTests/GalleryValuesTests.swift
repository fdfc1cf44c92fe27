import Scanout
import Testing
@testable import Gallery

@MainActor
@Suite("Gallery values screen")
struct GalleryValuesTests {
    @Test("The values screen's controls answer touches in English and Arabic: a segment, a page step, a slider drag")
    func controlsAnswer() throws {
        for language in [GalleryLanguage.english, .arabic] {
            let fixture = try GalleryFixture(screen: .values, language: language)
            let periods = try #require(fixture.node("segmented periods") as? SegmentedControl)
            let first = periods.convert(periods.segmentRect(0).center, to: nil)
            try fixture.play("tap \(first.x),\(first.y)")
            #expect(periods.selectedSegmentIndex == 0, "\(language)")
            let dots = try #require(fixture.node("page indicator three") as? PageIndicator)
            // The trailing end of the indicator: right in English, left in Arabic.
            let trailing = dots.convert(Point(x: language == .arabic ? 4 : dots.bounds.width - 4, y: dots.bounds.midY), to: nil)
            try fixture.play("wait 0.5\ntap \(trailing.x),\(trailing.y)")
            #expect(dots.currentPage == 1, "\(language)")
            let slider = try #require(fixture.node("slider plain") as? Slider)
            let thumb = slider.convert(slider.thumbRect.center, to: nil)
            let towardsMaximum = language == .arabic ? -60.0 : 60.0
            try fixture.play("wait 0.5\ndrag \(thumb.x),\(thumb.y) \(thumb.x + towardsMaximum),\(thumb.y) duration=0.3")
            #expect(slider.value > 0.5, "\(language): \(slider.value)")
            #expect(fixture.app.events.contains("segmented periods 0"))
            #expect(fixture.app.events.contains("page indicator three 1"))
            #expect(fixture.app.events.contains { $0.hasPrefix("slider plain ") })
        }
    }
}
