import Scanout

/// The buttons screen (HIG §1.40, §1.19, §1.33–1.35): every style, size, role, state, the
/// activity state and the system buttons. Each section is its own view for the HIG lint, so no
/// section holds more than one filled button.
@MainActor
enum GalleryButtonsScreen {
    /// The screen's sections; `record` hears what each button did.
    static func sections(language: GalleryLanguage, focus: FocusRequest,
                         record: @escaping @MainActor (String) -> Void) -> [Node] {
        func text(_ key: GalleryText) -> String { key.localized(language) }
        func button(_ key: GalleryText, style: ButtonStyle, size: ButtonSize = .medium, role: ButtonRole = .normal,
                    symbol: String? = nil, subtitle: GalleryText? = nil) -> Button {
            let button = Button(title: text(key), subtitle: subtitle.map(text), symbol: symbol, style: style, size: size, role: role)
            button.name = "button \(key.rawValue) \(style.description) \(size.description)"
            button.addAction { _ in record("button \(key.rawValue) \(style.description) \(size.description) tapped") }
            return button
        }

        let styles = GallerySection(title: text(.styles), rows: [
            GalleryRow([button(.plain, style: .plain), button(.gray, style: .gray),
                        button(.tinted, style: .tinted), button(.filled, style: .filled)]),
        ])

        let sizes = GallerySection(title: text(.sizes), rows: ButtonSize.allCases.map { size in
            let key: GalleryText = switch size {
            case .small: .small
            case .medium: .medium
            case .large: .large
            }
            return GalleryRow([
                button(key, style: .tinted, size: size),
                button(key, style: .gray, size: size, symbol: "plus"),
                button(key, style: .tinted, size: size, symbol: "share", subtitle: .subtitle),
                button(key, style: .plain, size: size, symbol: "chevron.forward"),
            ])
        })

        let roles = GallerySection(title: text(.roles), rows: [
            GalleryRow([button(.save, style: .filled, role: .primary), button(.cancel, style: .gray, role: .cancel),
                        button(.delete, style: .tinted, role: .destructive, symbol: "trash"),
                        button(.delete, style: .plain, role: .destructive)]),
        ])

        let highlighted = button(.highlighted, style: .tinted)
        highlighted.isHighlighted = true
        let disabled = button(.disabled, style: .tinted)
        disabled.isEnabled = false
        let focused = button(.focused, style: .tinted)
        focus.request(focused)
        let disabledFilled = button(.disabled, style: .filled)
        disabledFilled.isEnabled = false
        let states = GallerySection(title: text(.states), rows: [
            GalleryRow([button(.normal, style: .tinted), highlighted, disabled, focused]),
            GalleryRow([disabledFilled]),
        ])

        let checkout = button(.checkout, style: .filled, size: .large, role: .primary, symbol: "checkmark")
        checkout.activityTitle = text(.checkingOut)
        checkout.showsActivity = true
        let downloading = button(.downloading, style: .gray, symbol: "arrow.uturn.forward")
        downloading.showsActivity = true
        let activity = GallerySection(title: text(.activity), rows: [GalleryRow([checkout, downloading])])

        let system = GallerySection(title: text(.systemButtons), rows: [
            GalleryRow(SystemButton.Kind.allCases.map { kind in
                let button = SystemButton(kind)
                button.name = "system button \(kind.description)"
                button.addAction { _ in record("system button \(kind.description) tapped") }
                return button
            }, spacing: 20),
        ])
        return [styles, sizes, roles, states, activity, system]
    }
}

/// Collects the control a screen wants shown with keyboard focus (the focused state's sample).
@MainActor
final class FocusRequest {
    /// The control to focus once the screen is in the scene.
    private(set) var control: ControlNode?
    /// Asks for `control` to get visible keyboard focus.
    func request(_ control: ControlNode) { self.control = control }
}
