/// Turning an app's name into its identifier: the name of its state file and its command-line
/// name.
public enum AppIdentifier {
    /// `name` in lower case, spaces and slashes as single hyphens, nothing but ASCII letters,
    /// digits, `-`, `_` and `.` kept, at most 64 characters; `app` when nothing is left (“Check-In” →
    /// `check-in`, “Réglages 2” → `rglages-2`).
    public static func derived(from name: String) -> String {
        var result = ""
        for scalar in name.lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else if scalar == " " || scalar == "/" || scalar == "\t", !result.hasSuffix("-"), !result.isEmpty {
                result += "-"
            }
        }
        var trimmed = Substring(result.prefix(64))
        while trimmed.last == "-" { trimmed.removeLast() }
        while trimmed.first == "." || trimmed.first == "-" { trimmed.removeFirst() }
        return trimmed.isEmpty ? "app" : String(trimmed)
    }

    /// Whether `identifier` is safe as a file name: not empty, at most 64 characters, only
    /// ASCII letters, digits, `-`, `_` and `.`, not starting with a dot.
    public static func isValid(_ identifier: String) -> Bool {
        !identifier.isEmpty && identifier.count <= 64 && !identifier.hasPrefix(".")
            && identifier.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0)) }
    }
}
