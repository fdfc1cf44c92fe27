public import Text

/// How one wheel of a ``Picker`` looks and turns: its width, where its rows' text sits, whether
/// it wraps round, and the unit label shown beside its value in the selection band.
public struct PickerComponent: Sendable, Hashable {
    /// The wheel's width in points; `nil` shares the picker's width equally with the other
    /// wheels without one.
    public var width: Double?
    /// Where each row's text sits in the wheel (leading and trailing follow the layout
    /// direction).
    public var alignment: TextAlignment
    /// Whether the wheel wraps round: after the last row comes the first again (minutes, hours,
    /// months). A wheel that does not wrap stops at its ends with a rubber band.
    public var isCyclic: Bool
    /// A unit shown in the selection band just after the selected value (“hours”, “min”); HIG
    /// §1.17: units go inside the band, never above the picker or on the wheels.
    public var unitLabel: String?

    /// A wheel `width` points wide (`nil`: an equal share), its text at `alignment`.
    public init(width: Double? = nil, alignment: TextAlignment = .center, isCyclic: Bool = false,
                unitLabel: String? = nil) {
        self.width = width.map { max(0, $0.isFinite ? $0 : 0) }
        self.alignment = alignment
        self.isCyclic = isCyclic
        self.unitLabel = unitLabel
    }
}
