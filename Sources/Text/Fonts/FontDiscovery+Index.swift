import CFontconfig

/// Building a font index (``FontIndexContent``) from fontconfig's own answers: what
/// ``FontDiscovery`` answers, recorded over every weight and every Unicode scalar, so that later
/// starts answer the same without fontconfig (docs/text.md, “The font index”).
extension FontDiscovery {
    /// The index content for the families `families` (over every weight) and coverage at the
    /// fontconfig weights `coverageWeights` (over every scalar), with the stamps of everything
    /// fontconfig read.
    ///
    /// A coverage table whose spot checks against fontconfig disagree (a configuration the
    /// recording does not model) is left out: those lookups go to fontconfig.
    func indexContent(families: [String], coverageWeights: [UInt32]) -> FontIndexContent {
        var content = FontIndexContent()
        content.stamps = stamps()
        content.fontconfigWeights = (0...1000).map { UInt16(clamping: FcWeightFromOpenType(Int32($0))) }
        content.installedFamilies = installedFamilies()
        var numbers: [FontDescriptor: UInt32] = [:]
        func number(_ descriptor: FontDescriptor) -> UInt32 {
            if let known = numbers[descriptor] { return known }
            content.descriptors.append(descriptor)
            numbers[descriptor] = UInt32(content.descriptors.count - 1)
            return UInt32(content.descriptors.count - 1)
        }
        let domain = Set(content.fontconfigWeights[1...]).map(UInt32.init).sorted()
        var names: [String] = []
        for family in families where !names.contains(family.lowercased()) {
            let name = family.lowercased()
            guard content.installedFamilies.contains(name) else { continue }
            names.append(name)
            let answers = answersOverWeights(of: family, domain: domain)
            var runs: [(fontconfigWeight: UInt32, descriptor: UInt32?)] = []
            for (weight, answer) in zip(domain, answers) {
                let numbered = answer.map(number)
                if let last = runs.last, last.descriptor == numbered { continue }
                runs.append((UInt32(weight), numbered))
            }
            content.families.append(.init(name: name, runs: runs))
        }
        content.families.sort { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        for weight in Set(coverageWeights).sorted() {
            guard let recorded = coverage(fontconfigWeight: weight) else { continue }
            content.coverage.append(.init(fontconfigWeight: weight, uncovered: recorded.uncovered.map(number),
                                          ranges: recorded.ranges.map { .init(first: $0.first, last: $0.last, descriptor: number($0.face)) }))
        }
        return content
    }

    /// The folders and configuration files fontconfig read (with the folders holding the files,
    /// so that a file added to `conf.d` shows), then the environment it reads.
    private func stamps() -> [FontIndexStamp] {
        var paths: [String] = []
        func add(_ path: String) { if !paths.contains(path) { paths.append(path) } }
        for list in [FcConfigGetFontDirs(config), FcConfigGetConfigFiles(config)] {
            guard let list else { continue }
            defer { FcStrListDone(list) }
            while let next = FcStrListNext(list) {
                let path = String(cString: UnsafeRawPointer(next).assumingMemoryBound(to: CChar.self))
                add(path)
                if let slash = path.lastIndex(of: "/"), slash != path.startIndex { add(String(path[..<slash])) }
            }
        }
        return paths.map(FontIndexStamp.file) + FontIndexStamp.variables.map(FontIndexStamp.variable)
    }

    /// Every family name an installed face declares, lowercased, sorted by UTF-8 bytes.
    private func installedFamilies() -> [String] {
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        guard let objects = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        FcObjectSetAdd(objects, FC_FAMILY)
        guard let list = FcFontList(config, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(list) }
        var names = Set<String>()
        for font in fonts(of: list) {
            var n: Int32 = 0
            var value: UnsafeMutablePointer<FcChar8>?
            while FcPatternGetString(font, FC_FAMILY, n, &value) == FcResultMatch, let value {
                names.insert(String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self)).lowercased())
                n += 1
            }
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    private func fonts(of set: UnsafeMutablePointer<FcFontSet>) -> [OpaquePointer] {
        guard let fonts = set.pointee.fonts else { return [] }
        return (0..<Int(set.pointee.nfont)).compactMap { fonts[$0] }
    }

    /// fontconfig's answer for `family` at each weight of `domain` (ascending). The face nearest
    /// a weight wins, so each face answers one interval of weights: where the answers at two
    /// weights agree, so do all between them, and only the weights between two different
    /// answers are asked (bisection).
    private func answersOverWeights(of family: String, domain: [UInt32]) -> [FontDescriptor?] {
        var answers = [FontDescriptor??](repeating: .none, count: domain.count)
        func ask(_ index: Int) -> FontDescriptor? {
            if case .some(let known) = answers[index] { return known }
            let answer = face(family: family, fontconfigWeight: Int32(domain[index]))
            answers[index] = .some(answer)
            return answer
        }
        var intervals = [(0, domain.count - 1)]
        while let (low, high) = intervals.popLast() {
            let a = ask(low), b = ask(high)
            if a == b {
                for index in low...high { answers[index] = .some(a) }
            } else if high - low > 1 {
                let middle = (low + high) / 2
                intervals.append((low, middle))
                intervals.append((middle, high))
            }
        }
        return answers.map { $0 ?? nil }
    }
}
