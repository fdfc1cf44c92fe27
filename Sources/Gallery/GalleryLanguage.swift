public import Scanout

/// A language the gallery is translated into. Arabic and Hebrew lay out right to left.
public enum GalleryLanguage: String, CaseIterable, Sendable {
    /// English.
    case english = "en"
    /// Arabic (right to left).
    case arabic = "ar"
    /// Hebrew (right to left).
    case hebrew = "he"
    /// Japanese.
    case japanese = "ja"

    /// The language's layout direction.
    public var layoutDirection: LayoutDirection {
        switch self {
        case .arabic, .hebrew: .rightToLeft
        case .english, .japanese: .leftToRight
        }
    }

    /// Finds a language by its tag (`en`, `ar`, `he`, `ja`), ignoring case and a region suffix.
    public init?(tag: String) {
        let base = tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        self.init(rawValue: base)
    }
}
