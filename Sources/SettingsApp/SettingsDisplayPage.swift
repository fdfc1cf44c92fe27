import Scanout

/// Display & Brightness: the brightness slider and the appearance (Automatic, Light, Dark).
/// The appearance is applied to the app at once (its root's colour scheme).
@MainActor
final class SettingsDisplayPage {
    let brightness: Slider
    let appearance: SegmentedControl
    let content: ScrollView

    init(model: SettingsModel) {
        brightness = Slider(value: model.state.brightness, in: 0...1)
        brightness.name = "brightness slider"
        brightness.allowsTapToPosition = true
        appearance = SegmentedControl(
            [.title(model.text(.automatic)), .title(model.text(.light)), .title(model.text(.dark))],
            selectedIndex: SettingsState.Appearance.allCases.firstIndex(of: model.state.appearance))
        appearance.name = "appearance"
        content = SettingsGroup.page([
            SettingsGroup(header: model.text(.brightness), rows: [brightness], padding: EdgeInsets(horizontal: 16, vertical: 12)),
            SettingsGroup(header: model.text(.appearance), rows: [appearance], padding: EdgeInsets(horizontal: 16, vertical: 12)),
        ])
        brightness.addAction { [unowned self] _ in
            let value = brightness.value
            model.update { $0.brightness = value }
        }
        appearance.addAction { [unowned self] _ in
            guard let index = appearance.selectedSegmentIndex else { return }
            model.update { $0.appearance = SettingsState.Appearance.allCases[index] }
        }
    }
}
