import Glibc

/// First frames from exec of the runtime's own starts: the boot splash (`scanout boot --headless`,
/// docs/boot.md) and the gallery app (`scanout run --headless`, 1280x800), each started as a child
/// process, the parent reading `CLOCK_MONOTONIC` just before `posix_spawn` (`--exec-start`), the
/// child reporting when its first complete frame is in memory and where the time went
/// (`first-frame first_ms=… main_ms=… arguments_ms=… [theme_ms=…] fonts_ms=… frame_ms=…`: before
/// `main` — exec, the dynamic loader, the Swift runtime —, argument parsing, the boot theme and
/// logo read, the fonts opened, the splash or the app built, laid out and drawn).
enum StartFirstFrame {
    /// The VM board's spinner theme, which names its font file (no fontconfig before the first
    /// frame), relative to the package folder the benchmark runs in.
    static let theme = "Board/vm/boot/spinner.conf"

    /// The starts measured: `boot`, the VM board's splash theme at the VM's 1024x768;
    /// `boot_fontconfig`, the default theme (its fonts found through fontconfig); `gallery`, the
    /// gallery app's first screen at the benchmark's 1280x800 (what it draws: `what`).
    static let cases: [(name: String, what: String, arguments: [String])] = [
        ("boot", "splash", ["boot", "--headless", "--size", "1024x768", "--theme", theme]),
        ("boot_fontconfig", "splash", ["boot", "--headless", "--size", "1024x768"]),
        ("gallery", "gallery app", ["run", "--headless", "--mode", "1280x800", "--no-input", "--no-vt", "--quit-after", "0"]),
    ]

    /// The steps' medians (ms) over `runs` processes, keyed by the child's field names, or why
    /// they were not measured.
    static func measure(_ arguments: [String], runs: Int) -> Result<[String: Double], RuntimeRSSError> {
        guard let path = RuntimeRSS.scanoutExecutable else { return .failure(.missing) }
        var samples: [String: [Double]] = [:]
        for _ in 0..<runs {
            guard let out = ChildRun.run(path, arguments, passesStart: true) else {
                return .failure(.failed("could not start \(path)"))
            }
            let fields = ChildRun.fields(of: out.text, line: "first-frame ")
            guard out.succeeded, fields["first_ms"] != nil else {
                return .failure(.failed("`scanout \(arguments.joined(separator: " "))` failed: \(out.text)"))
            }
            for (key, value) in fields { samples[key, default: []].append(value) }
        }
        return .success(samples.mapValues { $0.sorted()[$0.count / 2] })
    }

    /// The lines for people and one `BENCH first_frame_ms boot=… boot_cpu=… boot_fontconfig=… …
    /// gallery=… gallery_cpu=…` line, or why there is none.
    static func lines(runs: Int = 5) -> [String] {
        guard access(theme, R_OK) == 0 else {
            return ["first frames from exec not measured: no \(theme) here (run scanout-bench in the package folder)"]
        }
        var lines: [String] = []
        var bench: [String] = []
        for (name, what, arguments) in cases {
            switch measure(arguments, runs: runs) {
            case .failure(let error):
                lines.append("first frame (\(name)) not measured: \(error)")
            case .success(let ms):
                func f(_ key: String) -> String { Timing.format(ms[key] ?? .nan) }
                let theme = ms["theme_ms"] != nil ? " theme and logo \(f("theme_ms"))," : ""
                lines.append(
                    "\(name): first frame from exec \(f("first_ms")) ms (median of \(runs) processes,"
                        + " `scanout \(arguments.joined(separator: " "))`): before main \(f("main_ms")),"
                        + " arguments \(f("arguments_ms")),\(theme) fonts \(f("fonts_ms")),"
                        + " \(what) built and drawn \(f("frame_ms")); CPU time at the first frame \(f("cpu_ms")) ms,"
                        + " \(f("main_cpu_ms")) ms of it before main")
                bench.append("\(name)=\(f("first_ms")) \(name)_cpu=\(f("cpu_ms"))")
            }
        }
        if !bench.isEmpty { lines.append("BENCH first_frame_ms " + bench.joined(separator: " ")) }
        return lines
    }
}
