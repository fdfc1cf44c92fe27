/// One piece of scene text: a single line centred vertically in a 44 px box.
struct BenchText {
    enum Anchor { case leading(Double), center(Double) }
    let string: String
    let bold: Bool
    let color: UInt32
    let anchor: Anchor
    /// The top of the 44 px box the line is centred in.
    let boxTop: Double
}
