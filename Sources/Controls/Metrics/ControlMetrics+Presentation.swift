public import Graphics

/// The numbers of the modal presentations (alerts, action sheets, modal views, notification
/// alerts) and the info button, marked **HIG** or **iOS** as in ``ControlMetrics``.
extension ControlMetrics {
    // MARK: Presentation layer (HIG §1.5, §3.5)

    /// The opacity of the black dimming behind an alert or action sheet in light mode.
    /// iOS (`UIAlertController`'s dimming view): black at 20 %.
    public static let modalDimmingAlphaLight: Double = 0.2
    /// The dimming in dark mode, where 20 % of black hardly shows. iOS: black at 48 %.
    public static let modalDimmingAlphaDark: Double = 0.48
    /// The least distance between an alert and the screen's edges (above the safe area).
    /// iOS: 20 pt above and below in portrait and landscape.
    public static let modalScreenMargin: Double = 20

    // MARK: Alert (HIG §1.6, §3.3; UIAlertController .alert, iOS 17)

    /// The width of an alert. HIG §1.6: not customisable; iOS: 270 pt.
    public static let alertWidth: Double = 270
    /// The corner radius of an alert. iOS: 14 pt, continuous corners.
    public static let alertCornerRadius: Double = 14
    /// The space above the title and below the message. iOS: 20 pt.
    public static let alertContentVerticalPadding: Double = 20
    /// The space at the sides of the title and message. iOS: 16 pt.
    public static let alertContentHorizontalPadding: Double = 16
    /// The gap between the title and the message. iOS: 2 pt.
    public static let alertTitleMessageSpacing: Double = 2
    /// The height of an alert button row. iOS: 44 pt (HIG §3.6 hit target).
    public static let alertButtonHeight: Double = 44
    /// The horizontal padding of a button's title inside its row. iOS: 8 pt.
    public static let alertButtonPadding: Double = 8
    /// The most lines of message an alert shows before the message scrolls, if the screen has
    /// room. HIG §1.6: ideally 1–2 lines; longer messages show whole while they fit and scroll
    /// only when the screen is too low (landscape, HIG §3.3).
    public static let alertPreferredMessageLines: Int = 2
    /// The scale an alert grows from as it appears. iOS: 1.2 → 1 (the alert “pops up”, HIG §3.5).
    public static let alertPresentationScale: Double = 1.2
    /// How long an alert takes to appear. iOS: about 0.4 s (a critically damped spring; a timing
    /// curve here).
    public static let alertPresentationDuration: Double = 0.4
    /// How long an alert takes to fade away. iOS: 0.2 s.
    public static let alertDismissalDuration: Double = 0.2
    /// The opacity of the fill behind a pressed alert or action-sheet button, black in light
    /// mode and white in dark mode. iOS: about 10 %.
    public static let alertButtonHighlightAlpha: Double = 0.1
    /// The most words a button title should have. HIG §1.6: 1–2 words.
    public static let alertButtonTitleMaximumWords: Int = 2
    /// The number of buttons an alert should have. HIG §1.6: two is the norm; one rarely, three or
    /// more never (use an action sheet).
    public static let alertRecommendedButtonCount: Int = 2

    // MARK: Action sheet (HIG §1.8; UIAlertController .actionSheet, iOS 17)

    /// The gap between an action sheet and the screen's sides and bottom (plus the safe area).
    /// iOS: 8 pt.
    public static let actionSheetMargin: Double = 8
    /// The widest an action sheet grows on a wide (landscape, panel) screen. iOS: the width it
    /// has on a portrait phone, about 400 pt, centred.
    public static let actionSheetMaximumWidth: Double = 400
    /// The height of an action sheet button. iOS: 57 pt.
    public static let actionSheetButtonHeight: Double = 57
    /// The corner radius of an action sheet's groups. iOS: 14 pt, continuous.
    public static let actionSheetCornerRadius: Double = 14
    /// The gap between the group of choices and the Cancel button. iOS: 8 pt.
    public static let actionSheetCancelSpacing: Double = 8
    /// The height of the optional title above the choices. iOS: about 44 pt (13 pt semibold,
    /// secondary colour).
    public static let actionSheetTitleHeight: Double = 44
    /// The point size of an action sheet button's title. iOS: 20 pt (title 3).
    public static let actionSheetButtonPointSize: Double = 20
    /// How long an action sheet takes to rise from the bottom edge. iOS: about 0.35 s.
    public static let actionSheetPresentationDuration: Double = 0.35
    /// How long it takes to slide back down. iOS: about 0.25 s.
    public static let actionSheetDismissalDuration: Double = 0.25
    /// The fewest buttons an action sheet has, Cancel included. HIG §1.8: two or more.
    public static let actionSheetMinimumButtons: Int = 2

    // MARK: Modal view (HIG §1.9, §1.19)

    /// How long a modal view takes to slide up over the screen (and back down). iOS
    /// (`.coverVertical`): about 0.5 s; ours 0.45 s on the system curve.
    public static let modalViewSlideDuration: Double = 0.45
    /// How long the flip to a utility app's back side (and back) takes. iOS
    /// (`.flipHorizontal`): 0.75 s; half to turn the front edge-on, half to turn the back in.
    public static let modalViewFlipDuration: Double = 0.75
    /// How dark a face becomes as it turns edge-on during the flip. iOS: about 40 % black.
    public static let modalViewFlipShade: Double = 0.4

    // MARK: Page sheets (HIG §1.9; iOS 13 and later)

    /// The radius of a page sheet's top corners, and of the scaled-back
    /// screen's. iOS 13+: 10 pt.
    public static let sheetCornerRadius: Double = 10
    /// How far below the scaled-back screen's top a page sheet starts. iOS 13+: 10 pt.
    public static let pageSheetTopGap: Double = 10
    /// Where the scaled-back screen's top sits when nothing covers the top of the screen (no
    /// status bar). Scanout: 10 pt, the gap iOS leaves below a status bar.
    public static let pageSheetMinimumTop: Double = 10
    /// How much the screen behind a page sheet shrinks. iOS 13+: to about 92 %.
    public static let pageSheetParentScale: Double = 0.92
    /// The height of a sheet's navigation bar. iOS 13+: 56 pt (a full-screen bar's is 44).
    public static let sheetNavigationBarHeight: Double = 56
    /// The side, in points each way, from which a screen is a large panel (iOS: regular width and
    /// regular height, an iPad) that shows a modal view as a centred form sheet instead of a page
    /// sheet. Scanout: 700 pt (a 1024 × 768 or 1280 × 800 panel at 1×; an 800 × 480 one is a
    /// landscape phone's compact height).
    public static let pageSheetLargestScreenSide: Double = 700
    /// A form sheet's size on a large panel. iOS (`UIModalPresentationStyle.formSheet`): 540 × 620
    /// points, centred on the screen, all four corners rounded (``sheetCornerRadius``).
    public static let formSheetSize = Size(width: 540, height: 620)
    /// The least room kept between a form sheet and the screen's sides and bottom on a panel too
    /// small for its whole size. Scanout: 20 pt.
    public static let formSheetMinimumMargin: Double = 20

    // MARK: Notification alert (HIG §1.7)

    /// The most buttons a notification alert has. HIG §1.7: 1 (OK) or 2 (Close and View).
    public static let notificationAlertMaximumButtons: Int = 2

    // MARK: Info button (HIG §1.19)

    /// The diameter of the info button's circle (its ink). iOS 17/18 (`info.circle` in
    /// `UIButton(type: .infoLight)`): 22 pt, in a 44 pt hit target.
    public static let infoButtonDiameter: Double = 22
}
