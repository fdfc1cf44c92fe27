import Graphics

/// Reads the words of one script line, turning mistakes into ``TouchScriptError``s.
struct LineParser {
    let line: Int
    let command: String
    private var words: [String]
    private var index = 0

    init(line: Int, command: String, words: [String]) {
        self.line = line
        self.command = command
        self.words = words
    }

    func error(_ kind: TouchScriptError.Kind) -> TouchScriptError { TouchScriptError(line: line, kind: kind) }

    private mutating func next(_ expected: String) throws(TouchScriptError) -> String {
        guard index < words.count, !words[index].contains("=") else {
            throw error(.missingArgument(command: command, expected: expected))
        }
        defer { index += 1 }
        return words[index]
    }

    mutating func number(_ expected: String) throws(TouchScriptError) -> Double {
        let word = try next(expected)
        return try parseNumber(word)
    }

    func parseNumber(_ word: String) throws(TouchScriptError) -> Double {
        guard let value = Double(word), value.isFinite else { throw error(.invalidNumber(word)) }
        guard abs(value) <= TouchScript.maximumMagnitude else {
            throw error(.tooLarge(name: "the number", value: value, limit: TouchScript.maximumMagnitude))
        }
        return value
    }

    mutating func point(_ expected: String) throws(TouchScriptError) -> Point {
        let word = try next(expected)
        let parts = word.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else {
            throw error(.invalidPoint(word))
        }
        guard max(abs(x), abs(y)) <= TouchScript.maximumMagnitude else {
            throw error(
                .tooLarge(name: "the coordinate", value: max(abs(x), abs(y)), limit: TouchScript.maximumMagnitude))
        }
        return Point(x: x, y: y)
    }

    /// Reads an element target (`"Open"`, `id:open-button`, `row:"Locker 7"`) when the next word
    /// is one; `nil` (nothing read) when it is not.
    mutating func target() throws(TouchScriptError) -> ElementTarget? {
        guard index < words.count else { return nil }
        let word = words[index]
        var role: ElementTarget.Role?
        var rest = Substring(word)
        if !Self.isQuote(word.first), let colon = word.firstIndex(of: ":") {
            let prefix = String(word[..<colon])
            if prefix != "id" {
                guard let known = ElementTarget.Role(rawValue: prefix) else {
                    // `3:4` is a mistyped point, not a role.
                    if Double(prefix) != nil { return nil }
                    throw error(.unknownRole(prefix))
                }
                role = known
                rest = word[word.index(after: colon)...]
            }
        }
        let key: ElementTarget.Key
        if rest.hasPrefix("id:") {
            let id = try unquoted(rest.dropFirst(3), whole: word)
            guard !id.isEmpty else {
                throw error(.missingArgument(command: command, expected: "an identifier after id:"))
            }
            key = .identifier(id)
        } else if Self.isQuote(rest.first) {
            key = .label(try unquoted(rest, whole: word))
        } else if role != nil {
            key = .label(String(rest))
        } else {
            return nil
        }
        index += 1
        return ElementTarget(key, role: role)
    }

    /// `text` without its surrounding quotes (straight or curly); a word without quotes as it is.
    private func unquoted(_ text: Substring, whole: String) throws(TouchScriptError) -> String {
        guard Self.isQuote(text.first) else { return String(text) }
        guard text.count >= 2, Self.isQuote(text.last) else { throw error(.unterminatedQuote(whole)) }
        return String(text.dropFirst().dropLast())
    }

    static func isQuote(_ c: Character?) -> Bool { c == "\"" || c == "“" || c == "”" }

    /// The words of a line: separated by spaces and tabs, except inside double quotes (straight or
    /// curly), which keep theirs; `#` outside quotes starts a comment. `nil` when a quote is not
    /// closed.
    static func words(of line: Substring) -> [String]? {
        var words: [String] = []
        var current = ""
        var quoted = false
        for c in line {
            if isQuote(c) {
                quoted.toggle()
                current.append(c)
            } else if !quoted && c == "#" {
                break
            } else if !quoted && (c == " " || c == "\t" || c == "\r") {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(c)
            }
        }
        if quoted { return nil }
        if !current.isEmpty { words.append(current) }
        return words
    }

    mutating func touchID() throws(TouchScriptError) -> Int {
        let word = try next("a touch number")
        guard let id = Int(word), id >= 0 else { throw error(.invalidNumber(word)) }
        return id
    }

    mutating func key() throws(TouchScriptError) -> (Key, KeyModifiers) {
        let word = try next("a key name such as Return, Tab, Escape or a")
        var parts = word.split(separator: "+").map(String.init)
        guard let name = parts.popLast(), !name.isEmpty else {
            throw error(.missingArgument(command: command, expected: "a key name"))
        }
        var modifiers: KeyModifiers = []
        for part in parts {
            switch part.lowercased() {
            case "shift": modifiers.insert(.shift)
            case "ctrl", "control": modifiers.insert(.control)
            case "alt": modifiers.insert(.alt)
            case "meta", "super": modifiers.insert(.meta)
            default: throw error(.unknownModifier(part))
            }
        }
        return (Key(scriptName: name), modifiers)
    }

    /// Reads the remaining `name=value` options; anything else is an error.
    @discardableResult
    mutating func finish(options allowed: Set<String>) throws(TouchScriptError) -> [String: String] {
        var result: [String: String] = [:]
        while index < words.count {
            let word = words[index]
            index += 1
            guard let eq = word.firstIndex(of: "=") else { throw error(.unexpectedArgument(word)) }
            let name = String(word[..<eq])
            guard allowed.contains(name) else { throw error(.unknownOption(command: command, option: name)) }
            result[name] = String(word[word.index(after: eq)...])
        }
        return result
    }

    func number(_ text: String?, name: String, default value: Double) throws(TouchScriptError) -> Double {
        guard let text else { return value }
        return try parseNumber(text)
    }

    func positive(
        _ text: String?, name: String, default value: Double,
        limit: Double = TouchScript.maximumMagnitude
    ) throws(TouchScriptError) -> Double {
        let v = try number(text, name: name, default: value)
        guard v > 0 else { throw error(.notPositive(name: name, value: v)) }
        guard v <= limit else { throw error(.tooLarge(name: name, value: v, limit: limit)) }
        return v
    }

    func count(_ text: String?, name: String, default value: Int) throws(TouchScriptError) -> Int {
        guard let text else { return value }
        guard let n = Int(text) else { throw error(.invalidNumber(text)) }
        guard n > 0, n <= 10 else { throw error(.notPositive(name: name, value: Double(n))) }
        return n
    }
}
