import Scene

/// The wording rules of HIG §1.6, §1.7 and §3.7 for the text of alerts, action sheets and
/// notification alerts: capitalisation, punctuation and words to avoid.
///
/// Capitalisation and word rules are English rules: they run only when the interface's locale is
/// English. The Yes/No rule knows the gallery's languages (English, Arabic, Hebrew, Japanese);
/// the punctuation rule knows their full stops and question marks.
enum PresentationLint {
    /// Words title-style capitalisation leaves in lower case (HIG §3.7): articles, coordinating
    /// conjunctions and prepositions of four letters or fewer.
    static let minorWords: Set<String> = [
        "a", "an", "the", "and", "but", "or", "nor", "for", "so", "yet", "as", "at", "by", "in", "of", "off",
        "on", "onto", "out", "to", "up", "via", "from", "into", "with", "over", "upon", "than", "per",
    ]
    /// Words that address the user or speak for the app (HIG §1.6: avoid in titles and buttons).
    static let personalWords: Set<String> = ["you", "your", "yours", "you're", "i", "my", "mine", "me", "i'm"]
    /// Titles of one word that say nothing (HIG §1.6).
    static let uninformativeTitles: Set<String> = [
        "error", "warning", "alert", "problem", "failed", "failure", "oops", "attention", "notice", "caution",
    ]
    /// Yes and No in the languages the runtime ships (HIG §1.6: avoid Yes/No buttons).
    static let yesNo: Set<String> = ["yes", "no", "はい", "いいえ", "نعم", "لا", "כן", "לא"]
    /// Verbs HIG §1.6 replaces with “Tap” in guidance.
    static let notTapWords: Set<String> = ["touch", "click", "choose", "press"]
    /// Characters that end a sentence, in the shipped languages.
    static let sentenceEnds: Set<Character> = [".", "!", "?", "…", "。", "！", "？", "؟"]

    /// Whether `locale` is English (the capitalisation rules apply).
    static func isEnglish(_ locale: InterfaceLocale) -> Bool { locale.language == "en" }

