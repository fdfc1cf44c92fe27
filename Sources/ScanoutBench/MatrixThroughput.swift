import Glibc

/// The screenshot matrix's throughput: `scanout screenshot --app CheckIn` over two sizes and the
/// four languages, in one child process with one job, timed by the CPU time it and its workers
/// used (`getrusage(RUSAGE_CHILDREN)` around the run), so the figure is screens per second of one
/// core whatever else the machine is doing; the wall time is printed beside it.
enum MatrixThroughput {
    static let arguments = [
        "screenshot", "--app", "CheckIn", "--sizes", "800x480,390x844", "--languages", "en,ar,he,ja", "--jobs", "1",
    ]

    /// The `BENCH matrix …` line and a line for people, or why it was not measured.
    static func lines() -> [String] {
        guard let path = RuntimeRSS.scanoutExecutable else {
            return ["matrix throughput not measured: no scanout beside scanout-bench"]
        }
        var template = Array("/tmp/scanout-matrix-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
        }
        guard let folder = made else { return ["matrix throughput not measured: no temporary folder"] }
        defer { remove(folder) }
        let before = childCPUSeconds()
        let start = Timing.now()
        guard let out = ChildRun.run(path, arguments + ["--out", folder]), out.succeeded else {
            return ["matrix throughput not measured: `scanout \(arguments.joined(separator: " "))` failed"]
        }
        let wall = (Timing.now() - start) / 1000
        let cpu = childCPUSeconds() - before
        let screens = pngCount(in: folder)
        guard screens > 0, cpu > 0 else { return ["matrix throughput not measured: no PNG written"] }
        let perCore = Double(screens) / cpu
        return [
            "matrix: \(screens) screens (`scanout \(arguments.joined(separator: " "))`) in \(Timing.format(cpu)) s of CPU,"
                + " \(Timing.format(wall)) s of wall time: \(Timing.format(perCore)) screens per second per core",
            "BENCH matrix screens=\(screens) cpu_s=\(Timing.format(cpu)) screens_per_s_per_core=\(Timing.format(perCore))",
        ]
    }

    private static func childCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    private static func pngCount(in folder: String) -> Int {
        names(in: folder).filter { $0.hasSuffix(".png") }.count
    }

    /// Removes the folder and the files directly in it.
    private static func remove(_ folder: String) {
        for name in names(in: folder) { unlink("\(folder)/\(name)") }
        rmdir(folder)
    }

    /// The names of the entries directly in `folder`, without `.` and `..`.
    private static func names(in folder: String) -> [String] {
        guard let dir = opendir(folder) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }
}
