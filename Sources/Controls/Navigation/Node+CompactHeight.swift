import Graphics
import Scene

extension Node {
    /// Whether the node's screen is landscape with compact height, iOS's compact vertical size
    /// class (every phone in landscape): navigation bars and toolbars are 32 pt and titles never
    /// large (HIG §3.3), the tab bar is 32 pt with each symbol beside its title (iOS 11 and
    /// later). `false` before the node is on a screen.
    var isOnCompactHeightScreen: Bool {
        guard let size = owner?.sizeInPoints else { return false }
        return size.width > size.height && size.height < ControlMetrics.compactHeightThreshold
    }
}
