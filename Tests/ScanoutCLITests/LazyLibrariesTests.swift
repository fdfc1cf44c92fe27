import Glibc
import Graphics
import ScanoutTesting
import Testing

/// The C libraries the first frame does not use are opened with `dlopen` when needed, not at
/// exec (docs/boot.md, "First frame from exec"): the `scanout` executable does not name them,
/// and they still work when they are needed.
@Suite("scanout: libraries opened when needed")
struct LazyLibrariesTests {
    let products = ChildProcess.productsFolder

    @Test("The dynamic loader maps none of libseat, libsystemd (with its gcrypt, lzma, zstd, lz4), Anthy, libasound, libinput (with its evdev, mtdev, wacom, gudev), libudev, xkbcommon and libjpeg at exec")
    func notLoadedAtExec() throws {
        // glibc's loader lists what it maps and exits (what `ldd` does).
        let trace = try ChildProcess.run(products + "/scanout", [], environment: ["LD_TRACE_LOADED_OBJECTS": "1"])
        #expect(trace.status == 0, "\(trace.output)")
        #expect(trace.output.contains("libharfbuzz"), "the trace lists the libraries: \(trace.output)")
        for library in [
            "libseat", "libsystemd", "libgcrypt", "liblzma", "libzstd", "liblz4", "libanthy", "libasound",
            "libinput", "libevdev", "libmtdev", "libwacom", "libgudev", "libudev", "libxkbcommon", "libjpeg",
        ] {
            #expect(!trace.output.contains(library), "\(library) is mapped at exec: \(trace.output)")
        }
    }

    @Test("Under systemd, scanout run says READY=1 and STOPPING=1 through libsystemd opened at run time")
    func notifiesSystemd() throws {
        let socketPath = "/tmp/scanout-notify-\(getpid())-\(Int.random(in: 0..<1_000_000_000)).sock"
        let fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        try #require(fd >= 0)
        defer { close(fd); unlink(socketPath) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { path in
            for (index, byte) in socketPath.utf8.enumerated() { path[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(bound == 0, "bind: \(String(cString: strerror(errno)))")
        let board = "/tmp/scanout-notify-\(getpid())-\(Int.random(in: 0..<1_000_000_000)).conf"
        try FileBytes.write(Array("mode = 320x240\ncard = /nonexistent/dri/card9\nno-display = headless\n".utf8), to: board)
        defer { unlink(board) }
        let run = try ChildProcess.run(
            products + "/scanout",
            ["run", "--scene", "demo", "--board", board, "--quit-after", "0.2", "--no-input", "--no-vt"],
            environment: ["NOTIFY_SOCKET": socketPath])
        #expect(run.status == 0, "\(run.output)")
        // The child has exited: every datagram it sent is queued on the socket.
        var messages: [String] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(fd, &buffer, buffer.count, Int32(MSG_DONTWAIT))
            guard count > 0 else { break }
            messages.append(String(decoding: buffer[0..<count], as: UTF8.self))
        }
        #expect(messages.first?.hasPrefix("READY=1\nSTATUS=showing frames") == true, "\(messages)")
        #expect(messages.last == "STOPPING=1", "\(messages)")
        #expect(!run.output.contains("cannot notify systemd"), "\(run.output)")
    }

    @Test("scanout run --headless --exec-start prints the gallery's first frame from exec, its steps adding up to it; without --headless it is a usage error")
    func galleryFirstFrameFromExec() throws {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let start = Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1e6
        let run = try ChildProcess.run(
            products + "/scanout",
            ["run", "--headless", "--mode", "640x480", "--no-input", "--no-vt", "--quit-after", "0", "--exec-start", "\(start)"])
        #expect(run.status == 0, "\(run.output)")
        let line = try #require(run.output.split(separator: "\n").first { $0.hasPrefix("first-frame ") }, "\(run.output)")
        var fields: [String: Double] = [:]
        for pair in line.split(separator: " ").dropFirst() {
            let parts = pair.split(separator: "=")
            if parts.count == 2, let value = Double(parts[1]) { fields[String(parts[0])] = value }
        }
        let steps = ["main_ms", "arguments_ms", "fonts_ms", "frame_ms"]
        #expect(Set(fields.keys) == Set(steps + ["first_ms", "cpu_ms", "main_cpu_ms"]), "\(line)")
        let first = try #require(fields["first_ms"])
        #expect(first > 0 && steps.allSatisfy { (fields[$0] ?? -1) >= 0 }, "\(line)")
        #expect(abs(steps.compactMap { fields[$0] }.reduce(0, +) - first) < 0.01, "\(line)")
        #expect((fields["cpu_ms"] ?? 0) > 0, "\(line)")

        let onDisplay = try ChildProcess.run(products + "/scanout", ["run", "--no-input", "--no-vt", "--exec-start", "\(start)"])
        #expect(onDisplay.status != 0 && onDisplay.output.contains("--exec-start"), "\(onDisplay.output)")
    }
}
