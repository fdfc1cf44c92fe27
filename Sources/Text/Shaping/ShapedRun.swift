/// A run of text shaped by HarfBuzz in one face, script, direction and language: glyphs and
/// their positions.
///
/// Glyphs are in visual order, left to right (HarfBuzz reverses right-to-left runs); positions
/// are in points at the run's ``pointSize``.
public struct ShapedRun: Sendable {
    /// One positioned glyph.
    public struct Glyph: Sendable, Hashable {
        /// The glyph's index in its face (what `hb-shape --no-glyph-names` prints as `g`).
        public var id: UInt32
        /// The scalar offset, in the whole text, of the first scalar of the glyph's cluster.
        public var cluster: Int
        /// How far the pen moves after this glyph, in points.
        public var xAdvance: Double
        /// The glyph's offset from the pen, in points (y up, as HarfBuzz gives it).
        public var xOffset: Double, yOffset: Double
        /// Whether the glyph is drawn (control characters shape to invisible glyphs).
        public var isVisible: Bool
    }

    /// The scalar offsets, in the whole text, that the run covers.
    public let range: Range<Int>
    /// The bidi embedding level: odd levels run right to left.
    public let level: UInt8
    /// The face that draws the run.
    public let font: FontDescriptor
    /// The ISO 15924 script tag HarfBuzz shaped with (“Latn”, “Arab”, “Hani”).
    public let script: String
    /// The BCP 47 language tag HarfBuzz shaped with, if any (“ja” for Japanese).
    public let language: String?
    /// The size, in points.
    public let pointSize: Double
    /// The face's units per em (glyph advances × unitsPerEm / pointSize are font units).
    public let unitsPerEm: Double
    /// The glyphs, in visual order.
    public let glyphs: [Glyph]
    let face: Int

    /// The direction HarfBuzz shaped the run in.
    public var direction: TextDirection { level & 1 == 1 ? .rightToLeft : .leftToRight }

    /// The sum of the glyph advances, in points.
    public var width: Double { glyphs.reduce(0) { $0 + $1.xAdvance } }
}
