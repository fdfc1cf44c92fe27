/// The input methods' limits and sizes, with where each comes from.
public enum InputMethodMetrics {
    /// The longest reading one conversion takes, in characters (Unicode scalars). Anthy converts
    /// 150 characters in well under a millisecond of CPU, but a pre-edit longer than a line is
    /// nothing a person can check on a kiosk's screen; past this the oldest part is committed as
    /// kana. Ours, not the HIG's.
    public static let maximumReadingLength = 128
    /// The longest run of unconverted romaji letters kept pending, in letters ("xtsu" is the
    /// longest table entry). Ours.
    public static let maximumPendingRomaji = 4
}
