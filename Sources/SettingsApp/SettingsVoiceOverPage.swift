import Scanout

/// VoiceOver (iOS 17/18 Settings › Accessibility › VoiceOver): the VoiceOver switch with the
/// footer that says what VoiceOver does, Speaking Rate (a slider from slowest to fastest), and
/// Speak Hints. They are the runtime's settings, not the app's: the switch starts and stops the
/// host's screen reader, the rate and hints are the host's ``ScreenReaderSettings`` (the ones a
/// board profile and `scanout ctl accessibility` set), shown as they are when the page opens.
@MainActor
final class SettingsVoiceOverPage {
    let voiceOver: Switch
    /// Speaking Rate, 0 (slowest) … 1 (fastest).
    let speakingRate: Slider
    let speakHints: Switch
    let content: ScrollView
    /// Called after the switch turned the reader on or off (the Accessibility page's row says it).
    var onReaderChange: (@MainActor () -> Void)?

    init(model: SettingsModel, context: AppContext) {
        let settings = context.screenReaderSettings
        voiceOver = Switch(isOn: context.isScreenReaderRunning)
        voiceOver.name = "voiceover switch"
        speakingRate = Slider(value: settings.speakingRate, in: 0...1)
        speakingRate.name = "speaking rate slider"
        speakingRate.accessibilityLabel = model.text(.speakingRate)
        speakingRate.isContinuous = false
        speakHints = Switch(isOn: settings.speaksHints)
        speakHints.name = "speak hints switch"
        let inset = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        let voiceOverRow = ListRow(model.text(.voiceOver), accessory: voiceOver)
        voiceOverRow.showsSeparator = false
        let hintsRow = ListRow(model.text(.speakHints), accessory: speakHints)
        hintsRow.showsSeparator = false
        let voiceOverGroup = SettingsGroup(
            header: nil, rows: [voiceOverRow], padding: inset, footer: model.text(.voiceOverFooter))
        // Each line in the interface's direction, also one that starts with the Latin “VoiceOver”
        // in Hebrew.
        voiceOverGroup.footerNode?.textDirection =
            model.locale.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        content = SettingsGroup.page([
            voiceOverGroup,
            SettingsGroup(
                header: model.text(.speakingRate), rows: [speakingRate], padding: EdgeInsets(horizontal: 16, vertical: 12)),
            SettingsGroup(header: nil, rows: [hintsRow], padding: inset),
        ])
        voiceOver.addAction { [unowned self] _ in
            // A host without speech leaves the reader off: the switch says so.
            if !context.setScreenReader(on: voiceOver.isOn) { voiceOver.setOn(context.isScreenReaderRunning, animated: true) }
            onReaderChange?()
        }
        speakingRate.addAction { [unowned self] _ in
            var settings = context.screenReaderSettings
            settings.speakingRate = speakingRate.value
            context.screenReaderSettings = settings
        }
        speakHints.addAction { [unowned self] _ in
            var settings = context.screenReaderSettings
            settings.speaksHints = speakHints.isOn
            context.screenReaderSettings = settings
        }
    }
}
