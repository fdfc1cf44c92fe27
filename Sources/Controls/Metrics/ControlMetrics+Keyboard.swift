/// The numbers of the on-screen keyboard (HIG §3.19, §1.27), marked **HIG** or **iOS** as in
/// ``ControlMetrics``. iOS figures are iPhone portrait, iOS 17.
extension ControlMetrics {
    /// The keyboard's height without the safe area. HIG §3.19: one input-panel height shared
    /// with pickers (``pickerHeight``); iOS: 216 pt.
    public static let keyboardHeight: Double = pickerHeight
    /// The gap between two keys of a row. iOS: 6 pt.
    public static let keyboardKeyGap: Double = 6
    /// The gap between two rows of a letter board. iOS: 12 pt (42 pt keys on a 54 pt pitch).
    public static let keyboardRowGap: Double = 12
    /// The gap between the pad keys (number, decimal and phone pads). iOS: 6 pt.
    public static let keyboardPadGap: Double = 6
    /// The margin between the outermost keys and the keyboard's sides, besides half a gap. iOS: 3 pt.
    public static let keyboardSideMargin: Double = 3
    /// The corner radius of a key. iOS: 5 pt.
    public static let keyboardKeyCornerRadius: Double = 5
    /// The depth of a key's bottom shadow edge. iOS: 1 pt.
    public static let keyboardKeyShadowDepth: Double = 1
    /// The size of a letter key's label. iOS: 22.5 pt light (lower case); 22 pt here, regular.
    public static let keyboardLetterSize: Double = 22
    /// The size of a function key's label ("return", "123"). iOS: 16 pt.
    public static let keyboardFunctionLabelSize: Double = 16
    /// The size of a pad key's digit. iOS: 25 pt.
    public static let keyboardPadDigitSize: Double = 25
    /// The size of the letters under a pad digit. iOS: 10 pt, bold.
    public static let keyboardPadLettersSize: Double = 10
    /// How far the key preview's bubble reaches above the key's top. iOS: 58 pt.
    public static let keyboardPreviewLift: Double = 58
    /// How much wider than its key the preview bubble is, on each side. iOS: 11 pt.
    public static let keyboardPreviewOverhang: Double = 11
    /// The size of the letter in the key preview. iOS: 34 pt.
    public static let keyboardPreviewLetterSize: Double = 34
    /// The height of the neck between the held key's top and the accents row above it, one
    /// balloon growing out of the key. iOS: about 4 pt (as the preview's bubble, 58 pt lift for a
    /// 54 pt bubble).
    public static let keyboardAccentNeck: Double = 4
    /// The least room kept between an Arabic letter's ink and its key's sides. iOS's Arabic keys
    /// show every letter, ض and ص the widest, with a clear margin: about 3 pt.
    public static let keyboardScriptInkMargin: Double = 3
    /// How long a key is held before its accents pop up. iOS: about 0.5 s.
    public static let keyboardAccentDelay: Double = 0.5
    /// How long Backspace is held before it repeats. iOS: about 0.5 s.
    public static let keyboardRepeatDelay: Double = 0.5
    /// The interval between repeated deletions while Backspace is held. iOS: about 0.1 s.
    public static let keyboardRepeatInterval: Double = 0.1
    /// How far a finger moves on a kana key before it is a flick, not a tap. iOS: about 20 pt.
    public static let keyboardFlickDistance: Double = 20
    /// The time between the two taps on Shift that lock the capitals. iOS: about 0.35 s, the
    /// double-tap interval (``GestureMetrics/maximumTapInterval``).
    public static let keyboardCapsLockInterval: Double = 0.35
    /// How long the keyboard takes to slide up or down. iOS: 0.25 s.
    public static let keyboardSlideDuration: Double = 0.25
    /// The space kept between the focused field and the keyboard's top when content is pushed
    /// up. iOS: 8 pt (the standard spacing).
    public static let keyboardFieldClearance: Double = 8
}
