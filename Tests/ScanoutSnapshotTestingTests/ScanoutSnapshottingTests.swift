import Glibc
import Scanout
import ScanoutAppTesting
import ScanoutSnapshotTesting
import SnapshotTesting
import Testing

/// A one-switch settings screen on the public API.
final class SwitchApp: App {
    var name: String { "Switch" }
    func makeRootView(context: AppContext) -> Node {
        let label = TextNode(context.environment.locale.language == "he" ? "מצב טיסה" : "Airplane Mode", style: .body)
        let row = HStackNode(spacing: 12, alignment: .center, children: [label, Spacer(), Switch()])
        row.padding = EdgeInsets(horizontal: 16, vertical: 6)
        row.background = .color(.system(.secondarySystemGroupedBackground))
        row.cornerRadius = 10
        let root = VStackNode(spacing: 0, alignment: .fill)
        root.padding = EdgeInsets(top: 24, leading: 16, bottom: 0, trailing: 16)
        root.background = .color(.system(.systemGroupedBackground))
        root.addChild(row)
        root.addChild(Spacer())
        return root
    }
}

/// swift-snapshot-testing's `assertSnapshot` with the `.scanout` strategy: snapshots in
/// `__Snapshots__/`, never written by a test run unless `SCANOUT_RECORD_GOLDENS=1`
/// (`scripts/record-goldens`), as Scanout's goldens.
@Suite("The .scanout snapshot strategy")
@MainActor
struct ScanoutSnapshottingTests {
    let record: SnapshotTestingConfiguration.Record =
        getenv("SCANOUT_RECORD_GOLDENS").map { String(cString: $0) == "1" } == true ? .all : .never

    @Test("A screen after a tap matches its snapshot, dark and RTL")
    func matches() throws {
        let on = try AppScreen(SwitchApp.self, script: "tap 262,45")
        withSnapshotTesting(record: record) {
            assertSnapshot(of: on, as: .scanout(size: Size(width: 320, height: 120), scale: 2, appearance: .dark),
                           named: "on-dark")
            let onRTL = try? AppScreen(SwitchApp.self, script: "tap 58,45")
            if let onRTL {
                assertSnapshot(of: onRTL, as: .scanout(size: Size(width: 320, height: 120), scale: 2, locale: .hebrew),
                               named: "on-light-rtl")
            }
        }
    }

    @Test("A screen that differs fails with the count of differing pixels and a diff image")
    func differs() throws {
        let off = AppScreen(SwitchApp.self)
        let message = withSnapshotTesting(record: .never) {
            verifySnapshot(of: off, as: .scanout(size: Size(width: 320, height: 120), scale: 2, appearance: .dark),
                           named: "on-dark", testName: "matches()")
        }
        let text = try #require(message)
        #expect(text.contains("pixels differ from the snapshot"), "\(text)")
        #expect(text.contains("tolerance ±2 per channel"), "\(text)")
        let diffPath = try #require(text.split(separator: " ").last.map { String($0) })
        #expect(access(diffPath, R_OK) == 0, "\(diffPath)")
    }

    @Test("A tolerance lets slight differences pass")
    func tolerance() throws {
        let off = AppScreen(SwitchApp.self)
        // The whole switch differs (its track and thumb): hundreds of pixels, far beyond ±2.
        let loose = withSnapshotTesting(record: .never) {
            verifySnapshot(of: off, as: .scanout(size: Size(width: 320, height: 120), scale: 2, appearance: .dark,
                                                 tolerance: .perChannel(255)),
                           named: "on-dark", testName: "matches()")
        }
        #expect(loose == nil)
    }
}
