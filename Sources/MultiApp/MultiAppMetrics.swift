public import Graphics

/// The multi-app runtime's numbers: the home screen, the app switcher, app transitions and rotation.
/// Each says where it comes from: the HIG section, iOS (measured on iOS where the HIG gives no
/// number), or Scanout (our own choice, with the reason).
public enum MultiAppMetrics {
    // MARK: home screen

    /// The app icon's side, in points, on a phone-sized screen (iOS 7 and later: 60×60, 120×120
    /// and 180×180 pixels; the 2010 guide's 57-point icon belongs to iOS 6's home screen).
    public static let appIconSide: Double = 60
    /// The app icon's side, in points, on a tablet-sized screen (iOS 7 and later: 76×76 on iPad;
    /// the 2010 guide's 72).
    public static let largeAppIconSide: Double = 76
    /// The screen width, in points, from which the home screen uses the tablet icon (iOS: the
    /// iPad's 768-point portrait width).
    public static let largeIconScreenWidth: Double = 768
    /// The icon's corner radius as a fraction of its side: iOS 7's continuous-corner squircle
    /// (13.5 points on a 60-point icon). The system rounds the square artwork (HIG §1.37); since
    /// iOS 7 it adds no shadow and no shine.
    public static let appIconCornerFraction: Double = 0.225
    /// The gap between an icon and its name, in points (iOS 7 and later: about 6 points from
    /// the icon's bottom to the name's line box).
    public static let appIconLabelSpacing: Double = 6
    /// The name's point size under an icon (iOS 7 and later: 12-point regular labels).
    public static let appIconLabelPointSize: Double = 12
    /// The width of a home-screen cell, in points: an icon with room for its name (iOS: 76
    /// points on the phone's four-column grid).
    public static let homeCellWidth: Double = 76
    /// The home screen's margins, in points (iOS 7 and later: about 27 points to the first
    /// column on a phone, 24 above the first row under the status bar).
    public static let homeScreenMargin: Double = 24
    /// The gap between rows of icons, in points (iOS 7 and later: about 28 points between one
    /// row's names and the next row's icons).
    public static let homeRowSpacing: Double = 28
    /// The most columns of icons (iOS: four on a phone, up to six on a tablet; a screen has as
    /// many as fit).
    public static let homeMaximumColumns = 6

    // MARK: badges

    /// The badge's height, in points: a circle for one digit, a capsule for more (iOS 7 and
    /// later: about 24 points, red #FF3B30 with white text; HIG §1.7's red oval).
    public static let badgeHeight: Double = 24
    /// The badge's text size, in points (iOS 7 and later: 16-point regular, white).
    public static let badgePointSize: Double = 16
    /// The space between a long badge's text and its ends, in points (iOS).
    public static let badgePadding: Double = 7
    /// How far the badge's trailing edge sticks out past the icon's trailing edge, in points
    /// (iOS 7 and later: the badge's centre sits about 2 points inside the icon's corner, so a
    /// 24-point badge reaches 10 points out).
    public static let badgeTrailingOutset: Double = 10
    /// How far the badge's top sticks out above the icon, in points (iOS 7 and later).
    public static let badgeTopOutset: Double = 10

    // MARK: transitions

    /// How long the zoom from an icon (or a switcher card) to the full screen takes, in seconds
    /// (iOS).
    public static let launchZoomDuration: Double = 0.35
    /// How long the slide between two apps after a four-finger swipe takes, in seconds (iOS).
    public static let appSwitchSlideDuration: Double = 0.3
    /// How long the app switcher takes to appear, in seconds (iOS).
    public static let appSwitcherDuration: Double = 0.3
    /// How long the one-step rotation takes for a quarter turn, in seconds (iOS: UIKit's
    /// `duration` for a 90° interface rotation; HIG §3.3 asks for the one-step process).
    public static let rotationDuration: Double = 0.3
    /// How long a half turn takes, in seconds (iOS: twice the quarter turn).
    public static let halfRotationDuration: Double = 0.6
    /// How long the cross-fade takes for apps with complex layouts (HIG §3.3), in seconds (iOS).
    public static let crossFadeDuration: Double = 0.3

