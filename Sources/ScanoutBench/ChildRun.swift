import Glibc

/// Runs one renderer alone in a child process (`--only NAME`) and reads back its first-frame
/// time and peak RSS, so that the two renderers' memory is not one figure.
enum ChildRun {
    struct Result {
        var firstFrameMs: Double
        var peakRSSMiB: Double
        /// The peak RSS before the renderer was created: runtime and shared libraries (the
        /// benchmark binary links cairo and pango for both sides).
        var baselineRSSMiB: Double
    }

    /// What the child prints; parsed by the parent.
    static func report(firstFrameMs: Double, peakRSSMiB: Double, baselineRSSMiB: Double) {
        print("CHILD first_ms=\(Timing.format(firstFrameMs)) rss_mib=\(Timing.format(peakRSSMiB))"
              + " base_mib=\(Timing.format(baselineRSSMiB))")
    }

    /// `runs` child runs of one renderer: the median first-frame time and the largest peak RSS.
    static func median(renderer name: String, runs: Int, workload: String = "A") -> Result? {
        let results = (0..<runs).compactMap { _ in run(renderer: name, frames: 200, workload: workload) }
        guard !results.isEmpty else { return nil }
        let firsts = results.map(\.firstFrameMs).sorted()
        return Result(firstFrameMs: firsts[firsts.count / 2], peakRSSMiB: results.map(\.peakRSSMiB).max() ?? 0,
                      baselineRSSMiB: results.map(\.baselineRSSMiB).max() ?? 0)
    }

    static func run(renderer name: String, frames: Int, workload: String = "A") -> Result? {
        var path = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &path, path.count - 1)
        guard n > 0 else { return nil }
        let executable = String(decoding: path[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let pipe = popen("'\(executable)' --only \(name) --workload \(workload) --frames \(frames)", "r") else { return nil }
        var output = ""
        var buffer = [CChar](repeating: 0, count: 1024)
        while fgets(&buffer, Int32(buffer.count), pipe) != nil {
            output += String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        pclose(pipe)
        guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix("CHILD ") }) else { return nil }
        var values: [String: Double] = [:]
        for field in line.split(separator: " ").dropFirst() {
            let kv = field.split(separator: "=")
            if kv.count == 2, let v = Double(kv[1]) { values[String(kv[0])] = v }
        }
        guard let first = values["first_ms"], let rss = values["rss_mib"], let base = values["base_mib"] else { return nil }
        return Result(firstFrameMs: first, peakRSSMiB: rss, baselineRSSMiB: base)
    }
}
