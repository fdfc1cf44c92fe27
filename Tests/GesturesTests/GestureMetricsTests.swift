import Testing
@testable import Gestures

@Suite("Gesture metrics")
struct GestureMetricsTests {
    @Test("A scripted long press without a duration holds longer than the long-press recognizer waits")
    func scriptedLongPressFires() {
        #expect(InputMetrics.scriptedLongPressHold > GestureMetrics.minimumPressDuration)
    }
}
