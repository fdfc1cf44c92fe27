/// The multi-app runtime's numbers: the home screen, the app switcher, app transitions and rotation.
/// Each says where it comes from: the HIG section, iOS (measured on iOS where the HIG gives no
/// number), or Scanout (our own choice, with the reason).
public enum MultiAppMetrics {
    // MARK: home screen

    /// The app icon's side, in points, on a phone-sized screen (HIG §1.37, Table 11-1: 57×57
    /// pixels, 114×114 at high resolution).
    public static let appIconSide: Double = 57
    /// The app icon's side, in points, on a tablet-sized screen (HIG §1.37: 72×72 on iPad).
    public static let largeAppIconSide: Double = 72
    /// The screen width, in points, from which the home screen uses the tablet icon (iOS: the
    /// iPad's 768-point portrait width).
    public static let largeIconScreenWidth: Double = 768
    /// The icon's corner radius as a fraction of its side; the system rounds the square artwork
    /// (HIG §1.37: "the system automatically adds rounded corners"; the fraction is iOS's).
    public static let appIconCornerFraction: Double = 0.225
    /// The drop shadow the system adds under an icon (HIG §1.37), in points.
    public static let appIconShadowBlur: Double = 3
    /// The vertical offset of that shadow, in points.
    public static let appIconShadowOffset: Double = 1.5
    /// The opacity of the reflective shine the system adds over an icon's top half (HIG §1.37;
    /// an app whose artwork is prerendered opts out).
    public static let appIconShineOpacity: Double = 0.28
    /// The gap between an icon and its name, in points (iOS).
    public static let appIconLabelSpacing: Double = 6
    /// The name's point size under an icon (iOS: 11-point labels on the home screen).
    public static let appIconLabelPointSize: Double = 11
    /// The width of a home-screen cell, in points: an icon with room for its name (iOS: 76
    /// points on the phone's four-column grid).
    public static let homeCellWidth: Double = 76
    /// The home screen's margins, in points (iOS).
    public static let homeScreenMargin: Double = 24
    /// The gap between rows of icons, in points (iOS).
    public static let homeRowSpacing: Double = 24
    /// The most columns of icons (iOS: four on a phone, up to six on a tablet; a screen has as
    /// many as fit).
    public static let homeMaximumColumns = 6

    // MARK: badges

    /// How far the badge's trailing edge sticks out past the icon's trailing edge, in points
    /// (HIG §1.7: a red oval at the icon's top trailing corner; the offset is iOS's).
    public static let badgeTrailingOutset: Double = 8
    /// How far the badge's top sticks out above the icon, in points (iOS).
    public static let badgeTopOutset: Double = 8

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

    // MARK: orientation

    /// How often the accelerometer is read while the screen is on, in seconds (Scanout: 5 Hz is
    /// enough to follow a person turning a panel and costs one wake-up per poll).
    public static let accelerometerPollInterval: Double = 0.2
}
