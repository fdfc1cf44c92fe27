/// Reads a BCP 47 language tag into an ``InterfaceLocale``: language, script, region, variants,
/// and the `-u-` extension's keywords. Other extensions and private use (`-x-…`) are accepted
/// and left out; extended language subtags (`zh-yue`) and grandfathered tags are not read.
enum LocaleIdentifierParser {
    static func parse(_ identifier: String) throws(LocaleError) -> InterfaceLocale {
        func fail(_ reason: String) -> LocaleError { .invalidIdentifier(identifier, reason: reason) }
        guard !identifier.isEmpty else { throw fail("it is empty") }
        let subtags = identifier.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
            .map { String($0) }
        for subtag in subtags {
            guard !subtag.isEmpty else { throw fail("it has an empty subtag (two separators in a row, or one at an end)") }
            guard subtag.unicodeScalars.allSatisfy({ $0.isASCII && isAlphanumeric($0) }) else {
                throw fail("“\(subtag)” has a character other than an ASCII letter or digit")
            }
            guard subtag.count <= 8 else { throw fail("“\(subtag)” is longer than 8 characters") }
        }
        let first = subtags[0]
        guard (2...3).contains(first.count), isAlphabetic(first) else {
            throw fail("the language “\(first)” is not two or three letters")
        }
        let language = first.lowercased() == "iw" ? "he" : first.lowercased()
        var index = 1
        var script: String?
        var region: String?
        var variants: [String] = []
        var keywords: [String: String] = [:]

        if index < subtags.count, subtags[index].count == 4, isAlphabetic(subtags[index]) {
            let lower = subtags[index].lowercased()
            script = lower.prefix(1).uppercased() + lower.dropFirst()
            index += 1
        }
        if index < subtags.count {
            let subtag = subtags[index]
            if (subtag.count == 2 && isAlphabetic(subtag)) || (subtag.count == 3 && isNumeric(subtag)) {
                region = subtag.uppercased()
                index += 1
            }
        }
        while index < subtags.count, isVariant(subtags[index]) {
            variants.append(subtags[index].lowercased())
            index += 1
        }
        while index < subtags.count {
            let singleton = subtags[index].lowercased()
            guard singleton.count == 1 else {
                throw fail("“\(subtags[index])” is not a script (4 letters), a region (2 letters or 3 digits), a variant or an extension")
            }
            index += 1
            if singleton == "x" { break }  // private use: the rest of the tag is the owner's
            let start = index
            while index < subtags.count, subtags[index].count > 1 { index += 1 }
            guard index > start else { throw fail("the extension “\(singleton)” has no subtags") }
            if singleton == "u" { keywords = try unicodeKeywords(Array(subtags[start..<index]), fail: fail) }
        }
        return InterfaceLocale(language: language, script: script, region: region, variants: variants,
                               unicodeKeywords: keywords)
    }

    /// The keywords of a `-u-` extension: a two-character key, then its type subtags (3 to 8
    /// characters each; joined with `-`); attributes before the first key are skipped.
    private static func unicodeKeywords(_ subtags: [String], fail: (String) -> LocaleError) throws(LocaleError)
        -> [String: String]
    {
        var keywords: [String: String] = [:]
        var key: String?
        var types: [String] = []
        func finish() { if let key { keywords[key] = types.joined(separator: "-") } }
        for subtag in subtags.map({ $0.lowercased() }) {
            if subtag.count == 2 {
                finish()
                key = subtag
                types = []
            } else if key != nil {
                types.append(subtag)
            } else if subtag.count < 3 {
                throw fail("the Unicode extension's “\(subtag)” is neither a key nor an attribute")
            }
        }
        finish()
        return keywords
    }

    private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    private static func isAlphabetic(_ subtag: String) -> Bool {
        subtag.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
    }

    private static func isNumeric(_ subtag: String) -> Bool {
        subtag.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
    }

    /// A variant: 5 to 8 characters, or 4 starting with a digit (`1996`).
    private static func isVariant(_ subtag: String) -> Bool {
        (5...8).contains(subtag.count)
            || (subtag.count == 4 && subtag.unicodeScalars.first.map { ("0"..."9").contains($0) } == true)
    }
}
