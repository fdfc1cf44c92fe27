public import Gestures
import Graphics

/// A touch screen for gesture tests: a root ``TouchBox`` filling it and a ``GestureArbiter``
/// over it; touch scripts play on the arbiter at their events' times.
@MainActor
public struct TouchScreen {
    /// The box filling the screen.
    public let root: TouchBox
    /// The arbiter touches go to.
    public let arbiter: GestureArbiter

    /// A screen of `width` × `height` points (320 × 480 unless told).
    public init(width: Double = 320, height: Double = 480) {
        let root = TouchBox("root", Rect(x: 0, y: 0, width: width, height: height))
        self.root = root
        arbiter = GestureArbiter(windowBounds: root.frame, hitTest: { root.hitTest($0) })
    }

    /// Plays a touch script from time `offset` and lets deadlines settle for `settle` seconds
    /// after it.
    ///
    /// - Throws: ``TouchScriptError`` when the script does not parse or aims a step at an
    ///   element (a bare arbiter cannot find one).
    public func play(_ text: String, at offset: Double = 0, settle: Double = 1) throws(TouchScriptError) {
        try TouchScriptPlayer.play(try TouchScript(text), on: arbiter, offset: offset, settle: settle)
    }
}
