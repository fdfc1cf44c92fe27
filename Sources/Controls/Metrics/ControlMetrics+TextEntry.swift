/// The numbers text entry uses (text fields, text views, search bars, the edit menu, the
/// magnifier, the on-screen keyboard), marked **HIG** or **iOS** as in ``ControlMetrics``.
extension ControlMetrics {
    // MARK: Undo (HIG §1.29)

    /// How many actions undo can take back. iOS has no fixed limit; the HIG asks for undo to be
    /// dependable, and a bound keeps memory predictable on a kiosk: 50 groups.
    public static let undoLevels = 50
}
