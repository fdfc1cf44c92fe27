public import Apps
public import Graphics
import Devices
import Text

/// One app in the multi-app runtime: its ``AppInstance`` (scene, lifecycle, timers, saved
/// state) and what the runtime keeps beside it: its icon's artwork and badge, and the snapshot
/// its switcher card shows.
///
/// A suspended app gets no frames (its scene's frame requests wait for the resume), no timers
/// (the instance holds them) and no touches (the arbiter only hit-tests the app in front).
@MainActor
public final class RunningApp {
    /// Where an app is, as the home screen sees it.
    public enum State: Sendable, Hashable {
        /// Not launched yet, or terminated.
        case notRunning
        /// In front: it draws, runs its timers and gets touches.
        case foreground
        /// In the background: kept as it was, but frozen.
        case suspended
    }

    /// The app: the instance running it, or the one that will launch it next (a fresh one
    /// after it was closed in the switcher, ``renew()``).
    public private(set) var instance: AppInstance
    /// The icon's artwork (the app's ``AppIcon`` drawn once; a monogram when it cannot be).
    let iconImage: Bitmap
    /// The number on its icon's badge (HIG §1.7: numbers only; `nil` or 0 shows none).
    public var badge: Int? {
        didSet { if badge != oldValue { onBadgeChange?() } }
    }
    /// What the app showed when it last went to the background (the switcher card's picture),
    /// in interface pixels.
    public internal(set) var snapshot: Bitmap?
    /// How many frames the app has drawn (for tests: none while suspended).
    public internal(set) var framesDrawn = 0
    /// Called when the badge changes (the home screen redraws the icon).
    var onBadgeChange: (@MainActor () -> Void)?

    init(instance: AppInstance, fonts: FontSystem, log: @MainActor (String) -> Void) {
        self.instance = instance
        let side = Int(MultiAppMetrics.largeAppIconSide * 2)
        do {
            iconImage = try instance.icon.render(side: side, fonts: fonts)
        } catch {
            log("app \(instance.identifier): \(error); showing its monogram")
            iconImage = (try? AppIcon.monogram(instance.name).render(side: side, fonts: fonts)) ?? Bitmap(size: PixelSize(width: 1, height: 1))
        }
    }

    /// Replaces a terminated instance with a fresh one of the same app (not launched; it will
    /// read the state the last one saved), and forgets the snapshot.
    func renew() {
        guard instance.phase == .terminated else { return }
        instance = instance.successor()
        snapshot = nil
    }

    /// The app's name.
    public var displayName: String { instance.name }

    /// Where the app is.
    public var state: State {
        switch instance.phase {
        case .active: .foreground
        case .suspended: .suspended
        case .notLaunched, .terminated: .notRunning
        }
    }

    /// Whether the app supports `orientation` (HIG §3.3).
    func supports(_ orientation: AppOrientation) -> Bool {
        instance.supportedOrientations.supports(orientation)
    }
}
