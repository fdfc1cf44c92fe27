import Runtime
import Scanout
import ScanoutTesting
import Testing
@testable import Gallery

/// The screen reader driven through the gallery by touch scripts on the runtime's host, the
/// utterance log asserted: explore, next and previous in reading order (English and Arabic),
/// activate a switch, adjust a slider, read all, and a page scrolled with its announcement.
@MainActor
@Suite("Gallery screen reader")
struct GalleryReaderTests {
    /// The gallery screen in `language` with the host's reader over it, speaking into a transcript.
    @MainActor
    struct Reading {
        let fixture: GalleryFixture
        let transcript = SpeechTranscript()
        let reader: ScreenReader
        let language: GalleryLanguage

        init(_ screen: GalleryScreen, _ language: GalleryLanguage = .english) throws {
            fixture = try GalleryFixture(screen: screen, language: language)
            self.language = language
            reader = try #require(fixture.scene.host.startScreenReader(speech: transcript))
        }

        /// The words for every element, in reading order.
        var order: [String] { reader.navigator.elements.map { AccessibilitySpeech.utterance(for: $0, in: language).text } }
        /// What was said for elements and values (hints, said after a pause, left out).
        var said: [String] { transcript.entries.filter { $0.pause == 0 }.map(\.text) }

        /// The centre of the first element whose words start with `prefix`, as a script's `X,Y`.
        func centre(of prefix: String) throws -> String {
            let element = try #require(reader.navigator.elements.first {
                AccessibilitySpeech.utterance(for: $0, in: language).text.hasPrefix(prefix)
            }, "no element “\(prefix)…” in \(order)")
            let frame = element.accessibilityFrame
            return "\(frame.midX),\(frame.midY)"
        }
    }

    @Test("Swipes right and left follow the reading order, trailing first in Arabic", arguments: [GalleryLanguage.english, .arabic])
    func nextAndPrevious(language: GalleryLanguage) throws {
        let reading = try Reading(.toggles, language)
        let order = reading.order
        #expect(reading.said.first == order.first, "the reader starts on the first element")
        for _ in 0..<4 { try reading.fixture.play("swipe 600,700 800,700") }
        #expect(Array(reading.said.suffix(5)) == Array(order.prefix(5)), "\(reading.said)")
        try reading.fixture.play("swipe 800,700 600,700")
        #expect(reading.said.last == order[3], "a swipe left goes back one")
        // Reading order runs from the leading side: the first two elements of a row in reading
        // order stand leading to trailing on the screen.
        let elements = reading.reader.navigator.elements
        if let row = zip(elements, elements.dropFirst()).first(where: { abs($0.accessibilityFrame.midY - $1.accessibilityFrame.midY) < 4 }) {
            let leadingFirst = language.layoutDirection == .rightToLeft
                ? row.0.accessibilityFrame.midX > row.1.accessibilityFrame.midX
                : row.0.accessibilityFrame.midX < row.1.accessibilityFrame.midX
            #expect(leadingFirst, "\(language): a row is read from its leading side")
        }
    }

    @Test("A finger resting on the Wi-Fi switch speaks it; a double tap anywhere turns it off and says so")
    func exploreAndActivate() throws {
        let reading = try Reading(.toggles)
        try reading.fixture.play("long-press \(try reading.centre(of: "Wi-Fi, on")) duration=0.4")
        #expect(reading.said.last == "Wi-Fi, on, switch button")
        try reading.fixture.play("double-tap 640,760")
        #expect(reading.said.last == "off", "the new value is said: \(reading.said.suffix(3))")
        #expect(reading.order.contains("Wi-Fi, off, switch button"))
    }

    @Test("A slider found by exploring is adjusted by swipes up and down, its value said each time")
    func adjustSlider() throws {
        let reading = try Reading(.values)
        let slider = try #require(reading.order.first { $0.hasSuffix(", adjustable") }, "\(reading.order)")
        let label = String(slider.prefix { $0 != "," })
        try reading.fixture.play("long-press \(try reading.centre(of: label + ",")) duration=0.4")
        let before = try #require(reading.reader.navigator.focused?.accessibilityValue)
        try reading.fixture.play("swipe 640,700 640,600")
        let after = try #require(reading.reader.navigator.focused?.accessibilityValue)
        #expect(after != before, "a swipe up increments: \(before) → \(after)")
        #expect(reading.said.last == after)
        try reading.fixture.play("swipe 640,600 640,700")
        #expect(reading.reader.navigator.focused?.accessibilityValue == before, "a swipe down takes it back")
    }

    @Test("A two-finger swipe up reads every element of the screen from the top, in order")
    func readAll() throws {
        let reading = try Reading(.buttons)
        reading.transcript.clear()
        try reading.fixture.play("swipe 640,700 640,600 fingers=2")
        #expect(reading.said == reading.order, "\(reading.said.count) of \(reading.order.count) read")
    }

    @Test("A three-finger swipe up in the navigation sample's document list scrolls a page and announces it")
    func scrollByPage() throws {
        let reading = try Reading(.navigation)
        // The cursor in the list: a page is the focused element's nearest scroll view's.
        let row = try reading.centre(of: "Meeting notes")
        try reading.fixture.play("long-press \(row) duration=0.4")
        #expect(reading.said.last == "Meeting notes")
        try reading.fixture.play("swipe 640,700 640,600 fingers=3")
        let announcement = try #require(reading.said.last)
        #expect(announcement.hasPrefix("page 2 of "), "\(reading.said.suffix(3))")
    }
}
