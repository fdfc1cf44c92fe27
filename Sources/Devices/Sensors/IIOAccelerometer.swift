import Glibc
import Graphics

/// An accelerometer of the Linux IIO subsystem, read through sysfs: `in_accel_x_raw`,
/// `in_accel_y_raw`, `in_accel_z_raw` in the device's folder (`/sys/bus/iio/devices/iio:device0`),
/// turned into the panel's axes with the folder's mount matrix (`in_mount_matrix` or
/// `mount_matrix`) when there is one.
///
/// The panel's axes are the kernel's (Documentation/ABI/testing/sysfs-bus-iio, `mount_matrix`):
/// x towards the panel's right edge, y towards its top edge, z out of the glass; a panel standing
/// upright reads about +1 g on y. Only the direction matters here, so the raw counts are used
/// without their scale.
public final class IIOAccelerometer {
    /// The device's sysfs folder.
    public let path: String
    /// The mount matrix, rows of three (identity when the folder has none).
    public let mountMatrix: [[Double]]

    /// Opens the accelerometer in the sysfs folder `path`, reading each axis once.
    ///
    /// - Throws: ``AccelerometerError`` when an axis file is missing or does not hold a number,
    ///   or the mount matrix cannot be parsed.
    public init(path: String) throws(AccelerometerError) {
        self.path = path
        var matrix: [[Double]] = [[1, 0, 0], [0, 1, 0], [0, 0, 1]]
        for name in ["in_mount_matrix", "mount_matrix", "in_accel_mount_matrix"] {
            guard let text = try? Self.readText("\(path)/\(name)") else { continue }
            guard let parsed = Self.parseMountMatrix(text) else {
                throw .badMountMatrix(path: "\(path)/\(name)", text: text)
            }
            matrix = parsed
            break
        }
        mountMatrix = matrix
        _ = try read()
    }

    /// The current acceleration along the panel's axes (raw counts, mount matrix applied).
    ///
    /// - Throws: ``AccelerometerError`` naming the file that could not be read or parsed.
    public func read() throws(AccelerometerError) -> AccelerometerReading {
        var raw: [Double] = []
        for axis in ["x", "y", "z"] {
            let file = "\(path)/in_accel_\(axis)_raw"
            let text: String
            do { text = try Self.readText(file) } catch { throw .unreadable(path: file, reason: error.description) }
            guard let value = Double(text) else { throw .notANumber(path: file, text: text) }
            raw.append(value)
        }
        let m = mountMatrix
        func row(_ r: Int) -> Double { m[r][0] * raw[0] + m[r][1] * raw[1] + m[r][2] * raw[2] }
        return AccelerometerReading(x: row(0), y: row(1), z: row(2))
    }

    /// The trimmed text of a small sysfs file.
    static func readText(_ path: String) throws(FileError) -> String {
        let bytes = try FileBytes.read(path, maximumSize: 4096)
        return String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: " \n\t\r")
    }

    /// Parses `"a, b, c; d, e, f; g, h, i"` (the kernel's format).
    static func parseMountMatrix(_ text: String) -> [[Double]]? {
        let rows = text.split(separator: ";").map { row in
            row.split(separator: ",").map { Double(String($0).trimmingCharacters(in: " \t")) }
        }
        guard rows.count == 3, rows.allSatisfy({ $0.count == 3 }) else { return nil }
        let values = rows.map { $0.compactMap { $0 } }
        guard values.allSatisfy({ $0.count == 3 }) else { return nil }
        return values
    }
}

/// One accelerometer reading along the panel's axes (x right, y up, z out of the glass).
public struct AccelerometerReading: Sendable, Hashable {
    /// Towards the panel's right edge.
    public var x: Double
    /// Towards the panel's top edge.
    public var y: Double
    /// Out of the glass.
    public var z: Double

    /// A reading.
    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }
}

/// Why the accelerometer cannot be used.
public enum AccelerometerError: Error, Equatable, CustomStringConvertible {
    /// An axis file is missing or unreadable.
    case unreadable(path: String, reason: String)
    /// An axis file does not hold a number.
    case notANumber(path: String, text: String)
    /// The mount matrix is not nine numbers.
    case badMountMatrix(path: String, text: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "accelerometer: cannot read \(path): \(reason) (is `accelerometer` in the board profile an IIO device folder such as /sys/bus/iio/devices/iio:device0?)"
        case .notANumber(let path, let text): "accelerometer: \(path) holds “\(text)”, not a number"
        case .badMountMatrix(let path, let text):
            "accelerometer: \(path) holds “\(text)”, not a mount matrix (`a, b, c; d, e, f; g, h, i`)"
        }
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: String) -> String {
        let chars = Set(set)
        return String(drop(while: { chars.contains($0) }).reversed().drop(while: { chars.contains($0) }).reversed())
    }
}
