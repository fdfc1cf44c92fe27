import Scanout
import Runtime
import ScanoutTesting
import Testing
@testable import Apps

/// A kiosk app pushes and pops pages for months: the restoration registry keeps entries only for
/// the controls still alive (docs/vm-suite.md "Soak", the long-running structures).
@MainActor
@Suite("Restoration registry: bounded")
struct RestorationRegistryBoundTests {
    @Test("200 detail pages pushed, registered and popped leave the registry with the live controls' entries only")
    func poppedPagesLeaveNoEntry() throws {
        let journal = Journal()
        let instance = try AppInstance.recording(RecordingApp(journal: journal), store: nil, lines: LogLines())
        // Frames run, as in an app on a display: the scene lets go of a removed page's damage
        // (and of the page) when it draws.
        let session = HeadlessSession(content: instance, pixelSize: PixelSize(width: 390, height: 844),
                                      fonts: try TestFonts.system())
        instance.attach(to: session.host)
        instance.launch()
        session.run(until: 0.5)
        let stack = try #require(journal.stack), context = try #require(journal.context)
        let registry = context.restoration
        let atLaunch = registry.entryCount
        weak var firstPage: NavigationPage?
        for index in 0..<200 {
            // Each page registers its list and gets an identifier of its own, as an app's detail pages do.
            let scroll = RecordingApp.tallList(rows: 3)
            let identifier = "detail-\(index)"
            registry.register(scroll, as: identifier + ".list")
            let page = NavigationPage(title: identifier, content: scroll)
            registry.identify(page, as: identifier)
            stack.push(page, animated: false)
            session.run(until: session.clock.now + 0.05)
            #expect(registry.identifier(of: page) == identifier)
            stack.pop(animated: false)
            session.run(until: session.clock.now + 0.05)
            if index == 0 { firstPage = page }
        }
        #expect(firstPage == nil, "a popped page is freed once drawn (else the registry's bound would prove nothing)")
        // The last page's two entries may remain until the next registration drops them.
        #expect(registry.entryCount <= atLaunch + 2, "entries \(atLaunch) at launch → \(registry.entryCount) after 200 pages")
        // What is alive is still saved: the root page and its list.
        let root = try #require(stack.pages.first)
        #expect(registry.identifier(of: root) == "visitors")
        #expect(registry.capture().scrollOffsets["visitors.list"] != nil)
        instance.terminate()
    }
}
