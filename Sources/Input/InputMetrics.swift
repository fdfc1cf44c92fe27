/// The numbers the input layer uses, with their source.
public enum InputMetrics {
    /// How long a scripted `long-press` holds when the script names no duration, in seconds:
    /// UIKit's default minimum press duration (0.5 s, iOS `UILongPressGestureRecognizer`) plus
    /// 0.1 s, so that the long-press recognizer (``GestureMetrics``, in Gestures) always fires.
    public static let scriptedLongPressHold = 0.6
}
