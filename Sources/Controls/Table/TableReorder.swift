import Graphics

/// A row being dragged by its reorder handle in a ``TableView``: where it came from, where it
/// would land, and what the drag and the table's auto-scroll need to place it under the finger.
@MainActor
struct TableReorder {
    /// The dragged cell (lifted above the other rows).
    let cell: TableCell
    /// The row's index path before the drag.
    let source: TableIndexPath
    /// The index path the row takes if dropped now.
    var destination: TableIndexPath
    /// The row's top when the drag began, in content coordinates.
    let grab: Double
    /// The vertical content offset when the drag began: the row moves with the content that
    /// the table auto-scrolls, so that it stays under the finger.
    let startOffset: Double
    /// The finger's vertical travel since the drag began, in points.
    var translation: Double = 0
    /// The finger's vertical position in the table's coordinates (for auto-scroll).
    var finger: Double
    /// The auto-scroll animation's elapsed time at its last step, in seconds.
    var autoscrollElapsed: Double = 0

    init(cell: TableCell, source: TableIndexPath, grab: Double, startOffset: Double, finger: Double) {
        self.cell = cell
        self.source = source
        destination = source
        self.grab = grab
        self.startOffset = startOffset
        self.finger = finger
    }

    /// The speed at which a finger at `finger` (the table's vertical coordinate) scrolls the
    /// table while it holds a row, in points per second: negative towards the top, positive
    /// towards the bottom, 0 outside the zones along the edges of the visible area
    /// `visibleTop`…`visibleBottom`.
    ///
    /// Each zone is ``ControlMetrics/tableReorderAutoscrollZoneFraction`` of the visible height
    /// deep; the speed rises linearly from 0 at its inner edge to
    /// ``ControlMetrics/tableReorderAutoscrollMaximumSpeed`` at the visible area's edge, and
    /// stays there beyond it.
    static func autoscrollSpeed(finger: Double, visibleTop: Double, visibleBottom: Double) -> Double {
        let visible = visibleBottom - visibleTop
        guard visible > 0 else { return 0 }
        let zone = visible * ControlMetrics.tableReorderAutoscrollZoneFraction
        let maximum = ControlMetrics.tableReorderAutoscrollMaximumSpeed
        if finger < visibleTop + zone {
            return -maximum * min(1, (visibleTop + zone - finger) / zone)
        }
        if finger > visibleBottom - zone {
            return maximum * min(1, (finger - (visibleBottom - zone)) / zone)
        }
        return 0
    }
}
