import Glibc
import Graphics
import Testing
@testable import Text

/// Scanout's font index (docs/text.md, “The font index”): it answers exactly what fontconfig
/// answers, is rebuilt when what it was built from changes, and a damaged or unwritable index
/// falls back to fontconfig with a typed error.
@Suite("Font index")
struct FontIndexTests {
    /// fontconfig, started once for the suite.
    static let discovery: FontDiscovery? = try? FontDiscovery()
    /// The families the runtime, the benchmark and the emoji fallback ask for, in other cases too,
    /// with names that are not installed.
    static let families = FontSystem.Configuration.defaultFamilies
        + ["Noto Color Emoji", "DejaVu Sans", "IPAGothic", "inter", "NOTO SANS ARABIC", "No Such Family", "sans-serif",
           "Helvetica"]
    static let coverageWeights = [FontWeight.regular, .bold].map { UInt32(FontDiscovery.fontconfigWeight($0)) }
    /// Latin, Arabic, Hebrew, CJK, Hangul, emoji, other scripts, private use and unassigned.
    static let scalars: [UInt32] = [0x61, 0xE9, 0x14B, 0x1E9E, 0x628, 0x6F1, 0xFEFB, 0x5D0, 0x5B8, 0xFB1D, 0x4E00, 0x3042,
                                    0x30A2, 0x9F8D, 0xFF21, 0xAC00, 0x1F600, 0x2764, 0x1F1EF, 0x2603, 0xE01, 0x915, 0x10A0,
                                    0x391, 0x416, 0x2200, 0xE000, 0xF8FF, 0x20000, 0x10FFFD, 0xFFFF]

    static func temporaryFolder() throws -> String {
        var template = Array("/tmp/scanout-font-index.XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            return mkdtemp(base) != nil
        }
        try #require(made)
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Removes a folder made by ``temporaryFolder()`` with what is in it (files and empty folders).
    static func remove(_ folder: String) {
        if let dir = opendir(folder) {
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name != ".", name != "..", unlink(folder + "/" + name) != 0 { rmdir(folder + "/" + name) }
            }
            closedir(dir)
        }
        rmdir(folder)
    }

