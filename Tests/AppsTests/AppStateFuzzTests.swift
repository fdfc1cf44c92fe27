import Glibc
import Scanout
import ScanoutTesting
import Testing

/// Mutated real state files (`IDENTIFIER.state.json`, docs/apps.md) read at an app's launch: a
/// clean launch with the damage logged and the file set aside, or the state restored with every
/// restored control within bounds (a navigation stack at most
/// ``RestorationRegistry/maximumRestoredPages`` deep, scroll positions finite); the app launches
/// and draws either way; never a crash, a hang or unbounded memory.
@MainActor
@Suite("Fuzz: app state files")
struct AppStateFuzzTests {
    /// A real state file: the recording app three pages deep with its lists scrolled.
    static func realStateFile(store: AppStateStore) throws -> [UInt8] {
        let journal = Journal()
        let instance = try AppInstance.recording(RecordingApp(journal: journal), store: store, lines: LogLines())
        instance.launch()
        guard let stack = journal.stack, let context = journal.context else { return [] }
        journal.list?.contentOffset.y = 360
        for identifier in ["detail-3", "detail-7"] {
            stack.push(RecordingApp.detail(identifier, journal: journal, context: context), animated: false)
            instance.scene.layoutIfNeeded()
            journal.detailScrolls[identifier]?.contentOffset.y = 120
        }
        journal.note = "a note with \"quotes\", é and 😀"
        instance.terminate()
        return try store.read("recorder-test") ?? []
    }

