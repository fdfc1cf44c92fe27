public import Graphics

/// The numbers of the indicators and value controls (activity indicator, progress view, page
/// indicator, label, slider, segmented control, stepper), marked **HIG** or **iOS** as in
/// ``ControlMetrics``.
extension ControlMetrics {
    // MARK: Activity indicator (HIG §1.15; UIActivityIndicatorView, iOS 17)

    /// The side of the large activity indicator. iOS `.large`: 37 pt.
    public static let activityIndicatorLargeSize: Double = 37

    // MARK: Progress view (HIG §1.22; UIProgressView, iOS 17)

    /// The height of the default-style progress track. iOS 13+: 4 pt, rounded ends.
    public static let progressDefaultHeight: Double = 4
    /// The height of the bar-style track (toolbars). HIG §1.22: thinner than the default; iOS: 2 pt,
    /// square ends.
    public static let progressBarHeight: Double = 2
    /// The width of a progress view with no width proposed. iOS: none (it takes its frame); 150 pt.
    public static let progressDefaultWidth: Double = 150
    /// How long an animated progress change takes, in seconds. iOS (`setProgress(_:animated:)`):
    /// about 0.25 s, ease in-out.
    public static let progressAnimationDuration: Double = 0.25

    // MARK: Page indicator (HIG §1.21; UIPageControl, iOS 17)

    /// The diameter of a page dot. iOS: 7 pt.
    public static let pageDotDiameter: Double = 7
    /// The gap between neighbouring dots (never squeezed: HIG §1.21). iOS: 9 pt (16 pt pitch).
    public static let pageDotSpacing: Double = 9
    /// The height of the indicator. iOS 14+: 26 pt (touches answer in the 44 pt target).
    public static let pageIndicatorHeight: Double = 26
    /// The padding before the first and after the last dot. iOS: 10 pt.
    public static let pageIndicatorPadding: Double = 10
    /// The most dots that fit a portrait screen. HIG §1.21: 20 (the lint warns above it).
    public static let pageIndicatorMaximumDots: Int = 20
    /// How long the current dot takes to move to another page, in seconds. iOS: about 0.2 s.
    public static let pageDotAnimationDuration: Double = 0.2

    // MARK: Label (HIG §1.20; UILabel, iOS 17)

    /// How many lines a label shows unless told otherwise. iOS (`numberOfLines`): 1.
    public static let labelDefaultMaximumLines: Int = 1
    /// The finest step, in points, a label's shrunk font size is searched to. iOS: continuous;
    /// ours: 0.25 pt, so the same text always gets the same size.
    public static let labelScaleStep: Double = 0.25

    // MARK: Slider (HIG §1.26; UISlider, iOS 17)

    /// The height of a slider. iOS: 31 pt (a 28 pt thumb and its shadow).
    public static let sliderHeight: Double = 31
    /// The width of a slider with no width proposed. iOS: none (it takes its frame); 200 pt.
    public static let sliderDefaultWidth: Double = 200
    /// The thickness of the track. iOS 13+: 4 pt, rounded ends.
    public static let sliderTrackHeight: Double = 4
    /// The diameter of the thumb. iOS: 28 pt.
    public static let sliderThumbDiameter: Double = 28
    /// The thumb's shadow. iOS: black 15 % offset 3 pt blur 8 pt, plus a 1 pt 6 % ring.
    public static let sliderThumbShadowOffset: Double = 3
    /// The thumb's shadow blur radius. iOS: 8 pt.
    public static let sliderThumbShadowBlur: Double = 8
    /// The point size the minimum and maximum value images match. iOS (Settings' brightness and
    /// volume sliders): 17 pt symbols.
    public static let sliderValueImagePointSize: Double = 17
    /// The gap between a value image and the track. iOS: 10 pt.
    public static let sliderValueImageSpacing: Double = 10

    // MARK: Segmented control (HIG §1.25; UISegmentedControl, iOS 13–17)

    /// The height of a segmented control. HIG §1.25: fixed; iOS 13+: 32 pt.
    public static let segmentedHeight: Double = 32
    /// The corner radius of the control. iOS 13+: 9 pt.
    public static let segmentedCornerRadius: Double = 9
    /// The inset of the selected segment's thumb from the control's edge. iOS 13+: 2 pt.
    public static let segmentedThumbInset: Double = 2
    /// The corner radius of the selected segment's thumb. iOS 13+: 7 pt.
    public static let segmentedThumbCornerRadius: Double = 7
    /// The selected thumb's shadow. iOS 13+: black 12 % offset 3 pt blur 8 pt, plus a 0.5 pt 4 % ring.
    public static let segmentedThumbShadowOffset: Double = 3
    /// The selected thumb's shadow blur radius. iOS 13+: 8 pt.
    public static let segmentedThumbShadowBlur: Double = 8
    /// The point size of segment titles and symbols. iOS 13+: 13 pt (regular, semibold selected).
    public static let segmentedPointSize: Double = 13
    /// The horizontal padding on each side of the widest segment's content. iOS: 12 pt.
    public static let segmentedContentPadding: Double = 12
    /// The narrowest a segment gets. HIG §1.25 and §3.6: a 44 pt wide hit region.
    public static let segmentedMinimumSegmentWidth: Double = 44
    /// The most segments. HIG §1.25: 5 (the lint warns above it).
    public static let segmentedMaximumSegments: Int = 5
    /// The height of the separators between unselected segments. iOS 13+: 16 pt, 1 pt wide.
    public static let segmentedSeparatorHeight: Double = 16
    /// How much the selected thumb shrinks while pressed. iOS 13+: to 95 %.
    public static let segmentedPressedThumbScale: Double = 0.95
    /// The opacity of a pressed unselected segment's content. iOS 13+: about 0.35.
    public static let segmentedHighlightedContentOpacity: Double = 0.35
    /// How long a momentary segment's thumb takes to fade after the finger lifts, in seconds.
    /// iOS: about 0.25 s.
    public static let segmentedMomentaryFadeDuration: Double = 0.25

    // MARK: Stepper (UIStepper, iOS 13–17)

    /// The size of a stepper. iOS 13+: 94 × 32 pt.
    public static let stepperSize = Size(width: 94, height: 32)
    /// The corner radius of a stepper. iOS 13+: 8 pt.
    public static let stepperCornerRadius: Double = 8
    /// The height of the divider between minus and plus. iOS 13+: 18 pt, 1 pt wide.
    public static let stepperDividerHeight: Double = 18
    /// The point size the minus and plus symbols match. iOS 13+: 17 pt, medium weight.
    public static let stepperSymbolPointSize: Double = 17
    /// How long a press holds before autorepeat starts, in seconds. iOS and macOS
    /// (`NSStepper.autorepeat`: “after a delay of 0.5 seconds”): 0.5 s.
    public static let stepperAutorepeatDelay: Double = 0.5
    /// The first autorepeat interval, in seconds. macOS (`NSStepper`: “ten times per second”):
    /// 0.1 s.
    public static let stepperAutorepeatInterval: Double = 0.1
    /// Every this many seconds of autorepeat the interval halves (UIStepper: “the rate of change
    /// depends on how long the user continues pressing”). Ours: 1.5 s.
    public static let stepperAccelerationPeriod: Double = 1.5
    /// The shortest autorepeat interval, in seconds (40 steps a second). Ours: 0.025 s.
    public static let stepperMinimumAutorepeatInterval: Double = 0.025
}
