import ArgumentParser
import Devices

/// `scanout inputs`: the libinput devices of a seat.
struct InputsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inputs", abstract: "List the input devices libinput finds on a seat.")

    @Option(help: "The udev seat to list.")
    var seat = "seat0"

    func run() throws {
        let devices: [InputDeviceInfo]
        do { devices = try InputDeviceDiscovery.devices(seat: seat) } catch {
            throw ValidationError(error.description)
        }
        guard !devices.isEmpty else {
            print(
                "No input devices found on \(seat) (none present, no udev database, or no permission for /dev/input). Scanout runs without input."
            )
            return
        }
        for device in devices {
            var line = "\(device.sysname): \(device.name) [\(device.capabilities.joined(separator: ", "))]"
            if let size = device.sizeMillimetres { line += " \(size.width)×\(size.height) mm" }
            print(line)
        }
    }
}
