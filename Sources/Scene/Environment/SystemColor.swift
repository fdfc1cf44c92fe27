/// The HIG's semantic and system colours, resolved for light and dark by a ``Theme``.
///
/// Semantic colours (``label``, ``separator``, ``systemBackground`` …) say what an element is,
/// not what colour it has; system colours (``systemBlue`` …) are the palette's tints, slightly
/// brighter in dark mode.
public enum SystemColor: Sendable, Hashable, CaseIterable {
    /// Primary text.
    case label
    /// Secondary text (subtitles, detail labels).
    case secondaryLabel
    /// Tertiary text (disabled labels).
    case tertiaryLabel
    /// Quaternary text (watermarks).
    case quaternaryLabel
    /// Placeholder text in fields.
    case placeholderText
    /// Links.
    case link
    /// Thin lines between content, may let content show through.
    case separator
    /// Thin lines that hide what is under them.
    case opaqueSeparator
    /// The main background of a plain interface.
    case systemBackground
    /// Content layered on ``systemBackground``.
    case secondarySystemBackground
    /// Content layered on ``secondarySystemBackground``.
    case tertiarySystemBackground
    /// The background of a grouped interface (Settings).
    case systemGroupedBackground
    /// Groups (the rounded sections) on ``systemGroupedBackground``.
    case secondarySystemGroupedBackground
    /// Content inside groups.
    case tertiarySystemGroupedBackground
    /// Fills of thin and small shapes (a slider's track).
    case systemFill
    /// Fills of medium shapes (a switch's off track).
    case secondarySystemFill
    /// Fills of large shapes (fields, segmented controls).
    case tertiarySystemFill
    /// Fills of large areas with complex content.
    case quaternarySystemFill
    /// Blue, the default accent.
    case systemBlue
    /// Green (a switch's on track).
    case systemGreen
    /// Red (destructive actions).
    case systemRed
    /// Orange.
    case systemOrange
    /// Yellow.
    case systemYellow
    /// Pink.
    case systemPink
    /// Purple.
    case systemPurple
    /// Teal.
    case systemTeal
    /// Indigo.
    case systemIndigo
    /// Mint.
    case systemMint
    /// Cyan.
    case systemCyan
    /// Brown.
    case systemBrown
    /// Gray, the same in both schemes.
    case systemGray
    /// Gray, one step lighter (light) or darker (dark).
    case systemGray2
    /// Gray, two steps.
    case systemGray3
    /// Gray, three steps.
    case systemGray4
    /// Gray, four steps.
    case systemGray5
    /// Gray, five steps: nearly the background.
    case systemGray6

    /// The colour's place in ``allCases`` (declaration order): where a ``Theme`` keeps it, so that
    /// resolving a colour is an array read, not a hash and a dictionary probe.
    var index: Int {
        switch self {
        case .label: 0
        case .secondaryLabel: 1
        case .tertiaryLabel: 2
        case .quaternaryLabel: 3
        case .placeholderText: 4
        case .link: 5
        case .separator: 6
        case .opaqueSeparator: 7
        case .systemBackground: 8
        case .secondarySystemBackground: 9
        case .tertiarySystemBackground: 10
        case .systemGroupedBackground: 11
        case .secondarySystemGroupedBackground: 12
        case .tertiarySystemGroupedBackground: 13
        case .systemFill: 14
        case .secondarySystemFill: 15
        case .tertiarySystemFill: 16
        case .quaternarySystemFill: 17
        case .systemBlue: 18
        case .systemGreen: 19
        case .systemRed: 20
        case .systemOrange: 21
        case .systemYellow: 22
        case .systemPink: 23
        case .systemPurple: 24
        case .systemTeal: 25
        case .systemIndigo: 26
        case .systemMint: 27
        case .systemCyan: 28
        case .systemBrown: 29
        case .systemGray: 30
        case .systemGray2: 31
        case .systemGray3: 32
        case .systemGray4: 33
        case .systemGray5: 34
        case .systemGray6: 35
        }
    }
}
