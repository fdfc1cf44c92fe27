/// The numbers of the image view and its zooming scroll view, marked **HIG** or **iOS** as in
/// ``ControlMetrics``.
extension ControlMetrics {
    // MARK: Image view (iPhone HIG 2010, “Image Views”; UIImageView, iOS 17)

    /// The largest side of the placeholder's photo symbol, in points (a third of the view's
    /// shorter side below it). iOS: Photos' loading cell draws its glyph at about 44 pt.
    public static let imagePlaceholderSymbolMaximum: Double = 44

    /// The zoom a double tap toggles to in an ``ImageScrollView`` (from fit, 1×). iOS Photos: 2×.
    public static let imageDoubleTapZoomScale: Double = 2

    /// The largest zoom a pinch reaches in an ``ImageScrollView``. iOS Photos: about 4× a
    /// fitted photo.
    public static let imageMaximumZoomScale: Double = 4
}
