public import Devices
import Gestures

/// Shake to undo (HIG §1.29): while text is being edited, reads the board's accelerometer every
/// ``ShakeDetector/sampleInterval`` on the host's clock and, when a ``ShakeDetector`` sees a
/// shake, sends ``SystemCommand/shake`` to the focused control, which presents its Undo alert
/// (a text field or text view being edited; see `UndoAlert`).
///
/// ## Background
/// Only a focused control that handles system commands (a text control) makes the sensor be
/// read, so a screen with no text being edited costs no wake-ups. Editing can only begin after
/// input (a tap on a field, a key), and something to undo only after typing, so the host's
/// input is the moment to look: after each batch of input (``AppHost/onInputDelivered``) the
/// monitor starts reading if a text control has focus; each reading checks the focus again and
/// stops when it is gone, or when the host's presentation is paused (the VT or the display is
/// away). The focus followed is the one keys reach, ``InputRouter/activeFocus``: the content's,
/// or in the multi-app runtime the app in front's.
@MainActor
public final class ShakeToUndo {
    /// Reads the sensor: the real ``IIOAccelerometer``, or a test's samples.
    private let read: @MainActor () throws(AccelerometerError) -> AccelerometerReading
    private var detector = ShakeDetector()
    private weak var host: AppHost?
    private var timer: HostTimer?
    /// How many times the sensor was read (for tests: none while nothing is edited).
    public private(set) var readCount = 0
    /// How many shakes were seen.
    public private(set) var shakeCount = 0

    /// Follows `accelerometer` on `host`.
    public convenience init(accelerometer: IIOAccelerometer, host: AppHost) {
        self.init(host: host) { () throws(AccelerometerError) in try accelerometer.read() }
    }

    /// Follows readings from `read` on `host`; sets the host's ``AppHost/onInputDelivered``.
    public init(host: AppHost, read: @escaping @MainActor () throws(AccelerometerError) -> AccelerometerReading) {
        self.read = read
        self.host = host
        host.onInputDelivered = { [weak self] in self?.followEditing() }
    }

    /// Whether the sensor is being read.
    public var isReading: Bool { timer != nil }

    /// The control a shake is for: the focused one, when it handles system commands.
    private var editingControl: (any SystemCommandHandler)? {
        host?.input?.activeFocus?.focused as? any SystemCommandHandler
    }

    /// Starts reading the sensor when a text control has focus and the screen is on.
    public func followEditing() {
        guard timer == nil, let host, !host.isPresentationPaused, editingControl != nil else { return }
        detector.reset()
        scheduleNext()
    }

    private func scheduleNext() {
        timer = host?.schedule(after: ShakeDetector.sampleInterval) { [weak self] in self?.poll() }
    }

    private func poll() {
        timer = nil
        guard let host, !host.isPresentationPaused, let control = editingControl else { return }
        readCount += 1
        do {
            if detector.update(with: try read(), at: host.clock.now) {
                shakeCount += 1
                _ = control.handleSystemCommand(.shake)
            }
        } catch {
            // A sensor that fails once is read again at the next sample; the message says why
            // (rate-limited: 50 failures a second would flood the journal).
            host.logError("\(error)")
        }
        scheduleNext()
    }
}
