/// The faces tried, in order, for each character of a text: the first face with a glyph draws it.
///
/// ## Background
/// Scanout's default chain (see ``FontSystem/Configuration``) is Inter for Latin UI text, then
/// Noto Sans Arabic, Noto Sans Hebrew and Noto Sans CJK JP, with Noto Color Emoji for characters
/// that are emoji by default (or ask for emoji presentation with U+FE0F). Neutral characters
/// (spaces, digits, punctuation) and combining marks stay in the face of the text around them
/// when it has them, so an Arabic sentence is shaped in one face. A character no face in the
/// chain covers is looked up through fontconfig and the face found is appended; a character no
/// installed face covers is drawn with the first face's missing-glyph box, never invisibly.
public struct FontFallbackChain: Sendable, Hashable, CustomStringConvertible {
    /// The weight every face in the chain was chosen for.
    public let weight: FontWeight
    /// The faces in the order they are tried.
    public let faces: [FontDescriptor]
    /// The face for emoji presentation, if one is installed.
    public let emoji: FontDescriptor?

    /// Creates a chain; `faces` must not be empty for text to be drawn.
    public init(weight: FontWeight, faces: [FontDescriptor], emoji: FontDescriptor?) {
        self.weight = weight
        self.faces = faces
        self.emoji = emoji
    }

    public var description: String {
        (faces.map(\.family) + (emoji.map { [$0.family] } ?? [])).joined(separator: " → ")
    }
}
