import Glibc
import Testing
@testable import Devices

@Suite("IIO accelerometer and orientation")
struct AccelerometerTests {
    /// A fake IIO device folder with the three axis files (and a mount matrix when given).
    private func device(x: String, y: String, z: String, mount: String? = nil) -> String {
        let folder = "/tmp/scanout-iio-\(getpid())-\(Int.random(in: 0..<1_000_000))"
        mkdir(folder, 0o755)
        func write(_ name: String, _ text: String) {
            let f = fopen("\(folder)/\(name)", "w")
            fputs(text + "\n", f)
            fclose(f)
        }
        write("in_accel_x_raw", x)
        write("in_accel_y_raw", y)
        write("in_accel_z_raw", z)
        if let mount { write("in_mount_matrix", mount) }
        return folder
    }

    @Test("Reads the three raw axes through the mount matrix")
    func readsAxes() throws {
        let sensor = try IIOAccelerometer(path: device(x: "12", y: "-980", z: "40", mount: "0, 1, 0; -1, 0, 0; 0, 0, 1"))
        #expect(try sensor.read() == AccelerometerReading(x: -980, y: -12, z: 40))
        let plain = try IIOAccelerometer(path: device(x: "1", y: "2", z: "3"))
        #expect(try plain.read() == AccelerometerReading(x: 1, y: 2, z: 3))
    }

    @Test("A missing axis or a non-number is an error naming the file")
    func errors() {
        #expect(throws: AccelerometerError.self) { try IIOAccelerometer(path: "/nonexistent/iio:device9") }
        let folder = device(x: "1", y: "two", z: "3")
        do {
            _ = try IIOAccelerometer(path: folder)
            Issue.record("no error")
        } catch {
            #expect(error == .notANumber(path: "\(folder)/in_accel_y_raw", text: "two"))
            #expect(error.description.contains("in_accel_y_raw"))
        }
    }

    @Test("Gravity along an edge gives its rotation; flat or diagonal gives none")
    func singleReadings() {
        #expect(OrientationDetector.rotation(for: .init(x: 0, y: 1000, z: 100)) == DisplayRotation.none)
        #expect(OrientationDetector.rotation(for: .init(x: 1000, y: 50, z: 0)) == .clockwise90)
        #expect(OrientationDetector.rotation(for: .init(x: 0, y: -1000, z: 0)) == .half)
        #expect(OrientationDetector.rotation(for: .init(x: -1000, y: 0, z: 0)) == .clockwise270)
        #expect(OrientationDetector.rotation(for: .init(x: 700, y: 700, z: 0)) == nil)
        #expect(OrientationDetector.rotation(for: .init(x: 100, y: 100, z: 1000)) == nil)
    }

    @Test("The rotation changes only after two agreeing readings")
    func hysteresis() {
        var detector = OrientationDetector()
        #expect(detector.update(with: .init(x: 0, y: 1000, z: 0)) == nil)
        #expect(detector.update(with: .init(x: 0, y: 1000, z: 0)) == DisplayRotation.none)
        #expect(detector.update(with: .init(x: 1000, y: 0, z: 0)) == nil)
        #expect(detector.update(with: .init(x: 0, y: 1000, z: 0)) == nil)
        #expect(detector.update(with: .init(x: 1000, y: 0, z: 0)) == nil)
        #expect(detector.update(with: .init(x: 1000, y: 0, z: 0)) == .clockwise90)
        #expect(detector.rotation == .clockwise90)
    }

    @Test("The board profile names the accelerometer")
    func boardKey() throws {
        let board = try BoardProfile(parsing: "accelerometer = /sys/bus/iio/devices/iio:device0")
        #expect(board.accelerometer == "/sys/bus/iio/devices/iio:device0")
        #expect(try BoardProfile(parsing: "accelerometer = none").accelerometer == nil)
    }
}
