/// The double-height band of the status bar (HIG 2010: the in-call status bar), shown while a
/// call or a recording goes on in the background: 40 pt instead of 20, the band coloured, its
/// text centred under the time and glyphs. Tapping it runs ``StatusBar/onBannerTap`` (return to
/// the call).
public struct StatusBarBanner: Sendable, Hashable {
    /// What goes on in the background, which colours the band.
    public enum Kind: Sendable, Hashable {
        /// A call: green (`systemGreen`).
        case call
        /// A recording (audio, the screen): red (`systemRed`).
        case recording
        /// Navigation or another app in the background: blue (the tint).
        case background
    }

    /// What goes on.
    public var kind: Kind
    /// The text in the band (“Touch to return to call”), localized by the app.
    public var text: String

    /// A band of `kind` saying `text`.
    public init(_ kind: Kind, text: String) {
        self.kind = kind
        self.text = text
    }
}
