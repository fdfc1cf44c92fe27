extension ControlMetrics {
    // MARK: Pickers (HIG §1.16, §1.17; UIPickerView and UIDatePicker's wheels, iOS 17)

    /// The height of a picker and a date picker. HIG §1.16–1.17: fixed, the keyboard's height;
    /// iOS: 216 pt in portrait (HIG §6.4).
    public static let pickerHeight: Double = 216
    /// The width a picker takes when nothing proposes one. iOS: 320 pt (the narrowest screen).
    public static let pickerDefaultWidth: Double = 320
    /// The height of one row on a wheel, measured along the wheel's surface. iOS 14+: 32 pt.
    public static let pickerRowHeight: Double = 32
    /// The point size of a row's text. iOS 14+: about 21 pt regular (the wheels' text is not
    /// scaled by the text-size setting).
    public static let pickerRowFontSize: Double = 21
    /// The height of the selection band (the translucent bar across the centre, HIG §1.16).
    /// iOS 14+: 34 pt, a little taller than a row.
    public static let pickerSelectionBandHeight: Double = 34
    /// The corner radius of the selection band's outer ends. iOS 14+: 8 pt.
    public static let pickerSelectionBandCornerRadius: Double = 8
    /// The inset of the selection band from the picker's leading and trailing edges. iOS: 8 pt.
    public static let pickerSelectionBandInset: Double = 8
    /// The gap between two wheels. iOS: 5 pt.
    public static let pickerComponentSpacing: Double = 5
    /// The padding between a row's text and its wheel's edges. iOS: 6 pt.
    public static let pickerRowPadding: Double = 6
    /// The distance from the eye to the front of the wheel, in wheel radii, for the perspective
    /// that shrinks rows turning away and draws them towards the picker's centre. iOS's wheels
    /// (a cylinder seen from about four radii): 4.
    public static let pickerPerspectiveDistance: Double = 4
    /// How strongly rows fade as they turn away: a row at angle θ from the front is drawn at
    /// opacity `cos(θ)^k`. iOS: rows three above the band are at about a third: k = 2.2.
    public static let pickerFadeExponent: Double = 2.2
    /// The gap between a value and its unit label in the band (“5 hours”). iOS: 8 pt.
    public static let pickerUnitLabelSpacing: Double = 8
    /// The point size of a unit label. iOS: 17 pt semibold.
    public static let pickerUnitLabelFontSize: Double = 17
    /// How long a tapped row or a programmatic selection takes to turn into the band, and how
    /// long a rejected value takes to spring back (HIG §3.5). iOS: about 0.3 s, ease in-out.
    public static let pickerScrollDuration: Double = 0.3
    /// Spare row nodes a wheel keeps for reuse beyond those on screen. iOS: a few; ours: 2.
    public static let pickerReusePoolLimit: Int = 2

    // MARK: Date picker (HIG §1.16)

    /// The longest countdown a date picker offers, in minutes. HIG §1.16: 23 h 59 min.
    public static let datePickerMaximumCountdownMinutes: Int = 23 * 60 + 59
    /// The shortest countdown: iOS turns 0 h 0 min into the first minute row (1 min, or the
    /// interval). iOS: 1 minute.
    public static let datePickerMinimumCountdownMinutes: Int = 1
    /// The values the minute wheel shows by default. HIG §1.16: 60 (0–59), interval 1.
    public static let datePickerDefaultMinuteInterval: Int = 1
    /// The first and last year a date picker's wheels reach. iOS: 1 … 10,000 (UIDatePicker's
    /// default bounds); ours: 1 … 9999 (four digits).
    public static let datePickerYearRange: ClosedRange<Int> = 1...9999
}
