/// The numbers the input layer uses, with their source.
public enum InputMetrics {
    /// How long a scripted `long-press` holds when the script names no duration, in seconds:
    /// UIKit's default minimum press duration (0.5 s, iOS `UILongPressGestureRecognizer`) plus
    /// 0.1 s, so that the long-press recognizer (``GestureMetrics``, in Gestures) always fires.
    public static let scriptedLongPressHold = 0.6
    /// How long a hardware key is held before it repeats, in seconds. iOS: Settings ›
    /// Accessibility › Keyboards › Key Repeat, "Delay Until Repeat" defaults to about 0.5 s (the
    /// on-screen keyboard's Backspace waits as long, `ControlMetrics.keyboardRepeatDelay`).
    public static let keyRepeatDelay = 0.5
    /// How many times a second a held hardware key repeats. iOS: "Key Repeat" interval about
    /// 0.1 s, the on-screen Backspace's `ControlMetrics.keyboardRepeatInterval`.
    public static let keyRepeatRate = 10.0
}
