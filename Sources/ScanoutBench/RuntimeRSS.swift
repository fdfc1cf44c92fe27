import Glibc

/// The runtime's own peak RSS (docs/benchmark.md): `scanout run --headless` showing the gallery at
/// 1280×800 for 5 s, through its public command line only: the kernel's high-water mark of its
/// resident memory (`VmHWM`), read every 10 ms while it runs.
enum RuntimeRSS {
    /// The command run, for the output.
    static let arguments = ["run", "--headless", "--mode", "1280x800", "--quit-after", "5", "--no-input", "--no-vt"]

    /// The `scanout` executable built next to this one (`swift build -c release`), if any.
    static var scanoutExecutable: String? {
        guard let exe = ChildRun.executable, let slash = exe.lastIndex(of: "/") else { return nil }
        let path = String(exe[..<slash]) + "/scanout"
        return access(path, X_OK) == 0 ? path : nil
    }

    /// The peak RSS in MiB, or a reason it was not measured.
    static func measure() -> Result<Double, RuntimeRSSError> {
        guard let path = scanoutExecutable else { return .failure(.missing) }
        guard let out = ChildRun.run(path, arguments, watchesMemory: true) else { return .failure(.failed("could not start \(path)")) }
        guard out.succeeded else { return .failure(.failed("`scanout \(arguments.joined(separator: " "))` failed")) }
        return .success(out.peakRSSMiB)
    }
}

/// Why the runtime's RSS was not measured.
enum RuntimeRSSError: Error, CustomStringConvertible {
    case missing
    case failed(String)

    var description: String {
        switch self {
        case .missing: "no `scanout` next to scanout-bench: build it with `swift build -c release --product scanout`"
        case .failed(let why): why
        }
    }
}
