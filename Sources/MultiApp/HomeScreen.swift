import Controls
import Graphics
import Scene

/// The home screen (launcher): every hosted app's icon, name and badge on a grid over the
/// wallpaper, in reading order (from the trailing side in right-to-left languages). Tapping an
/// icon launches its app (``onLaunch``).
@MainActor
final class HomeScreen: Node {
    /// The icons, in the order of the apps.
    private(set) var icons: [AppIconView] = []
    /// Called with the app whose icon was tapped.
    var onLaunch: (@MainActor (RunningApp) -> Void)?

    init(apps: [RunningApp]) {
        super.init()
        name = "home screen"
        // The wallpaper: a deep blue gradient the white names read well on.
        background = .linearGradient(
            stops: [GradientStop(Self.wallpaperTop, at: 0), GradientStop(Self.wallpaperBottom, at: 1)],
            start: .zero, end: Point(x: 0, y: 1))
        for app in apps {
            let icon = AppIconView(app: app)
            icon.addAction { [weak self] _ in self?.onLaunch?(app) }
            app.onBadgeChange = { [weak icon] in icon?.updateBadge() }
            icons.append(icon)
            addChild(icon)
        }
    }

    /// The wallpaper's colours, top and bottom (the lock screen shows the same wallpaper).
    static let wallpaperTop = Color(hex: 0x1B3A6B)
    static let wallpaperBottom = Color(hex: 0x0B1830)

    /// The icon of `app`.
    func icon(of app: RunningApp) -> AppIconView? { icons.first { $0.app === app } }

    override var isLayoutContainer: Bool { true }

    override func layoutChildren() {
        guard !icons.isEmpty else { return }
        let side = bounds.width >= MultiAppMetrics.largeIconScreenWidth
            ? MultiAppMetrics.largeAppIconSide : MultiAppMetrics.appIconSide
        let cellWidth = max(MultiAppMetrics.homeCellWidth, side + 16)
        let margin = MultiAppMetrics.homeScreenMargin
        let available = max(cellWidth, bounds.width - 2 * margin)
        let fitting = Int(available / (cellWidth + 8))
        // As many columns as fit (at least the phone's four where they fit), at most the tablet's six.
        let columns = max(1, min(MultiAppMetrics.homeMaximumColumns, fitting))
        // The cells share the width evenly, so the grid spans the screen between its margins.
        let step = columns > 1 ? (available - cellWidth) / Double(columns - 1) : 0
        let isRightToLeft = layoutDirection == .rightToLeft
        var y = margin
        var rowHeight = 0.0
        let scale = environment.displayScale
        func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }
        for (index, icon) in icons.enumerated() {
            let column = index % columns
            if column == 0, index > 0 {
                y += rowHeight + MultiAppMetrics.homeRowSpacing
                rowHeight = 0
            }
            icon.iconSide = side
            let size = icon.sizeThatFits(ProposedSize(width: cellWidth, height: nil))
            let offset = margin + Double(column) * step
            let x = isRightToLeft ? bounds.width - offset - cellWidth : offset
            icon.frame = Rect(x: snap(x), y: snap(y), width: cellWidth, height: size.height)
            rowHeight = max(rowHeight, size.height)
        }
    }
}
