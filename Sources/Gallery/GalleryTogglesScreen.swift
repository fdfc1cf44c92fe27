import Scanout

/// The toggles screen (HIG §1.41, §1.11): switches in list rows (default green, custom tint,
/// on/off labels, disabled), toggle buttons, checkboxes under a parent that shows mixed, and
/// radio groups (vertical, and horizontal spaced by the longest label).
@MainActor
enum GalleryTogglesScreen {
    /// The screen's sections; `record` hears what each control did.
    static func sections(language: GalleryLanguage, focus: FocusRequest,
                         record: @escaping @MainActor (String) -> Void) -> [Node] {
        func text(_ key: GalleryText) -> String { key.localized(language) }

        func switchRow(_ key: GalleryText, isOn: Bool, configure: (Switch) -> Void = { _ in }) -> ListRow {
            let control = Switch(isOn: isOn)
            control.name = "switch \(key.rawValue)"
            configure(control)
            control.addAction { control in
                record("switch \(key.rawValue) \(control.isOn ? "on" : "off")")
            }
            return ListRow(text(key), accessory: control)
        }
        let rows = [
            switchRow(.wifi, isOn: true),
            switchRow(.bluetooth, isOn: false),
            switchRow(.customTint, isOn: true) { $0.onTintColor = .system(.systemBlue) },
            switchRow(.airplaneMode, isOn: true) { $0.showsOnOffLabels = true },
            switchRow(.disabled, isOn: true) { $0.isEnabled = false },
        ]
        rows.last?.showsSeparator = false
        let switches = GallerySection(title: text(.switches), rows: rows, rowSpacing: 0, contentPadding: .zero)

        func toggle(_ key: GalleryText, symbol: String?, isOn: Bool) -> ToggleButton {
            let button = ToggleButton(symbol: symbol, title: text(key), isOn: isOn)
            button.name = "toggle \(key.rawValue)"
            button.addAction { control in
                record("toggle \(key.rawValue) \(control.isOn ? "on" : "off")")
            }
            return button
        }
        let disabledToggle = toggle(.disabled, symbol: nil, isOn: true)
        disabledToggle.isEnabled = false
        let toggleButtons = GallerySection(title: text(.toggleButtons), rows: [
            GalleryRow([toggle(.bold, symbol: nil, isOn: true), toggle(.italic, symbol: nil, isOn: false),
                        toggle(.underline, symbol: nil, isOn: false), toggle(.edit, symbol: "edit", isOn: true),
                        disabledToggle]),
        ])

        func checkbox(_ key: GalleryText, isOn: Bool) -> Checkbox {
            let box = Checkbox(text(key), state: isOn ? .on : .off)
            box.name = "checkbox \(key.rawValue)"
            box.addAction { control in
                record("checkbox \(key.rawValue) \(control.state)")
            }
            return box
        }
        let children = [checkbox(.photos, isOn: true), checkbox(.music, isOn: false), checkbox(.documents, isOn: true)]
        let parent = checkbox(.selectAll, isOn: false)
        parent.dependents = children
        let indented = VStackNode(spacing: 8, alignment: .leading, children: children)
        indented.padding = EdgeInsets(leading: 28)
        let checkboxes = GallerySection(title: text(.checkboxes), rows: [parent, indented])

        let sizeTitles = [GalleryText.small, .medium, .large].map(text)
        let vertical = RadioGroup(sizeTitles, selectedIndex: 1, axis: .vertical)
        vertical.name = "radio text size"
        vertical.onSelectionChange = { index in record("radio text size \(index)") }
        let horizontal = RadioGroup(sizeTitles, selectedIndex: 0, axis: .horizontal)
        horizontal.name = "radio text size horizontal"
        horizontal.onSelectionChange = { index in record("radio horizontal \(index)") }
        let radio = GallerySection(title: text(.radioGroup), rows: [
            TextNode(text(.textSize), style: .subheadline, color: .secondaryLabel), vertical, horizontal,
        ])
        return [switches, toggleButtons, checkboxes, radio]
    }
}
