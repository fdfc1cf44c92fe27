public import Graphics

/// The numbers of the status bar (HIG 2010 “The Status Bar”; iOS 17/18 drawn at the height of a
/// screen without a sensor housing, iPhone SE/8), marked **HIG** or **iOS** as in ``ControlMetrics``.
extension ControlMetrics {
    /// The status bar's height. HIG: 20 pt.
    public static let statusBarHeight: Double = 20
    /// The height of the double-height bar shown during a call or a recording. HIG: 40 pt.
    public static let statusBarDoubleHeight: Double = 40
    /// The inset of the time and of the last glyph from the screen's edges. iOS (iPad, SE): 16 pt.
    public static let statusBarEdgeMargin: Double = 16
    /// The time's size: iOS 17 status bar clock, 15 pt semibold.
    public static let statusBarTimePointSize: Double = 15
    /// The gap between two glyphs on the trailing side. iOS: about 5 pt.
    public static let statusBarGlyphSpacing: Double = 5
    /// The battery's body (without its nub). iOS 17 at the SE's 20 pt bar: 22 × 11 pt.
    public static let statusBarBatterySize = Size(width: 22, height: 11)
    /// The battery body's corner radius. iOS: about 3.5 pt.
    public static let statusBarBatteryCornerRadius: Double = 3.5
    /// The battery's nub (terminal) beside the body. iOS: 1.5 × 4 pt, 1 pt away.
    public static let statusBarBatteryNubSize = Size(width: 1.5, height: 4)
    /// The Wi-Fi glyph: three arcs and a dot in a 15 × 11 pt box (iOS).
    public static let statusBarWiFiSize = Size(width: 15, height: 11)
    /// The Ethernet glyph (`<···>`, iPad with a wired adapter): 17 × 11 pt.
    public static let statusBarEthernetSize = Size(width: 17, height: 11)
    /// The percentage beside the battery and the double-height banner's text: 12 pt semibold.
    public static let statusBarSmallPointSize: Double = 12
    /// The charge at or under which the battery's fill turns red while not charging. iOS: 20 %.
    public static let statusBarLowBatteryLevel = 20
}
