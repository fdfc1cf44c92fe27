import Scanout

/// Sounds: the volume slider, between a quiet and a loud speaker; Keyboard Feedback's Sound
/// switch (iOS 17/18's name for the keyboard's clicks), which the app's keyboard follows.
@MainActor
final class SettingsSoundsPage {
    let volume: Slider
    /// Keyboard Feedback › Sound: whether the on-screen keyboard clicks.
    let keyboardSound: Switch
    let content: ScrollView

    init(model: SettingsModel) {
        volume = Slider(value: model.state.volume, in: 0...1)
        volume.name = "volume slider"
        volume.minimumValueImage = SymbolCatalog.standard["speaker"]
        volume.maximumValueImage = SymbolCatalog.standard["speaker.wave.3"]
        keyboardSound = Switch(isOn: model.state.keyboardClicks)
        keyboardSound.name = "keyboard sound switch"
        let soundRow = ListRow(model.text(.sound), accessory: keyboardSound)
        soundRow.showsSeparator = false
        content = SettingsGroup.page([
            SettingsGroup(header: model.text(.volume), rows: [volume], padding: EdgeInsets(horizontal: 16, vertical: 12)),
            SettingsGroup(header: model.text(.keyboardFeedback), rows: [soundRow],
                          padding: EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)),
        ])
        volume.addAction { [unowned self] _ in
            let value = volume.value
            model.update { $0.volume = value }
        }
        keyboardSound.addAction { [unowned self] _ in
            let on = keyboardSound.isOn
            model.update { $0.keyboardClicks = on }
        }
    }
}