    // MARK: app switcher

    /// A card's size as a fraction of the screen (iOS).
    public static let switcherCardScale: Double = 0.6
    /// The gap between cards, in points (iOS).
    public static let switcherCardSpacing: Double = 24
    /// A card's corner radius, in points (iOS).
    public static let switcherCardCornerRadius: Double = 12
    /// The icon above a card, in points (iOS: the 29-point small icon, HIG §1.37).
    public static let switcherIconSide: Double = 29
    /// The gap between the icon row and the card, in points (iOS).
    public static let switcherIconSpacing: Double = 8
    /// How far a card must be dragged up, as a fraction of its height, for its app to close
    /// when let go (iOS).
    public static let switcherCloseFraction: Double = 0.25
    /// How fast an upward flick of a card closes its app whatever the distance, in points per
    /// second (iOS).
    public static let switcherCloseVelocity: Double = 500
    /// How long a card takes to fly off the top, or to settle back, in seconds (iOS).
    public static let switcherCloseDuration: Double = 0.25
    /// How long the other cards take to close the gap a closed app's card left, in seconds (iOS).
    public static let switcherReflowDuration: Double = 0.3

    // MARK: lock screen

    /// The lock screen's clock, as a fraction of the screen's shorter side (iOS 17/18: the
    /// default clock is about 100 points on a 390-point-wide phone, a quarter of its width).
    public static let lockClockSizeFraction: Double = 0.25
    /// The smallest and largest clock, in points (iOS 17/18: about 100 points on a phone, 120 on
    /// an iPad; a kiosk's small panel keeps it readable, a large one keeps it from dominating).
    public static let lockClockPointSizes: ClosedRange<Double> = 64...140
    /// The date above the clock, in points (iOS 17/18: 22-point semibold).
    public static let lockDatePointSize: Double = 22
    /// The gap from the status bar to the padlock, and from the padlock to the date, in points
    /// (iOS 17/18: the padlock sits under the top edge, the date a few points below it).
    public static let lockPadlockSpacing: Double = 10
    /// The padlock's point size (iOS 17/18: a 17-point `lock.fill`).
    public static let lockPadlockPointSize: Double = 17
    /// The home indicator's size, in points (iOS: a 134 × 5 capsule).
    public static let homeIndicatorSize = Size(width: 134, height: 5)
    /// The home indicator's gap to the bottom edge, in points (iOS: 8).
    public static let homeIndicatorBottomMargin: Double = 8
    /// The unlock prompt's point size (iOS 17/18: 15-point text).
    public static let unlockPromptPointSize: Double = 15
    /// The gap from the unlock prompt's line box to the home indicator, in points (iOS 17/18:
    /// about 16).
    public static let unlockPromptSpacing: Double = 16
    /// How high from the bottom edge the swipe that unlocks may start, in points (iOS: the
    /// home indicator's band; Scanout takes a finger's width more, for a panel's coarse touch).
    public static let unlockSwipeZone: Double = 80
    /// How far the lock screen must be pushed up, as a fraction of its height, to unlock when
    /// let go (iOS).
    public static let unlockFraction: Double = 0.25
    /// How fast an upward flick unlocks whatever the distance, in points per second (iOS).
    public static let unlockVelocity: Double = 500
    /// How long the lock screen takes to slide away, or to settle back, in seconds (iOS).
    public static let unlockDuration: Double = 0.3
    /// The black laid over the wallpaper in dark mode (iOS: “Dark Appearance Dims Wallpaper”,
    /// on by default).
    public static let darkWallpaperDimming: Double = 0.3

    // MARK: orientation

    /// How often the accelerometer is read while the screen is on, in seconds (Scanout: 5 Hz is
    /// enough to follow a person turning a panel and costs one wake-up per poll).
    public static let accelerometerPollInterval: Double = 0.2
}
