/// What an accessibility element is and what state it is in, as UIKit's `UIAccessibilityTraits`
/// names them: a screen reader speaks the role (“button”, “heading”) and the state (“selected”,
/// “dimmed”) after the label and value.
///
/// ```swift
/// var traits: AccessibilityTraits = [.button, .selected]
/// traits.insert(.notEnabled)
/// ```
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32

    /// Creates traits from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Activating the element does something (a button, a bar button, a cell that opens a page).
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// Activating the element opens a link.
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// The element heads a section (a page title, a table section header).
    public static let header = AccessibilityTraits(rawValue: 1 << 2)
    /// The element is a search field.
    public static let searchField = AccessibilityTraits(rawValue: 1 << 3)
    /// The element is an image.
    public static let image = AccessibilityTraits(rawValue: 1 << 4)
    /// The element is selected (a selected tab, segment or row).
    public static let selected = AccessibilityTraits(rawValue: 1 << 5)
    /// The element plays sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// The element is a key of a keyboard.
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// The element is text that does not change.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 8)
    /// The element summarises the screen when it first appears.
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// The element is disabled (spoken “dimmed”).
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 10)
    /// The element's value changes often (a progress bar): a reader polls it.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 11)
    /// Activating the element starts a media session.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 12)
    /// The element's value is changed by increment and decrement (a slider, a stepper).
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 13)
    /// The element takes touches directly (a drawing surface).
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 14)
    /// Activating the element turns a page (a reader moves to the next page).
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 15)
    /// The element is a tab bar (its elements are its tabs).
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 16)
    /// The element is a button that toggles a state (a switch): spoken “switch button”.
    public static let toggleButton = AccessibilityTraits(rawValue: 1 << 17)
    /// The element supports zooming (a map, a zoomable image).
    public static let supportsZoom = AccessibilityTraits(rawValue: 1 << 18)
    /// The element takes typed text (a text field): spoken “text field”. UIKit keeps this trait
    /// private; a reader needs it to name the role.
    public static let textEntry = AccessibilityTraits(rawValue: 1 << 19)

    /// No traits.
    public static let none: AccessibilityTraits = []
}
