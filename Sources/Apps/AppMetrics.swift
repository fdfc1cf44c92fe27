public import Graphics

/// The numbers of the app layer, with where they come from.
public enum AppMetrics {
    /// The home-screen icon's side in points (HIG §1.37, Table 11-1: 57×57, 114×114 at scale 2).
    public static let iconSide = 57.0
    /// A monogram icon's letter, as a fraction of the icon's side (iOS: placeholder icons).
    public static let monogramLetterPerSide = 0.5
    /// A monogram icon's background: iOS system grey (142, 142, 147). HIG §1.37 asks for a
    /// background that fills the whole square.
    public static let monogramBackground = Color(hex: 0x8E8E93)
}
