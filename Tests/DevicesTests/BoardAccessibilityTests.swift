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

    @Test("speaking-rate (a percentage) and speak-hints parse; unset they are absent; bad values are refused")
    func screenReaderSettings() throws {
        let profile = try BoardProfile(parsing: "speaking-rate = 60\nspeak-hints = off")
        #expect(profile.speakingRate == 60 && profile.speakHints == false)
        let empty = BoardProfile()
        #expect(empty.speakingRate == nil && empty.speakHints == nil)
        for bad in ["speaking-rate = 101", "speaking-rate = fast", "speaking-rate = -1", "speak-hints = maybe"] {
            #expect(throws: BoardProfileError.self, "\(bad)") { try BoardProfile(parsing: bad) }
        }
    }

}
