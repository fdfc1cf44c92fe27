import Scanout

/// Accessibility (iOS Settings › Accessibility): VoiceOver under Vision (a row that says “On” or
/// “Off” and opens the VoiceOver page, ``SettingsVoiceOverPage``); Bold Text, Larger Text (a
/// slider over the twelve text sizes), Button Shapes, On/Off Labels, Increase Contrast and
/// Reduce Transparency under Display & Text Size; Reduce Motion under Motion. Each change is
/// applied to the running app at once (``SettingsScreens``).
@MainActor
final class SettingsAccessibilityPage {
    /// The on/off settings, in the page's order, with the state's field each one sets.
    enum Toggle: CaseIterable {
        case boldText, buttonShapes, onOffLabels, increaseContrast, reduceTransparency, reduceMotion

        var title: SettingsText {
            switch self {
            case .boldText: .boldText
            case .buttonShapes: .buttonShapes
            case .onOffLabels: .onOffLabels
            case .increaseContrast: .increaseContrast
            case .reduceTransparency: .reduceTransparency
            case .reduceMotion: .reduceMotion
            }
        }

        var field: WritableKeyPath<SettingsState.Accessibility, Bool?> {
            switch self {
            case .boldText: \.boldText
            case .buttonShapes: \.buttonShapes
            case .onOffLabels: \.onOffLabels
            case .increaseContrast: \.increaseContrast
            case .reduceTransparency: \.reduceTransparency
            case .reduceMotion: \.reduceMotion
            }
        }

        /// The value the runtime gives the app (before the user changed anything).
        func value(in settings: AccessibilitySettings) -> Bool {
            switch self {
            case .boldText: settings.boldText
            case .buttonShapes: settings.buttonShapes
            case .onOffLabels: settings.onOffLabels
            case .increaseContrast: settings.increaseContrast
            case .reduceTransparency: settings.reduceTransparency
            case .reduceMotion: settings.reduceMotion
            }
        }
    }

    /// The VoiceOver row: it opens the VoiceOver page.
    let voiceOver: SettingsLinkRow
    let switches: [Toggle: Switch]
    /// Larger Text: 0 (extra small) … 11 (accessibility XXXL), in whole steps.
    let textSize: Slider
    let content: ScrollView

    /// The page for `model`, its switches starting at the app's settings: the user's, else
    /// `runtime`'s (the board's, `scanout ctl accessibility`).
    init(model: SettingsModel, runtime: AccessibilitySettings, context: AppContext) {
        var shown = runtime
        model.state.accessibility.overrides.apply(to: &shown)
        voiceOver = SettingsLinkRow(
            title: model.text(.voiceOver), value: model.text(context.isScreenReaderRunning ? .on : .off))
        voiceOver.row.showsSeparator = false
        var switches: [Toggle: Switch] = [:]
        for toggle in Toggle.allCases {
            let control = Switch(isOn: toggle.value(in: shown))
            control.name = "\(toggle) switch"
            switches[toggle] = control
        }
        self.switches = switches
        textSize = Slider(value: Double(shown.textSize.rawValue),
                          in: 0...Double(TextSize.allCases.count - 1))
        textSize.name = "text size slider"
        textSize.isContinuous = false
        func row(_ text: SettingsText, _ control: Node, last: Bool = false) -> ListRow {
            let row = ListRow(model.text(text), accessory: control)
            row.showsSeparator = !last
            return row
        }
        let inset = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        let displayToggles: [Toggle] = [.boldText, .buttonShapes, .onOffLabels, .increaseContrast, .reduceTransparency]
        content = SettingsGroup.page([
            SettingsGroup(header: model.text(.vision), rows: [voiceOver.row], padding: inset),
            SettingsGroup(
                header: model.text(.displayTextSize),
                rows: displayToggles.enumerated().map { i, toggle in
                    row(toggle.title, switches[toggle] ?? Switch(), last: i == displayToggles.count - 1)
                }, padding: inset),
            SettingsGroup(header: model.text(.largerText), rows: [textSize], padding: EdgeInsets(horizontal: 16, vertical: 12)),
            SettingsGroup(header: model.text(.motion), rows: [row(.reduceMotion, switches[.reduceMotion] ?? Switch(), last: true)],
                          padding: inset),
        ])
        for (toggle, control) in switches {
            control.addAction { [unowned control] _ in
                let on = control.isOn
                model.update { $0.accessibility[keyPath: toggle.field] = on }
            }
        }
        textSize.addAction { [unowned self] _ in
            let step = Int(textSize.value.rounded())
            textSize.value = Double(step)
            guard let size = TextSize(rawValue: step) else { return }
            model.update { $0.accessibility.textSize = size.name }
        }
    }
}
