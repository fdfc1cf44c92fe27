public import Input
public import Scene

extension AppHost {
    /// The display settings changed for everything the host shows (the board's lines, `scanout
    /// ctl accessibility`): handed to the content now and to content that replaces it.
    public var accessibilityOverrides: AccessibilitySettingsOverrides {
        get { accessibilityChanges }
        set {
            accessibilityChanges = newValue
            content.useAccessibility(newValue)
            setNeedsFrame()
        }
    }

    /// The display settings the content is drawn with now, or `nil` for content without a scene.
    public var accessibility: AccessibilitySettings? { content.accessibility }

    /// Turns the screen reader on (speaking through ``screenReaderSpeech``) or off: the
    /// Accessibility Shortcut, `scanout ctl accessibility screen-reader`, an app's VoiceOver
    /// switch. `false` when it cannot start (no speech output, or content that takes no input).
    @discardableResult
    public func setScreenReader(on: Bool) -> Bool {
        guard on else {
            stopScreenReader()
            return true
        }
        if screenReader != nil { return true }
        guard let speech = screenReaderSpeech?() else { return false }
        return startScreenReader(speech: speech) != nil
    }

    /// Makes a triple press of `key` (three presses within `interval` seconds of each other)
    /// call `action`, as iOS's side button triple-click runs the Accessibility Shortcut. The
    /// key's presses and releases go to the shortcut only, never to the content. `nil` removes
    /// the shortcut.
    public func setAccessibilityShortcut(key: Key?, interval: Double = 0.5, action: @escaping @MainActor () -> Void) {
        accessibilityShortcut = key.map {
            AccessibilityShortcut(key: $0, presses: TriplePress(interval: interval), action: action)
        }
    }

    /// `events` without the shortcut key's, counting its presses (a triple press runs the
    /// shortcut's action after the events before it were taken out).
    func filterAccessibilityShortcut(_ events: [InputEvent]) -> [InputEvent] {
        guard var shortcut = accessibilityShortcut else { return events }
        var kept: [InputEvent] = []
        var fired = false
        for event in events {
            guard case .key(let key) = event, key.key == shortcut.key else {
                kept.append(event)
                continue
            }
            if key.isPressed && !key.isRepeat && shortcut.presses.press(at: key.timestamp) { fired = true }
        }
        accessibilityShortcut = shortcut
        if fired { shortcut.action() }
        return kept
    }
}

/// A key whose triple press runs an action (``AppHost/setAccessibilityShortcut(key:interval:action:)``).
struct AccessibilityShortcut {
    let key: Key
    var presses: TriplePress
    let action: @MainActor () -> Void
}
