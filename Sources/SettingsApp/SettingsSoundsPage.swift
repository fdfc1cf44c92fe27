import Scanout

/// Sounds: the volume slider, between a quiet and a loud speaker.
@MainActor
final class SettingsSoundsPage {
    let volume: Slider
    let content: ScrollView

    init(model: SettingsModel) {
        volume = Slider(value: model.state.volume, in: 0...1)
        volume.name = "volume slider"
        volume.minimumValueImage = SymbolCatalog.standard["speaker"]
        volume.maximumValueImage = SymbolCatalog.standard["speaker.wave.3"]
        content = SettingsGroup.page([
            SettingsGroup(header: model.text(.volume), rows: [volume], padding: EdgeInsets(horizontal: 16, vertical: 12)),
        ])
        volume.addAction { [unowned self] _ in
            let value = volume.value
            model.update { $0.volume = value }
        }
    }
}