    /// The folder of the file at `path`.
    static func folder(of path: String) -> String { String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) }

    /// An index of `families` and the regular and bold coverage, written in a new folder.
    static func writtenIndex() throws -> (path: String, index: FontIndex, discovery: FontDiscovery) {
        let discovery = try #require(Self.discovery)
        let path = try temporaryFolder() + "/fonts.index"
        try FontIndexFile.write(discovery.indexContent(families: families, coverageWeights: coverageWeights), to: path)
        return (path, try FontIndex(path: path), discovery)
    }

    @Test("The regular and bold weights named for the index are the ones fontconfig computes for 400 and 700")
    func namedWeights() {
        #expect(FontDiscovery.regularAndBoldWeights == Self.coverageWeights)
    }

    @Test("Families at every weight: the index gives fontconfig's face, and nil for a family that is not installed")
    func familiesMatchFontconfig() throws {
        let (path, index, discovery) = try Self.writtenIndex()
        defer { Self.remove(Self.folder(of: path)) }
        #expect(index.isCurrent)
        for family in Self.families {
            let weights = family == "Inter" ? Array(1...1000) : [1, 100, 200, 250, 300, 350, 400, 450, 500, 550, 600, 650, 700,
                                                                 800, 900, 950, 1000]
            for value in weights {
                let expected = discovery.face(family: family, weight: FontWeight(value))
                let answer = index.face(family: family, weight: FontWeight(value))
                #expect(answer == .face(expected), "\(family) at weight \(value)")
            }
        }
        #expect(index.face(family: "Inter", weight: .bold) != .face(nil))
        #expect(index.face(family: "No Such Family", weight: .regular) == .face(nil))
        // Installed but not recorded: fontconfig must be asked.
        #expect(index.face(family: "DejaVu Sans Mono", weight: .regular) == .notIndexed)
    }

    @Test("Coverage of Latin, Arabic, Hebrew, CJK and emoji (and a sweep of the code space) is fontconfig's")
    func coverageMatchesFontconfig() throws {
        let (path, index, discovery) = try Self.writtenIndex()
        defer { Self.remove(Self.folder(of: path)) }
        let sweep = Array(stride(from: UInt32(0x80), to: 0x3_0000, by: 251))
        for weight in [FontWeight.regular, .bold] {
            for scalar in Self.scalars + sweep {
                let expected = discovery.face(covering: scalar, fontconfigWeight: FontDiscovery.fontconfigWeight(weight))
                #expect(index.face(covering: scalar, weight: weight) == .face(expected),
                        "U+\(String(scalar, radix: 16, uppercase: true)) at \(weight)")
            }
        }
        #expect(index.face(covering: 0x628, weight: .medium) == .notIndexed)
    }

    @Test("A second font system reads the index and never starts fontconfig; it chooses the same faces")
    func secondStartSkipsFontconfig() throws {
        let path = try Self.temporaryFolder() + "/fonts.index"
        defer { Self.remove(Self.folder(of: path)) }
        let first = try FontSystem(configuration: .init(fontIndexPath: path))
        let firstChain = first.fallbackChain(weight: .regular)
        #expect(first.hasStartedFontconfig)
        #expect(first.fontIndexFailures.isEmpty)
        let second = try FontSystem(configuration: .init(fontIndexPath: path))
        #expect(second.fallbackChain(weight: .regular) == firstChain)
        #expect(second.fallbackChain(weight: .bold) == first.fallbackChain(weight: .bold))
        let text = "Hello مرحبا שלום 日本語 😀 ⅀"
        let fromIndex = Paragraph(text, style: ParagraphStyle(textStyle: .body), fonts: second)
        let fromFontconfig = Paragraph(text, style: ParagraphStyle(textStyle: .body), fonts: first)
        #expect(!second.hasStartedFontconfig, "a current index started fontconfig")
        #expect(fromIndex.runs.map(\.font.path) == fromFontconfig.runs.map(\.font.path))
        #expect(second.openedFaces == first.openedFaces)
    }

    @Test("A changed folder modification time makes the index stale, and it is rebuilt")
    func changedFolderRebuilds() throws {
        let discovery = try #require(Self.discovery)
        let folder = try Self.temporaryFolder()
        defer { Self.remove(folder) }
        let fonts = folder + "/fonts"
        #expect(mkdir(fonts, 0o755) == 0)
        var content = discovery.indexContent(families: ["Inter"], coverageWeights: [])
        content.stamps.append(.file(fonts))
        let path = folder + "/fonts.index"
        try FontIndexFile.write(content, to: path)
        #expect(try FontIndex(path: path).isCurrent)
        var times = [timespec(tv_sec: 1_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, fonts, &times, 0) == 0)
        #expect(try !FontIndex(path: path).isCurrent)
        let lookup = FontLookup(indexPath: path, families: ["Inter"])
        let expected = discovery.face(family: "Inter", weight: .bold)
        #expect(lookup.face(family: "Inter", weight: .bold) == expected)
        #expect(lookup.hasStartedFontconfig)
        #expect(lookup.indexFailures.isEmpty)
        let rebuilt = try FontIndex(path: path)
        #expect(rebuilt.isCurrent)
        #expect(!rebuilt.stamps.contains { $0.name == fonts })
        let again = FontLookup(indexPath: path, families: ["Inter"])
        #expect(again.face(family: "Inter", weight: .bold) == expected)
        #expect(!again.hasStartedFontconfig)
    }

    @Test("A family or weight the index has no answer for goes to fontconfig once, and the index is rebuilt with it")
    func missRebuildsWithTheQuestion() throws {
        let discovery = try #require(Self.discovery)
        let path = try Self.temporaryFolder() + "/fonts.index"
        defer { Self.remove(Self.folder(of: path)) }
        try FontIndexFile.write(discovery.indexContent(families: ["Inter"], coverageWeights: []), to: path)
        let lookup = FontLookup(indexPath: path, families: ["Inter"])
        #expect(lookup.face(family: "Inter", weight: .regular) == discovery.face(family: "Inter", weight: .regular))
        #expect(!lookup.hasStartedFontconfig)
        #expect(lookup.face(family: "DejaVu Sans", weight: .bold) == discovery.face(family: "DejaVu Sans", weight: .bold))
        #expect(lookup.face(covering: "\u{628}", weight: .medium) == discovery.face(covering: "\u{628}", weight: .medium))
        #expect(lookup.hasStartedFontconfig)
        let rebuilt = try FontIndex(path: path)
        #expect(rebuilt.indexedFamilies.contains("inter") && rebuilt.indexedFamilies.contains("dejavu sans"))
        #expect(rebuilt.face(covering: 0x628, weight: .medium)
            == .face(discovery.face(covering: "\u{628}", weight: .medium)))
        let next = FontLookup(indexPath: path, families: ["Inter"])
        #expect(next.face(family: "DejaVu Sans", weight: .bold) == discovery.face(family: "DejaVu Sans", weight: .bold))
        #expect(!next.hasStartedFontconfig)
    }

    @Test("A damaged, truncated or foreign file: fontconfig answers, the error is said once, the index is rebuilt")
    func corruptFileFallsBack() throws {
        let discovery = try #require(Self.discovery)
        let (path, _, _) = try Self.writtenIndex()
        defer { Self.remove(Self.folder(of: path)) }
        let good = try FileBytes.read(path)
        var flipped = good
        flipped[good.count / 2] ^= 0x40
        var otherVersion = good
        otherVersion[8] = 99
        for bytes in [flipped, Array(good.prefix(good.count - 7)), Array(good.prefix(40)), otherVersion,
                      Array("not an index at all".utf8)] {
            try FileBytes.write(bytes, to: path)
            let lookup = FontLookup(indexPath: path, families: ["Inter"])
            #expect(lookup.face(family: "Inter", weight: .semibold) == discovery.face(family: "Inter", weight: .semibold))
            #expect(lookup.face(covering: "\u{5D0}", weight: .regular) == discovery.face(covering: "\u{5D0}", weight: .regular))
            #expect(lookup.indexFailures.count == 1)
            guard case .fontIndexUnusable(let named, let reason) = lookup.indexFailures.first else {
                Issue.record("no typed error for a damaged index")
                continue
            }
            #expect(named == path && !reason.isEmpty)
            #expect(try FontIndex(path: path).isCurrent, "the damaged index was not rebuilt")
        }
    }

    @Test("An index that cannot be written: fontconfig answers, and the error says what to do")
    func unwritableLocation() throws {
        let discovery = try #require(Self.discovery)
        let path = #filePath + "/fonts.index"  // a folder that is a file
        let lookup = FontLookup(indexPath: path, families: ["Inter"])
        #expect(lookup.face(family: "Inter", weight: .regular) == discovery.face(family: "Inter", weight: .regular))
        #expect(lookup.face(family: "No Such Family", weight: .regular) == nil)
        #expect(lookup.indexFailures.count == 1)
        #expect(lookup.indexFailures.first?.description.contains("SCANOUT_FONT_INDEX") == true)
    }

    @Test("The index goes in the board's state folder, else the cache folders; SCANOUT_FONT_INDEX overrides")
    func location() {
        func path(_ environment: [String: String], board: String? = nil, isRoot: Bool = false) -> String? {
            FontIndexLocation.defaultPath(boardStateFolder: board, isRoot: isRoot) { environment[$0] }
        }
        let home = ["HOME": "/home/kiosk"]
        #expect(path(home) == "/home/kiosk/.cache/scanout/fonts.index")
        #expect(path(home.merging(["XDG_CACHE_HOME": "/cache"]) { $1 }) == "/cache/scanout/fonts.index")
        #expect(path(home.merging(["XDG_CACHE_HOME": "relative"]) { $1 }) == "/home/kiosk/.cache/scanout/fonts.index")
        #expect(path(home, isRoot: true) == "/var/cache/scanout/fonts.index")
        #expect(path(home, board: "/data/scanout/", isRoot: true) == "/data/scanout/fonts.index")
        #expect(path([:]) == nil)
        #expect(path(["SCANOUT_FONT_INDEX": "off"], board: "/data") == nil)
        #expect(path(["SCANOUT_FONT_INDEX": "/run/fonts.index"], board: "/data") == "/run/fonts.index")
    }
}