    /// JSON-aware damage: wild numbers, long or foreign stacks, many scroll identifiers, wrong
    /// types, deep nesting, a truncation.
    static func mutateJSON(_ base: String, _ random: inout FuzzRandom) -> String {
        switch random.below(6) {
        case 0:  // every number, or one, replaced by a wild one
            let wild = ["1e308", "-1e308", "1e999", "-0", "NaN", "Infinity", "99999999999999999999", "-5", "1e-320",
                        "0.5", "\"12\"", "null", "[]", "{}", "true"]
            var out = "", digits = false, replaced = false
            for character in base {
                let isNumber = character.isNumber || character == "." || character == "-"
                if isNumber && !digits && (!replaced || random.chance(0.5)) && random.chance(0.3) {
                    out += random.pick(wild)
                    digits = true
                    replaced = true
                    continue
                }
                if digits && isNumber { continue }
                digits = false
                out.append(character)
            }
            return out
        case 1:  // a stack of many pages, some unknown to the app
            let count = random.chance(0.1) ? random.int(in: 1_000...20_000) : random.int(in: 0...80)
            let pages = (0..<count).map { i in random.chance(0.9) ? "\"detail-\(i)\"" : "\"\(random.wildDouble())\"" }
            return #"{"app":"recorder-test","format":1,"controls":{"navigationStacks":{"main":["visitors","#
                + pages.joined(separator: ",") + #"]},"scrollOffsets":{}},"state":{"note":"n","launches":1}}"#
        case 2:  // many scroll identifiers, wild offsets
            let count = random.int(in: 0...2_000)
            let offsets = (0..<count).map { i in
                let name = random.chance(0.5) ? "detail-\(i % 12).list" : (random.chance(0.5) ? "visitors.list" : "x\(i)")
                return "\"\(name)\":{\"x\":\(Self.number(&random)),\"y\":\(Self.number(&random))}"
            }
            return #"{"app":"recorder-test","format":1,"controls":{"navigationStacks":{"main":["visitors","detail-1"]},"scrollOffsets":{"#
                + offsets.joined(separator: ",") + "}}}"
        case 3:  // nesting deep
            let depth = random.int(in: 1...5_000)
            return String(repeating: "[", count: depth) + String(repeating: "]", count: random.chance(0.5) ? depth : 0)
        case 4:  // truncated
            return String(base.prefix(random.below(base.count + 1)))
        default:  // wrong types for the known keys
            let values = ["1", "\"s\"", "[]", "{}", "null", "[1,2]", "{\"main\":5}", "{\"main\":[1]}"]
            return "{\"app\":\(random.chance(0.7) ? "\"recorder-test\"" : random.pick(values)),\"format\":"
                + "\(random.chance(0.7) ? "1" : random.pick(values)),\"controls\":{\"navigationStacks\":"
                + "\(random.pick(values)),\"scrollOffsets\":\(random.pick(values))},\"state\":\(random.pick(values))}"
        }
    }

    /// A JSON number: ordinary, huge, tiny or negative.
    static func number(_ random: inout FuzzRandom) -> String {
        let value = random.wildDouble()
        return value.isFinite ? "\(value)" : "1e308"
    }

    @Test("A saved stack deeper than the bound gets its first pages back and the rest is logged, not made")
    func deepStackIsBounded() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = AppStateStore(folder: folder.path)
        let count = 10_000
        let pages = (1...count).map { "\"detail-\($0)\"" }.joined(separator: ",")
        let json = #"{"app":"recorder-test","format":1,"controls":{"navigationStacks":{"main":["visitors","#
            + pages + #"]},"scrollOffsets":{}},"state":{"note":"deep","launches":1}}"#
        try store.write(Array(json.utf8), for: "recorder-test")
        let journal = Journal()
        let lines = LogLines()
        let instance = try AppInstance.recording(RecordingApp(journal: journal), store: store, lines: lines)
        instance.launch()
        let limit = RestorationRegistry.maximumRestoredPages
        #expect(journal.stack?.pages.count == limit + 1, "the root and the first \(limit) saved pages")
        #expect(journal.stack?.pages.last?.navigationItem.title == "detail-\(limit)")
        #expect(journal.detailScrolls.count == limit, "no page past the bound was made")
        #expect(lines.lines.contains { $0.contains("\(count) pages saved, restoring the first \(limit)") }, "\(lines.lines)")
        #expect(journal.events == ["makeRootView", "didLaunch(deep #1)"])
    }

    @Test("Mutated state files: a clean launch that logs the damage and sets the file aside, or the state restored within bounds; the app draws")
    func mutatedStateFiles() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = AppStateStore(folder: folder.path)
        let real = try Self.realStateFile(store: store)
        try #require(real.count > 100, "the real state file: \(String(decoding: real, as: UTF8.self))")
        let base = String(decoding: real, as: UTF8.self)
        let fonts = try TestFonts.system()
        let size = PixelSize(width: 195, height: 422)
        let bitmap = Bitmap(size: size)
        let report = fuzz("app state", seed: 0x5CA2_57A7, ciCount: 1_500, longCount: 200_000, deadline: 30) { random, _ in
            let bytes = random.chance(0.5)
                ? ByteMutator.mutate(real, &random) : Array(Self.mutateJSON(base, &random).utf8)
            for name in folder.files { unlink(folder.path + "/" + name) }
            do { try store.write(bytes, for: "recorder-test") } catch {
                Issue.record("cannot write the fuzzed file: \(error)")
                return .typedError
            }
            let journal = Journal()
            let lines = LogLines()
            let instance = AppInstance(RecordingApp(journal: journal),
                                       configuration: AppConfiguration(pixelSize: size, scale: 1, stateStore: store))
            instance.useFonts(fonts)
            instance.log = { lines.lines.append($0) }
            instance.launch()
            #expect(instance.phase == .active)
            instance.scene.renderFrame(into: bitmap, bufferAge: 0)
            let pages = journal.stack?.pages.count ?? 0
            #expect(pages >= 1 && pages <= RestorationRegistry.maximumRestoredPages + 1, "\(pages) pages")
            for scroll in [journal.list].compactMap({ $0 }) + Array(journal.detailScrolls.values) {
                let offset = scroll.contentOffset
                #expect(offset.x.isFinite && offset.y.isFinite, "a scroll position restored as \(offset)")
            }
            let damaged = lines.lines.contains { $0.contains("damaged") && $0.contains("launching without it") }
            if damaged {
                #expect(journal.events == ["makeRootView", "didLaunch(nil)"], "\(lines.lines)")
                #expect(folder.files == ["recorder-test.state.json.corrupt"], "the damaged file is set aside: \(folder.files)")
            }
            instance.terminate()
            // The journal keeps the app's context and views, and they keep the journal (the page
            // maker captures it): the test app's own cycles, broken so that memory measures the
            // runtime's (the instance and its scene are freed).
            journal.context = nil
            journal.stack = nil
            journal.list = nil
            journal.detailScrolls = [:]
            return damaged ? .typedError : .result
        }
        #expect(report.results > 0 && report.typedErrors > 0)
        if isLongFuzzRun { #expect(report.anonymousGrowth < 256 << 20, "\(report)") }
    }
}
