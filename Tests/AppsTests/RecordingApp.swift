import Glibc
import Scanout
import ScanoutTesting

/// What a ``RecordingApp`` was told, in order.
@MainActor
final class Journal {
    var events: [String] = []
    /// The app's views, once made.
    var stack: NavigationStack?
    var list: ScrollView?
    var detailScrolls: [String: ScrollView] = [:]
    var context: AppContext?
    /// The state the app reports.
    var note = "first"
}

/// A test app: a navigation stack whose root page is a tall scrolling list and whose detail
/// pages ("detail-N") are tall scrolling lists too, registered for restoration; it records
/// every lifecycle callback.
final class RecordingApp: App {
    struct State: Codable, Equatable {
        var note: String
        var launches: Int
    }

    let journal: Journal

    init() { journal = Journal() }
    init(journal: Journal) { self.journal = journal }

    var name: String { "Recorder Test" }
    var supportedOrientations: AppOrientations { .allButUpsideDown }

    func makeRootView(context: AppContext) -> Node {
        journal.events.append("makeRootView")
        journal.context = context
        let list = Self.tallList(rows: 40)
        journal.list = list
        let root = NavigationPage(title: "Visitors", content: list)
        let stack = NavigationStack(root: root)
        journal.stack = stack
        context.restoration.identify(root, as: "visitors")
        context.restoration.register(list, as: "visitors.list")
        context.restoration.register(stack, as: "main") { [journal] identifier in
            guard identifier.hasPrefix("detail-") else { return nil }
            return Self.detail(identifier, journal: journal, context: context)
        }
        return stack
    }

    /// A detail page, its scroll view registered.
    static func detail(_ identifier: String, journal: Journal, context: AppContext) -> NavigationPage {
        let scroll = tallList(rows: 30)
        journal.detailScrolls[identifier] = scroll
        context.restoration.register(scroll, as: identifier + ".list")
        let page = NavigationPage(title: identifier, content: scroll)
        context.restoration.identify(page, as: identifier)
        return page
    }

    static func tallList(rows: Int) -> ScrollView {
        let column = VStackNode(spacing: 0, alignment: .fill)
        for index in 0..<rows {
            let row = Node()
            row.background = .color(.fixed(index % 2 == 0 ? .white : Color(white: 0.9)))
            row.horizontalSizing = .flexible()
            row.verticalSizing = .fixed(44)
            row.cornerRadius = 10  // a shape the raster cache keeps
            column.addChild(row)
        }
        return ScrollView(content: column)
    }

    func didLaunch(restoring state: State?, context: AppContext) {
        journal.events.append("didLaunch(\(state.map { "\($0.note) #\($0.launches)" } ?? "nil"))")
    }
    func willSuspend() { journal.events.append("willSuspend") }
    func didResume() { journal.events.append("didResume") }
    func willTerminate() { journal.events.append("willTerminate") }
    func didReceiveMemoryWarning() { journal.events.append("memoryWarning") }
    func orientationWillChange(to orientation: AppOrientation) { journal.events.append("willRotate(\(orientation))") }
    func orientationDidChange(to orientation: AppOrientation) { journal.events.append("didRotate(\(orientation))") }
    func stateSnapshot() -> State? {
        journal.events.append("snapshot")
        return State(note: journal.note, launches: 1)
    }
}

/// A fresh, empty folder for state files, removed by ``remove()``.
struct TemporaryFolder {
    let path: String

    init() {
        var template = Array("/tmp/scanout-apps-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }
        path = made.map { String(cString: $0) } ?? "/tmp/scanout-apps-fallback-\(getpid())"
    }

    func remove() {
        for name in fileNames(in: path) { unlink(path + "/" + name) }
        rmdir(path)
    }

    /// The names of the files in the folder, sorted.
    var files: [String] { fileNames(in: path) }
}

/// The names of the files in the folder at `path`, sorted.
func fileNames(in path: String) -> [String] {
    guard let dir = opendir(path) else { return [] }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
}

@MainActor
extension AppInstance {
    /// An instance of `app` on a 390×844 pt phone-sized screen, logging into `lines`.
    static func recording(_ app: RecordingApp, store: AppStateStore?, lines: LogLines,
                          size: PixelSize = PixelSize(width: 390, height: 844)) throws -> AppInstance {
        let instance = AppInstance(app, configuration: AppConfiguration(pixelSize: size, scale: 1, stateStore: store))
        // Set as a host sets them; a launch that restores state lays the tree out before any host.
        instance.useFonts(try TestFonts.system())
        instance.log = { lines.lines.append($0) }
        return instance
    }
}

/// Log lines collected by a test.
@MainActor
final class LogLines {
    var lines: [String] = []
}
