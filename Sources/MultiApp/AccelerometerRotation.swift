public import Devices
public import Runtime

/// Turns the multi-app runtime with an accelerometer: reads it every
/// ``MultiAppMetrics/accelerometerPollInterval`` on the host's clock while the screen is on
/// (never while the host's presentation is paused: the VT or the display is away), and hands
/// each clear change of rotation to ``MultiAppContent/rotate(to:animated:)``.
@MainActor
public final class AccelerometerRotation {
    /// Reads the sensor: the real ``IIOAccelerometer``, or a test's values.
    private let read: @MainActor () throws(AccelerometerError) -> AccelerometerReading
    private var detector = OrientationDetector()
    private weak var content: MultiAppContent?
    private weak var host: AppHost?
    private var timer: HostTimer?
    /// How many times the sensor was read (for tests: none while the screen is off).
    public private(set) var readCount = 0
    /// Messages for the person running Scanout (a sensor that stopped answering).
    public var log: @MainActor (String) -> Void = { _ in }

    /// Follows `accelerometer` on `host`, turning `content`.
    public convenience init(accelerometer: IIOAccelerometer, content: MultiAppContent, host: AppHost) {
        self.init(content: content, host: host) { () throws(AccelerometerError) in try accelerometer.read() }
    }

    /// Follows readings from `read` on `host`, turning `content`.
    public init(content: MultiAppContent, host: AppHost,
                read: @escaping @MainActor () throws(AccelerometerError) -> AccelerometerReading) {
        self.read = read
        self.content = content
        self.host = host
        host.onPresentationPausedChange = { [weak self] paused in
            if paused { self?.stop() } else { self?.start() }
        }
        if !host.isPresentationPaused { start() }
    }

    /// Whether the sensor is being polled.
    public var isPolling: Bool { timer != nil }

    private func start() {
        guard timer == nil else { return }
        scheduleNext()
    }

    private func stop() {
        timer?.cancel()
        timer = nil
    }

    private func scheduleNext() {
        timer = host?.schedule(after: MultiAppMetrics.accelerometerPollInterval) { [weak self] in self?.poll() }
    }

    private func poll() {
        timer = nil
        guard let host, !host.isPresentationPaused else { return }
        readCount += 1
        do {
            if let rotation = detector.update(with: try read()) { content?.rotate(to: rotation) }
        } catch {
            // A sensor that fails once is read again at the next poll; the message says why.
            log("\(error)")
        }
        scheduleNext()
    }
}
