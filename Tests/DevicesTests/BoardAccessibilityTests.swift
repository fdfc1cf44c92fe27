import Testing
@testable import Devices

/// The board profile's display settings and the screen reader's shortcut key.
@Suite("Board profile: accessibility")
struct BoardAccessibilityTests {
    @Test("text-size, the six on/off settings and the shortcut key parse; unset they are absent")
    func parses() throws {
        let profile = try BoardProfile(parsing: """
            text-size = Accessibility-Large
            bold-text = on
            increase-contrast = true
            reduce-motion = off
            reduce-transparency = on
            button-shapes = on
            on-off-labels = false
            screen-reader-shortcut = F5
            """)
        #expect(profile.textSize == "accessibility-large")
        #expect(profile.accessibility == [
            "bold-text": true, "increase-contrast": true, "reduce-motion": false, "reduce-transparency": true,
            "button-shapes": true, "on-off-labels": false,
        ])
        #expect(profile.screenReaderShortcut == "F5")
        #expect(try BoardProfile(parsing: "screen-reader-shortcut = power").screenReaderShortcut == "XF86PowerOff")
        #expect(try BoardProfile(parsing: "screen-reader-shortcut = none").screenReaderShortcut == nil)
        let empty = BoardProfile()
        #expect(empty.textSize == nil && empty.accessibility.isEmpty && empty.screenReaderShortcut == nil)
        #expect(BoardProfile.accessibilitySwitchNames.count == 6)
        #expect(BoardProfile.textSizeNames.count == 12 && BoardProfile.textSizeNames[3] == "large")
    }

    @Test("Bad values are errors naming the line and what the key takes", arguments: [
        ("text-size = huge", 1, "text-size must be one of extra-small, small"),
        ("\nbold-text = yes", 2, "bold-text must be `on` or `off`, not “yes”"),
        ("reduce-motion = 1", 1, "reduce-motion must be `on` or `off`"),
        ("screen-reader-shortcut = F5 F6", 1, "screen-reader-shortcut needs a key's XKB name"),
        ("screen-reader-shortcut =", 1, "screen-reader-shortcut needs a key's XKB name"),
        ("bold = on", 1, "unknown key “bold”"),
    ])
    func errors(text: String, line: Int, message: String) {
        do {
            _ = try BoardProfile(parsing: text, source: "board.conf")
            Issue.record("“\(text)” was accepted")
        } catch {
            #expect(error.line == line)
            #expect(error.message.contains(message), "\(error)")
            #expect(error.description.hasPrefix("board.conf:\(line): "))
        }
    }
}
