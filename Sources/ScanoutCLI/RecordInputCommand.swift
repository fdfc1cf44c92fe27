import Apps
import ArgumentParser
import Devices
import Gestures
import Glibc
import Graphics
import Runtime

/// `scanout record-input`: records real libinput events as a touch script (docs/scripted-input.md);
/// with `--app`, taps and swipes on uniquely named elements of a headless copy of the app that
/// follows the input are written by element (``RecordingMirror``).
struct RecordInputCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record-input",
        abstract: "Record touches, pointer and keys from libinput into a touch script, until Ctrl+C or --duration.")

    @Option(help: "The script file to write (each line is flushed as it is recorded).")
    var out: String

    @Option(help: "A board profile file: seat, keymap, rotation, scale and touch calibration.")
    var board: String?

    @Option(help: "Read these device nodes (libinput's path backend) instead of the seat; repeatable.")
    var device: [String] = []

    @Option(help: "The panel size in pixels, WIDTHxHEIGHT, that touch positions are mapped onto.")
    var panel = "1024x768"

    @Option(help: "Stop after this many seconds.")
    var duration: Double?

    @Option(
        help: ArgumentHelp(
            "The app on the screen while recording (\(HostedApps.identifiers.joined(separator: ", "))): a headless copy follows the input, and taps and swipes on its uniquely named elements are written by element (tap \"Open\").",
            valueName: "name"))
    var app: String?

    @MainActor
    func run() async throws {
        var profile = BoardProfile()
        if let board {
            do { profile = try BoardProfile(contentsOf: board) } catch { throw ValidationError(error.description) }
        }
        let parts = panel.split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, parts[0] > 0, parts[1] > 0 else {
            throw ValidationError("--panel must look like 1024x768, not “\(panel)”")
        }
        let mapping = TouchMapping(
            panelSize: PixelSize(width: parts[0], height: parts[1]), rotation: profile.rotation,
            scale: profile.scale, calibration: profile.touchCalibration ?? .identity)
        let source: LibinputSource
        do {
            source = try LibinputSource(
                backend: device.isEmpty ? .udev(seat: profile.seat) : .paths(device),
                mapping: mapping, keymapLayout: profile.keymap)
        } catch {
            throw ValidationError(error.description)
        }
        guard let file = fopen(out, "w") else {
            throw ValidationError("cannot write “\(out)”: \(String(cString: strerror(errno)))")
        }
        defer { fclose(file) }
        var recorder = TouchScriptRecorder()
        let mirror = try app.map {
            try makeMirror($0, profile: profile, panel: PixelSize(width: parts[0], height: parts[1]))
        }
        func write(_ lines: [String]) {
            for line in lines { fputs(line + "\n", file) }
            fflush(file)
        }
        write(recorder.lines)
        write(["# panel \(panel), rotation \(profile.rotation), scale \(profile.scale)"])
        guard let fd = source.pollDescriptor else { throw ValidationError("libinput has no file descriptor") }
        _ = try? source.dispatch()
        let devices = source.devices.values.map { "\($0.sysname) (\($0.name))" }.sorted()
        if devices.isEmpty {
            print(
                "No input devices yet on \(device.isEmpty ? profile.seat : device.joined(separator: ", ")); waiting (hotplug counts)."
            )
        } else {
            print("Recording from \(devices.joined(separator: ", ")) into \(out); Ctrl+C stops.")
        }
        let started = monotonicSeconds()
        var count = 0
        while duration.map({ monotonicSeconds() - started < $0 }) ?? true {
            var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&pfd, 1, 100)
            if ready < 0 && errno != EINTR { throw ValidationError("poll failed: \(String(cString: strerror(errno)))") }
            guard ready > 0 else { continue }
            let events: [InputEvent]
            do { events = try source.dispatch() } catch { throw ValidationError(error.description) }
            for event in events {
                if let mirror {
                    write(mirror.record(event, into: &recorder))
                } else {
                    write(recorder.record(event))
                }
            }
            count += events.count
        }
        write(recorder.finish())
        print("Recorded \(count) events into \(out).")
    }

    /// A headless copy of `name` laid out as the device shows it, launched, its clock at now.
    @MainActor
    private func makeMirror(_ name: String, profile: BoardProfile, panel: PixelSize) throws -> RecordingMirror {
        guard let entry = try HostedApps.entries(named: name).first else { throw ValidationError("--app needs a name") }
        var launch = AppLaunchOptions()
        launch.board = profile
        launch.headless = true
        let size = profile.rotation.sceneSize(forPanel: panel)
        let instance = entry.make(
            AppConfiguration(pixelSize: size, scale: profile.scale, environment: launch.environment, stateStore: nil))
        let fonts = try openFonts(boardFonts: profile.fonts, stateFolder: profile.stateFolder)
        let session = HeadlessSession(
            content: instance, pixelSize: size, scale: profile.scale, fonts: fonts, clockStart: monotonicSeconds())
        instance.attach(to: session.host)
        instance.launch()
        print("Following the input on a headless \(entry.identifier) at \(size.width)x\(size.height).")
        return RecordingMirror(session: session)
    }

    private func monotonicSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1_000_000_000
    }
}
