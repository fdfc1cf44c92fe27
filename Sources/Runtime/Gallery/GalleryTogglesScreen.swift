import Controls
import Scene

/// The toggles screen (HIG §1.41, §1.11): switches (default green, custom tint, on/off labels,
/// disabled), toggle buttons, checkboxes with a mixed parent, and a radio group.
@MainActor
enum GalleryTogglesScreen {
    /// The screen's sections; `record` hears what each control did.
    static func sections(language: GalleryLanguage, focus: FocusRequest,
                         record: @escaping @MainActor (String) -> Void) -> [Node] {
        func text(_ key: GalleryText) -> String { key.localized(language) }
        func switchRow(_ key: GalleryText, isOn: Bool, configure: (Switch) -> Void = { _ in }) -> Node {
            let control = Switch(isOn: isOn)
            control.name = "switch \(key.rawValue)"
            configure(control)
            control.addAction { control in
                guard let control = control as? Switch else { return }
                record("switch \(key.rawValue) \(control.isOn ? "on" : "off")")
            }
            let title = TextNode(text(key))
            return GalleryRow([title, Spacer(), control])
        }
        let switches = GallerySection(title: text(.switches), rows: [
            switchRow(.wifi, isOn: true),
            switchRow(.bluetooth, isOn: false),
            switchRow(.customTint, isOn: true) { $0.onTintColor = .system(.systemBlue) },
            switchRow(.airplaneMode, isOn: true) { $0.showsOnOffLabels = true },
            switchRow(.disabled, isOn: true) { $0.isEnabled = false },
        ])
        return [switches]
    }
}
