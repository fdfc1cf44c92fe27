public import Scene

/// The status bar is one element, as VoiceOver reads iOS's from the top of the screen: the time
/// as its label, the connection and battery as its value (“Wi-Fi, 2 of 3 bars; battery 64
/// percent, charging”), in English; the band's text is its hint. It updates frequently. Without
/// its time (``StatusBar/showsTime`` off: the lock screen's clock says it) it has no label.
extension StatusBar: AccessibilityProviding {
    public var defaultAccessibility: AccessibilityDefaults {
        var parts: [String] = []
        switch status.network {
        case .none: parts.append("No network")
        case .wifi(let bars): parts.append("Wi-Fi, \(max(0, min(3, bars))) of 3 bars")
        case .ethernet: parts.append("Ethernet")
        }
        if let battery = status.battery {
            parts.append("battery \(battery.level) percent" + (battery.isCharging ? ", charging" : ""))
        }
        return AccessibilityDefaults(isElement: true, label: showsTime ? timeNode.text : nil, value: parts.joined(separator: "; "),
                                     hint: banner?.text, traits: [.staticText, .updatesFrequently])
    }
}
