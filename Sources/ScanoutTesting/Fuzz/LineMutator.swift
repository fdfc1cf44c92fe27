/// Line-level damage to a text file for fuzzers of line-based formats (board profiles, touch
/// scripts): one to four edits, each dropping, repeating or swapping a line, or inserting a new
/// one that the caller makes from its format's vocabulary.
public enum LineMutator {
    /// The lines of `text` after one to four edits; `newLine` makes an inserted line.
    public static func mutate(_ text: String, _ random: inout FuzzRandom,
                              newLine: (inout FuzzRandom) -> String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for _ in 0..<random.int(in: 1...4) {
            let at = random.below(max(lines.count, 1))
            switch random.below(5) {
            case 0 where !lines.isEmpty: lines.remove(at: at)
            case 1 where !lines.isEmpty: lines.insert(lines[at], at: at)
            case 2 where !lines.isEmpty: lines.swapAt(at, random.below(lines.count))
            default: lines.insert(newLine(&random), at: min(at, lines.count))
            }
        }
        return lines
    }
}
