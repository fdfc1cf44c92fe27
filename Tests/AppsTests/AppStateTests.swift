import Glibc
import Scanout
import Runtime
import Devices
import ScanoutTesting
import Testing

@MainActor
@Suite("App state restoration")
struct AppStateTests {
    @Test("A navigation stack and the scroll positions of its pages come back at the next launch")
    func restoresStackAndScrollPositions() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = AppStateStore(folder: folder.path)
        let first = Journal()
        let instance = try AppInstance.recording(RecordingApp(journal: first), store: store, lines: LogLines())
        instance.launch()
        guard let stack = first.stack, let context = first.context else {
            Issue.record("the app made no views")
            return
        }
        first.list?.contentOffset.y = 360
        stack.push(RecordingApp.detail("detail-7", journal: first, context: context), animated: false)
        instance.scene.layoutIfNeeded()
        first.detailScrolls["detail-7"]?.contentOffset.y = 250
        instance.terminate()

        let second = Journal()
        let lines = LogLines()
        let again = try AppInstance.recording(RecordingApp(journal: second), store: store, lines: lines)
        again.launch()
        #expect(second.events == ["makeRootView", "didLaunch(first #1)"])
        let pages = second.stack?.pages.map { $0.navigationItem.title } ?? []
        #expect(pages == ["Visitors", "detail-7"])
        #expect(second.list?.contentOffset.y == 360)
        #expect(second.detailScrolls["detail-7"]?.contentOffset.y == 250)
        #expect(lines.lines.isEmpty, "\(lines.lines)")
        // Back on the root page, its list is where it was left.
        second.stack?.pop(animated: false)
        again.scene.layoutIfNeeded()
        #expect(second.list?.contentOffset.y == 360)
    }

    @Test("A list scrolled by a finger comes back where the finger left it at the next launch")
    func restoresFingerScrolledList() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = AppStateStore(folder: folder.path)
        let first = Journal()
        let instance = try AppInstance.recording(RecordingApp(journal: first), store: store, lines: LogLines())
        instance.launch()
        instance.scene.layoutIfNeeded()
        let list = try #require(first.list)
        let start = list.contentOffset.y
        let session = HeadlessSession(content: instance, pixelSize: instance.scene.pixelSize,
                                      fonts: try TestFonts.system())
        instance.attach(to: session.host)
        // A drag up the list, delivered frame by frame as on a device; whatever glide follows the
        // lift ends before the state is saved.
        session.play(try TouchScript("drag 195,700 195,300 duration=0.8"))
        session.run()
        let scrolled = list.contentOffset.y
        #expect(scrolled > start + 300, "the finger scrolled the list: \(start) → \(scrolled)")
        instance.terminate()

        let second = Journal()
        let again = try AppInstance.recording(RecordingApp(journal: second), store: store, lines: LogLines())
        again.launch()
        #expect(second.list?.contentOffset.y == scrolled)
    }

    @Test("A saved scroll position beyond the content is clamped to its end")
    func clampsScrollPositions() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = AppStateStore(folder: folder.path)
        let json = """
            {"app":"recorder-test","controls":{"navigationStacks":{},"scrollOffsets":{"visitors.list":{"x":0,"y":99999}}},"format":1}
            """
        try store.write(Array(json.utf8), for: "recorder-test")
        let journal = Journal()
        try AppInstance.recording(RecordingApp(journal: journal), store: store, lines: LogLines()).launch()
        #expect(journal.events == ["makeRootView", "didLaunch(nil)"], "a file without app state gives nil")
        let list = try #require(journal.list)
        #expect(list.contentOffset.y == list.maximumContentOffset.y)
        #expect(list.contentOffset.y > 0)
    }

    @Test("A truncated, corrupt or foreign state file gives a clean launch and a logged error, and is set aside",
          arguments: [
            ("truncated", #"{"app":"recorder-test","controls":{"navigationStacks":{"main":["visitors","detail-2"]},"scro"#),
            ("not JSON", "\u{0}\u{1}garbage\u{FF}"),
            ("empty", ""),
            ("wrong type", #"{"app":"recorder-test","controls":{"navigationStacks":{},"scrollOffsets":{}},"format":1,"state":{"note":5,"launches":1}}"#),
            ("another app's", #"{"app":"settings","controls":{"navigationStacks":{},"scrollOffsets":{}},"format":1}"#),
            ("a newer format", #"{"app":"recorder-test","controls":{"navigationStacks":{},"scrollOffsets":{}},"format":99}"#),
          ])
    func damagedStateFile(kind: String, contents: String) throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = AppStateStore(folder: folder.path)
        try store.write(Array(contents.utf8), for: "recorder-test")
        let journal = Journal()
        let lines = LogLines()
        let instance = try AppInstance.recording(RecordingApp(journal: journal), store: store, lines: lines)
        instance.launch()
        #expect(journal.events == ["makeRootView", "didLaunch(nil)"], "\(kind): a clean launch")
        #expect(instance.phase == .active)
        #expect(journal.stack?.pages.count == 1)
        #expect(lines.lines.count == 1, "\(kind): one logged error: \(lines.lines)")
        let line = lines.lines.first ?? ""
        #expect(line.contains("recorder-test.state.json") && line.contains("damaged") && line.contains("launching without it"),
                "\(kind): \(line)")
        #expect(folder.files == ["recorder-test.state.json.corrupt"], "\(kind): the damaged file is kept aside")
        // The app saves normally afterwards, and the next launch reads it.
        instance.terminate()
        let next = Journal()
        try AppInstance.recording(RecordingApp(journal: next), store: store, lines: lines).launch()
        #expect(next.events == ["makeRootView", "didLaunch(first #1)"])
    }

    @Test("A state folder that cannot be written is logged; the app keeps running and the old state is untouched")
    func unwritableFolder() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        // A regular file where the folder should be.
        let blocked = folder.path + "/blocked"
        try FileBytes.write(Array("x".utf8), to: blocked)
        let lines = LogLines()
        let instance = try AppInstance.recording(RecordingApp(journal: Journal()), store: AppStateStore(folder: blocked), lines: lines)
        instance.launch()
        #expect(!instance.saveState())
        #expect(instance.phase == .active)
        #expect(lines.lines.count == 1 && lines.lines[0].contains("cannot save the state"), "\(lines.lines)")
    }

    @Test("Writes are atomic: the file is replaced whole, no temporary file is left, the folder is created")
    func atomicWrite() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = AppStateStore(folder: folder.path + "/nested/state")
        try store.write(Array("one".utf8), for: "app")
        try store.write(Array("two, longer".utf8), for: "app")
        #expect(try store.read("app") == Array("two, longer".utf8))
        #expect(try store.read("other") == nil)
        #expect(fileNames(in: folder.path + "/nested/state") == ["app.state.json"])
        unlink(folder.path + "/nested/state/app.state.json")
        rmdir(folder.path + "/nested/state")
        rmdir(folder.path + "/nested")
    }

    @Test("The board's state folder, else the user's, names the store")
    func boardStateFolder() throws {
        let board = try BoardProfile(parsing: "state = /var/lib/kiosk\n")
        #expect(AppStateStore(board: board).path(for: "check-in") == "/var/lib/kiosk/check-in.state.json")
        #expect(throws: BoardProfileError.self) { try BoardProfile(parsing: "state = relative/path\n") }
        #expect(AppStateStore(board: BoardProfile()).folder.hasSuffix("scanout"))
    }

    @Test("Identifiers are derived from names and safe as file names")
    func identifiers() {
        #expect(AppIdentifier.derived(from: "Check-In") == "check-in")
        #expect(AppIdentifier.derived(from: "Device Settings") == "device-settings")
        #expect(AppIdentifier.derived(from: "../../etc/passwd") == "etc-passwd")
        #expect(AppIdentifier.derived(from: "設定") == "app")
        #expect(AppIdentifier.isValid("check-in"))
        #expect(!AppIdentifier.isValid("../x"))
        #expect(!AppIdentifier.isValid(".hidden"))
    }
}
