public import Graphics

/// Which way up the app's screen is (HIG §3.3). Landscape is named, as the HIG names it, by
/// the side the Home button would be on.
public enum AppOrientation: String, Sendable, Hashable, CaseIterable, Codable {
    /// Upright, taller than wide: the default at launch (HIG §3.1).
    case portrait
    /// Wider than tall, the Home button on the right: the landscape an app launches in when
    /// the device's own orientation is not landscape (HIG §3.1).
    case landscapeRight
    /// Upside down.
    case portraitUpsideDown
    /// Wider than tall, the Home button on the left.
    case landscapeLeft

    /// Whether the screen is wider than tall.
    public var isLandscape: Bool { self == .landscapeRight || self == .landscapeLeft }

    /// The upright orientation of a screen of `size`: ``landscapeRight`` when it is wider than
    /// tall, else ``portrait``.
    public init(size: PixelSize) {
        self = size.width > size.height ? .landscapeRight : .portrait
    }
}

/// A set of ``AppOrientation``s: what an app supports.
public struct AppOrientations: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Upright.
    public static let portrait = AppOrientations(rawValue: 1 << 0)
    /// Landscape, Home button on the right.
    public static let landscapeRight = AppOrientations(rawValue: 1 << 1)
    /// Upside down.
    public static let portraitUpsideDown = AppOrientations(rawValue: 1 << 2)
    /// Landscape, Home button on the left.
    public static let landscapeLeft = AppOrientations(rawValue: 1 << 3)
    /// Both landscapes: what a landscape-only app supports (the HIG asks for both).
    public static let landscape: AppOrientations = [.landscapeRight, .landscapeLeft]
    /// Every orientation.
    public static let all: AppOrientations = [.portrait, .landscapeRight, .portraitUpsideDown, .landscapeLeft]
    /// Every orientation but upside down.
    public static let allButUpsideDown: AppOrientations = [.portrait, .landscapeRight, .landscapeLeft]

    /// The set holding just `orientation`.
    public init(_ orientation: AppOrientation) {
        switch orientation {
        case .portrait: self = .portrait
        case .landscapeRight: self = .landscapeRight
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeLeft
        }
    }

    /// Whether `orientation` is in the set.
    public func supports(_ orientation: AppOrientation) -> Bool { contains(AppOrientations(orientation)) }
}