    /// The words of `text`, without surrounding punctuation.
    static func words(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).map { word in
            String(word).trimming(".,;:!?…\"'“”‘’()")
        }.filter { !$0.isEmpty }
    }

    /// Whether `word` starts with an upper-case letter.
    static func isCapitalised(_ word: String) -> Bool {
        guard let first = word.first, first.isLetter else { return true }
        return first.isUppercase
    }

    /// Whether `word` starts with a letter that has case (so capitalisation can be judged).
    static func hasCase(_ word: String) -> Bool {
        guard let first = word.first else { return false }
        return first.isUppercase || first.isLowercase
    }

    /// Whether `text` uses title-style capitalisation: every word capitalised except minor words
    /// in the middle.
    static func isTitleCase(_ text: String) -> Bool {
        let list = words(text)
        for (i, word) in list.enumerated() where hasCase(word) {
            let minor = minorWords.contains(word.lowercased()) && i > 0 && i < list.count - 1
            if !minor && !isCapitalised(word) { return false }
        }
        return true
    }

    /// Whether `text` looks title-cased where sentence style is asked for: at least two words
    /// after the first that are not minor words, all capitalised.
    static func looksTitleCased(_ text: String) -> Bool {
        let rest = words(text).dropFirst().filter { hasCase($0) && !minorWords.contains($0.lowercased()) }
        return rest.count >= 2 && rest.allSatisfy(isCapitalised)
    }

    /// How many sentences `text` holds (ends of sentence followed by more text, plus one).
    static func sentenceCount(_ text: String) -> Int {
        let chars = Array(text.trimming(" \n"))
        var count = 1
        for (i, c) in chars.enumerated() where sentenceEnds.contains(c) && i + 1 < chars.count && chars[i + 1] == " " {
            count += 1
        }
        return count
    }

    /// Whether `text` ends with a sentence's punctuation.
    static func endsWithPunctuation(_ text: String) -> Bool {
        text.trimming(" \n\"”’").last.map { sentenceEnds.contains($0) } ?? false
    }

    /// Whether any word of `text` is one of `set` (case-insensitive).
    static func contains(_ text: String, anyOf set: Set<String>) -> String? {
        words(text).first { set.contains($0.lowercased()) }
    }

    // MARK: Rules

    /// The problems of an alert (or notification) title, HIG §1.6, as messages.
    static func titleProblems(_ title: String, locale: InterfaceLocale) -> [String] {
        let list = words(title)
        guard !list.isEmpty else { return [] }
        var problems: [String] = []
        if list.count == 1, uninformativeTitles.contains(list[0].lowercased()) {
            problems.append("the title “\(title)” says nothing about what happened; name the problem (“Unable to Save Photo”)")
        }
        guard isEnglish(locale) else { return problems }
        if let word = contains(title, anyOf: personalWords) {
            problems.append("the title says “\(word)”; avoid you, your, I and my in alerts")
        }
        let trimmed = title.trimming(" \n")
        let sentences = sentenceCount(trimmed)
        if sentences >= 2 {
            if !endsWithPunctuation(trimmed) {
                problems.append("a title of several sentences ends with punctuation")
            }
        } else if trimmed.hasSuffix("?") {
            if looksTitleCased(trimmed) {
                problems.append("the title “\(title)” is a question: use sentence-style capitalisation")
            }
        } else {
            if endsWithPunctuation(trimmed) {
                problems.append("the title “\(title)” is a fragment or statement: no final punctuation")
            }
            if !isTitleCase(trimmed) {
                problems.append("the title “\(title)” is a fragment or statement: use title-style capitalisation")
            }
        }
        return problems
    }

    /// The problems of an alert message (sentences with sentence capitalisation and punctuation;
    /// “Tap”, not touch, click or choose; button titles not in quotes), HIG §1.6.
    static func messageProblems(_ message: String, buttonTitles: [String], locale: InterfaceLocale) -> [String] {
        let trimmed = message.trimming(" \n")
        guard !trimmed.isEmpty else { return [] }
        var problems: [String] = []
        for title in buttonTitles where !title.isEmpty {
            for (open, close) in [("“", "”"), ("\"", "\""), ("‘", "’"), ("'", "'"), ("「", "」")]
            where trimmed.contains(open + title + close) {
                problems.append("the message quotes the button title \(title); name buttons without quotes")
            }
        }
        guard isEnglish(locale) else { return problems }
        if !endsWithPunctuation(trimmed) {
            problems.append("the message is not a complete sentence with punctuation")
        }
        if let first = words(trimmed).first, !isCapitalised(first) {
            problems.append("the message starts in lower case; use sentence-style capitalisation")
        } else if looksTitleCased(trimmed) && words(trimmed).count >= 4 {
            problems.append("the message is title-cased; use sentence-style capitalisation")
        }
        if let word = contains(trimmed, anyOf: notTapWords) {
            problems.append("the message says “\(word)”; say Tap")
        }
        return problems
    }

    /// The problems of a button title (HIG §1.6, §3.7): Yes/No, more than two words, not title
    /// case, punctuation, personal words.
    static func buttonTitleProblems(_ title: String, locale: InterfaceLocale) -> [String] {
        let trimmed = title.trimming(" \n")
        guard !trimmed.isEmpty else { return ["a button without a title"] }
        var problems: [String] = []
        if yesNo.contains(trimmed.lowercased().trimming(".!?。！？؟")) {
            problems.append("the button “\(title)”: avoid Yes and No; name the action (Delete, Allow, Cancel)")
        }
        if let last = trimmed.last, sentenceEnds.contains(last) || last == "," || last == ":" {
            problems.append("the button “\(title)” ends with punctuation; button titles have none")
        }
        guard isEnglish(locale) else { return problems }
        let count = words(trimmed).count
        if count > ControlMetrics.alertButtonTitleMaximumWords {
            problems.append("the button “\(title)” has \(count) words; use one or two")
        }
        if !isTitleCase(trimmed) {
            problems.append("the button “\(title)” is not in title-style capitalisation")
        }
        if let word = contains(trimmed, anyOf: personalWords) {
            problems.append("the button “\(title)” says “\(word)”; avoid you, your, I and my")
        }
        return problems
    }
}

extension HIGLint {
    /// Sends `issues` to `sink` in debug builds (nothing in release builds).
    static func log(_ issues: [HIGLintIssue], to sink: @MainActor (HIGLintIssue) -> Void) {
        guard isEnabled else { return }
        for issue in issues { sink(issue) }
    }
}

extension String {
    /// The string without leading and trailing characters of `set`.
    func trimming(_ set: String) -> String {
        let chars = Set(set)
        var s = Substring(self)
        while let first = s.first, chars.contains(first) { s = s.dropFirst() }
        while let last = s.last, chars.contains(last) { s = s.dropLast() }
        return String(s)
    }
}
