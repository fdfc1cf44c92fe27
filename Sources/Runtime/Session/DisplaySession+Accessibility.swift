public import Devices
import Input
public import Scene
import Speech
import Text

extension DisplaySession {
    /// The board's display settings (`text-size`, `bold-text` …) as changes to the content's.
    static func accessibilityOverrides(of board: BoardProfile) -> AccessibilitySettingsOverrides {
        var overrides = AccessibilitySettingsOverrides()
        if let name = board.textSize, let size = TextSize(name: name) { overrides.textSize = size }
        for (name, on) in board.accessibility { _ = overrides.set(name, to: on) }
        return overrides
    }

    /// The board's screen reader settings (`speaking-rate`, `speak-hints`) over the defaults.
    public static func screenReaderSettings(of board: BoardProfile) -> ScreenReaderSettings {
        var settings = ScreenReaderSettings.standard
        if let percent = board.speakingRate { settings.speakingRate = Double(percent) / 100 }
        if let hints = board.speakHints { settings.speaksHints = hints }
        return settings
    }

    /// Applies the board's display and screen reader settings before the first frame, and makes
    /// a triple press of its `screen-reader-shortcut` key turn the screen reader on and off.
    func applyBoardAccessibility() {
        let overrides = Self.accessibilityOverrides(of: options.board)
        if !overrides.isEmpty { host.accessibilityOverrides = overrides }
        host.screenReaderSettings = Self.screenReaderSettings(of: options.board)
        host.screenReaderSpeech = { [unowned self] in screenReaderSpeech() }
        guard let name = options.board.screenReaderShortcut else { return }
        host.setAccessibilityShortcut(key: Key(symbolName: name), interval: BoardProfile.shortcutPressInterval) {
            [unowned self] in
            setScreenReader(on: host.screenReader == nil)
        }
        log("screen reader shortcut: triple-press \(name)")
    }

    /// Turns the screen reader on (speaking on the sound device, as the board's `screen-reader =
    /// on` does) or off: the triple press and `scanout ctl accessibility screen-reader`.
    public func setScreenReader(on: Bool) {
        guard on != (host.screenReader != nil) else { return }
        if host.setScreenReader(on: on) { log(on ? "screen reader on" : "screen reader off") }
    }
}
