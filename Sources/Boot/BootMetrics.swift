/// The boot splash's measurements, in points unless said otherwise.
public enum BootMetrics {
    /// The side of the activity indicator: the large style iOS shows while the current task
    /// takes more than 1–2 s (HIG §1.15, §3.4; iOS `UIActivityIndicatorView.Style.whiteLarge`: 37 pt).
    public static let activityIndicatorSide = 37.0
    /// The progress bar's track: 4 pt tall with fully rounded ends (our choice; HIG §1.22 gives
    /// no number, only that the default style is taller than the bar style).
    public static let progressBarHeight = 4.0
    /// The progress bar's length.
    public static let progressBarWidth = 240.0
    /// The unfilled track's opacity over the foreground colour.
    public static let progressTrackOpacity = 0.25
    /// The box a logo is fitted into (a vector logo fills it; a PNG is drawn at its own size
    /// when it fits, scaled down when it does not).
    public static let logoSide = 128.0
    /// From the centre line (the logo's bottom edge) to the indicator.
    public static let indicatorGap = 32.0
    /// From the indicator to the message line, and from the message to a prompt.
    public static let lineGap = 16.0
    /// The message line's slot: two lines of body text (17 pt on a 22 pt line, iOS), so a
    /// message of one or two lines never moves what is below it.
    public static let messageSlotHeight = 44.0
    /// The message's text opacity over the foreground colour.
    public static let messageOpacity = 0.85
    /// The margin beside the message and prompt on narrow screens.
    public static let sideMargin = 24.0
    /// The widest a message or prompt line gets (longer text wraps onto its second line).
    public static let maximumLineWidth = 640.0
    /// The width of the passphrase or answer field.
    public static let entryWidth = 320.0
    /// When the splash is re-flowed into a short room (the on-screen keyboard up): the least
    /// space kept above the logo and below the entry (iOS's standard spacing, 8 pt, the room a
    /// field keeps above the keyboard).
    public static let compactMargin = 8.0
    /// The smallest the logo is made to fit a short room; below that the screen is pushed up
    /// instead, so the entry stays above the keyboard.
    public static let compactLogoMinimumSide = 32.0
}
