import Glibc

/// This process's one-line files under `/proc/self`, split into their fields.
enum ProcSelf {
    /// The whitespace-separated fields of `/proc/self/NAME`'s first line, or nil when it cannot be
    /// read.
    static func fields(of name: String) -> [Substring]? {
        firstLine(of: name).map(split)
    }

    /// Field `number` of `/proc/self/stat` as proc(5) numbers them (1 the pid, 2 the command name
    /// in parentheses), counted after the last ")": the name may hold spaces and parentheses.
    static func statField(_ number: Int) -> Substring? {
        guard number > 2, let line = firstLine(of: "stat"), let close = line.lastIndex(of: ")") else { return nil }
        let fields = split(line[line.index(after: close)...])
        return number - 3 < fields.count ? fields[number - 3] : nil
    }

    private static func firstLine(of name: String) -> String? {
        guard let file = fopen("/proc/self/" + name, "re") else { return nil }
        defer { fclose(file) }
        // /proc/self/stat's 52 fields fit with room to spare.
        var buffer = [CChar](repeating: 0, count: 4096)
        guard fgets(&buffer, Int32(buffer.count), file) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func split<S: StringProtocol>(_ text: S) -> [Substring] where S.SubSequence == Substring {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" })
    }
}
