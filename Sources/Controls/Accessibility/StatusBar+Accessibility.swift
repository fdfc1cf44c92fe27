public import Scene

/// The status bar is one element, as VoiceOver reads iOS's from the top of the screen: the time
/// as its label (``StatusBarTime/spokenText(for:)``: “2:05 PM”, “٢:٠٥ م”), the connection and
/// battery as its value in the bar's ``StatusBar/speech`` (“Wi-Fi, 2 of 3 bars; battery 64
/// percent, charging”); the band's text is its hint. It updates frequently. Without its time
/// (``StatusBar/showsTime`` off: the lock screen's clock says it) it has no label.
extension StatusBar: AccessibilityProviding {
    public var defaultAccessibility: AccessibilityDefaults {
        let locale = environment.locale
        let value = speech.description(network: status.network, battery: status.battery, locale: locale)
        return AccessibilityDefaults(isElement: true, label: showsTime ? status.time.spokenText(for: locale) : nil,
                                     value: value, hint: banner?.text, traits: [.staticText, .updatesFrequently])
    }
}
