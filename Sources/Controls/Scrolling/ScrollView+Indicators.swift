import Graphics
import Scene

extension ScrollView {
    /// Places the indicators along the trailing edge (vertical; the left edge in right-to-left
    /// layouts, as iOS does) and the bottom (horizontal), sized by the visible fraction of the
    /// content and squeezed while the content is pulled past an edge.
    func placeIndicators() {
        let i = physicalInsets
        let thickness = ControlMetrics.scrollIndicatorThickness, margin = ControlMetrics.scrollIndicatorInset
        let rtl = layoutDirection == .rightToLeft
        let showsBoth = showsVerticalIndicatorTrack && showsHorizontalIndicatorTrack
        let corner = showsBoth ? thickness + margin : 0

        verticalIndicator.isHidden = !showsVerticalIndicatorTrack
        if showsVerticalIndicatorTrack {
            let start = i.top + margin
            let track = max(0, frame.height - i.top - i.bottom - 2 * margin - corner)
            let (position, size) = indicatorSpan(.vertical, track: track)
            let x = rtl ? margin : frame.width - margin - thickness
            verticalIndicator.frame = Rect(x: x, y: start + position, width: thickness, height: size)
        }
        horizontalIndicator.isHidden = !showsHorizontalIndicatorTrack
        if showsHorizontalIndicatorTrack {
            let start = i.left + margin + (rtl ? corner : 0)
            let track = max(0, frame.width - i.left - i.right - 2 * margin - corner)
            let (position, size) = indicatorSpan(.horizontal, track: track)
            horizontalIndicator.frame = Rect(x: start + position, y: frame.height - margin - thickness,
                                             width: size, height: thickness)
        }
    }

    var showsVerticalIndicatorTrack: Bool {
        showsVerticalScrollIndicator && axes.contains(.vertical) && offsetRange(.vertical).upperBound
            > offsetRange(.vertical).lowerBound + 0.5
    }

    var showsHorizontalIndicatorTrack: Bool {
        showsHorizontalScrollIndicator && axes.contains(.horizontal) && offsetRange(.horizontal).upperBound
            > offsetRange(.horizontal).lowerBound + 0.5
    }

    /// The indicator's position along a track of `track` points and its length.
    func indicatorSpan(_ axis: Axis, track: Double) -> (position: Double, length: Double) {
        let range = offsetRange(axis)
        let visible = length(axis)
        let total = (range.upperBound - range.lowerBound) + visible
        var size = max(ControlMetrics.scrollIndicatorMinimumLength, track * visible / max(total, visible))
        size = min(size, track)
        let current = component(axis)
        let overshoot = current < range.lowerBound ? range.lowerBound - current
            : (current > range.upperBound ? current - range.upperBound : 0)
        size = max(ControlMetrics.scrollIndicatorSqueezedLength, size - overshoot)
        let span = range.upperBound - range.lowerBound
        let progress = span > 0 ? (min(range.upperBound, max(range.lowerBound, current)) - range.lowerBound) / span : 0
        return (progress * max(0, track - size), size)
    }

    /// Fades the indicators of the scrolling axes in (they show while the content moves).
    func showIndicators() {
        for (indicator, shown) in [(verticalIndicator, showsVerticalIndicatorTrack),
                                   (horizontalIndicator, showsHorizontalIndicatorTrack)] where shown {
            guard let animator = owner?.animator else {
                indicator.opacity = 1
                continue
            }
            animator.cancel(Animator.Key(node: indicator, property: .opacity))
            guard indicator.opacity < 1 else { continue }
            animator.animate(.easeOut(duration: ControlMetrics.scrollIndicatorFadeDuration)) { indicator.opacity = 1 }
        }
    }

    /// Fades the indicators out after ``ControlMetrics/scrollIndicatorHideDelay``.
    func hideIndicators() {
        for indicator in [verticalIndicator, horizontalIndicator] where indicator.opacity > 0 {
            guard let animator = owner?.animator else {
                indicator.opacity = 0
                continue
            }
            let fade = Animation.easeOut(duration: ControlMetrics.scrollIndicatorFadeDuration)
                .delayed(by: ControlMetrics.scrollIndicatorHideDelay)
            animator.animate(fade) { indicator.opacity = 0 }
        }
    }

    /// Shows the indicators briefly (UIKit's `flashScrollIndicators()`), to hint that there is
    /// more content.
    public func flashScrollIndicators() {
        showIndicators()
        if !isDragging && !isMoving { hideIndicators() }
    }
}
