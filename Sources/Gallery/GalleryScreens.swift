import Scanout

/// Builds the sections of each gallery screen.
@MainActor
enum GalleryScreens {
    /// The sections of `screen` in `language`; `focus` collects the control shown focused and
    /// `record` hears what the controls did.
    static func sections(of screen: GalleryScreen, language: GalleryLanguage, focus: FocusRequest,
                         record: @escaping @MainActor (String) -> Void) -> [Node] {
        switch screen {
        case .buttons: GalleryButtonsScreen.sections(language: language, focus: focus, record: record)
        case .toggles: GalleryTogglesScreen.sections(language: language, focus: focus, record: record)
        case .toolbars: GalleryToolbarsScreen.sections(language: language, focus: focus, record: record)
        case .navigation: GalleryNavigationScreen.sections(language: language, focus: focus, record: record)
        case .values: GalleryValuesScreen.sections(language: language, focus: focus, record: record)
        case .pickers: GalleryPickersScreen.sections(language: language, focus: focus, record: record)
        case .modals: GalleryModalsScreen.sections(language: language, focus: focus, record: record)
        case .form: GalleryFormScreen.sections(language: language, focus: focus, record: record)
        }
    }
}
