/// A command line in its plain forms, read without swift-argument-parser: each argument is
/// `--flag`, `--option VALUE` or `--option=VALUE` with a name the command knows, none repeated, no
/// value empty or starting with `-`. Anything else is `nil`, and the command line goes to the
/// parser, with its usual messages (help, an unknown option, a bad value).
///
/// ## Background
/// swift-argument-parser's first parse of a command costs a few milliseconds, most of it the
/// Swift runtime's first use of the command's types; that is a large share of a first frame from
/// exec (docs/benchmark.md). `scanout boot` (`BootArguments`) and `scanout run` read the forms
/// an init system or a test uses with this instead. `package`: shared by the package's
/// modules, not part of its API.
package struct PlainCommandLine {
    /// The flags given.
    package let flags: Set<String>
    /// The options given, by name, with their values as written.
    package let values: [String: String]

    /// `arguments` (those after the command's name) read against the command's `flags` and
    /// `options` (names without `--`), or `nil` when any is not in a plain form.
    package init?(_ arguments: [String], flags knownFlags: Set<String>, options knownOptions: Set<String>) {
        var flags: Set<String> = []
        var values: [String: String] = [:]
        var tokens = arguments.makeIterator()
        while let token = tokens.next() {
            guard token.hasPrefix("--") else { return nil }
            let body = token.dropFirst(2)
            let nameEnd = body.firstIndex(of: "=") ?? body.endIndex
            let name = String(body[..<nameEnd])
            guard values[name] == nil, !flags.contains(name) else { return nil }
            let inline = nameEnd < body.endIndex ? String(body[body.index(after: nameEnd)...]) : nil
            if knownFlags.contains(name) {
                guard inline == nil else { return nil }
                flags.insert(name)
                continue
            }
            guard knownOptions.contains(name), let value = inline ?? tokens.next(), !value.isEmpty, !value.hasPrefix("-")
            else { return nil }
            values[name] = value
        }
        self.flags = flags
        self.values = values
    }

    /// The option `name`'s value through `read` (the option's own conversion): `.some(nil)` when
    /// it was not given, `nil` when `read` refuses it.
    package func value<T>(_ name: String, _ read: (String) -> T?) -> T?? {
        guard let text = values[name] else { return .some(nil) }
        guard let value = read(text) else { return nil }
        return .some(value)
    }
}
