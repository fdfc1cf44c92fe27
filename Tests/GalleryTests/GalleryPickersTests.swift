import Scanout
import Testing
@testable import Gallery

@MainActor
@Suite("Gallery pickers screen")
struct GalleryPickersTests {
    @Test("Every picker string is translated into Arabic, Hebrew and Japanese")
    func translations() {
        for language in GalleryLanguage.allCases where language != .english {
            for key in GalleryPickerText.allCases {
                #expect(!key.localized(language).isEmpty)
                #expect(key.localized(language) != key.localized(.english), "\(key) in \(language)")
            }
        }
    }

    @Test("The screen follows the language: Arabic-Indic digits in Arabic, 年 in Japanese, 24-hour Hebrew",
          arguments: GalleryLanguage.allCases)
    func locales(language: GalleryLanguage) throws {
        let fixture = try GalleryFixture(screen: .pickers, language: language)
        let date = try #require(fixture.node("date picker date") as? DatePicker)
        let time = try #require(fixture.node("date picker time") as? DatePicker)
        let yearComponent = language == .japanese ? 0 : 2
        let year = date.picker.dataSource?.picker(date.picker, titleForRow: 2025, inComponent: yearComponent)
        #expect(date.picker.selectedRow(inComponent: yearComponent) == 2025, "2026 is in the band")
        switch language {
        case .english: #expect(year == "2026" && time.picker.numberOfComponents == 3)
        case .arabic: #expect(year == "٢٠٢٦" && time.picker.numberOfComponents == 3)
        case .hebrew: #expect(year == "2026" && time.picker.numberOfComponents == 2)
        case .japanese: #expect(year == "2026年" && time.picker.numberOfComponents == 2)
        }
    }

    @Test("Dragging the countdown's hours wheel two rows records the new duration")
    func countdownDrag() throws {
        let fixture = try GalleryFixture(screen: .pickers)
        let countdown = try #require(fixture.node("date picker countdown") as? DatePicker)
        #expect(countdown.countdownMinutes == 90)
        let hours = try #require(countdown.picker.wheel(forComponent: 0))
        let centre = hours.convert(Point(x: hours.bounds.width / 2, y: hours.bounds.height / 2), to: nil)
        try fixture.play("down 1 \(centre.x),\(centre.y)\nwait 0.05\nmove 1 \(centre.x),\(centre.y - 15)\nwait 0.05\n"
            + "move 1 \(centre.x),\(centre.y - 79)\nwait 0.5\nup 1")
        fixture.render()
        #expect(countdown.countdownMinutes == 210)
        #expect(fixture.app.events.last == "date picker countdown 210 min")
    }
}
