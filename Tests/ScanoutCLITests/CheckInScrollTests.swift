import Graphics
import Scanout
import Runtime
import ScanoutAppTesting
import ScanoutTesting
import Testing

@testable import CheckInApp

/// CheckIn's form and visitor list scroll under a finger, as any scrolling surface does.
@MainActor
@Suite("CheckIn's visitor list scrolls by finger")
struct CheckInScrollTests {
    /// A kiosk at 800×480 with a day's worth of visitors, settled on a headless session.
    private func kiosk() throws -> (screen: CheckInScreen, session: HeadlessSession, instance: AppInstance) {
        let size = PixelSize(width: 800, height: 480)
        let app = CheckIn()
        let instance = AppInstance(app, configuration: AppConfiguration(pixelSize: size, scale: 1))
        let session = HeadlessSession(content: instance, pixelSize: size, scale: 1, fonts: try TestFonts.system(),
                                      clockStart: 2_500)
        instance.attach(to: session.host)
        instance.launch()
        let screen = try #require(app.screen)
        screen.restore((1...30).map { Visitor(name: "Visitor \($0)", company: "Company \($0)") })
        session.run()
        return (screen, session, instance)
    }

    /// The names of the visitor rows drawn on screen in the last frame.
    private func visibleRows(_ screen: CheckInScreen) -> [String] {
        func rows(_ node: Node) -> [ListRow] {
            node.children.flatMap { child in ((child as? ListRow).map { [$0] } ?? []) + rows(child) }
        }
        return rows(screen.scroll.content).filter { !$0.lastPaintedRect.isEmpty }.map(\.titleNode.text)
    }

    @Test("A finger dragging up scrolls the list: the offset follows it, later visitors come into view, the screen changes")
    func dragScrolls() throws {
        let (screen, session, _) = try kiosk()
        let top = screen.scroll.minimumContentOffset.y
        #expect(screen.scroll.contentOffset.y == top, "at the top, under the bar")
        let rowsBefore = visibleRows(screen)
        #expect(rowsBefore.first == "Visitor 30", "the latest visitor first: \(rowsBefore)")
        #expect(!rowsBefore.contains("Visitor 20"), "the list runs past the screen: \(rowsBefore)")
        let before = Bitmap(size: session.display.frame.size)
        session.display.frame.copy(session.display.frame.bounds, into: before)

        // The finger rests before it lifts: the list stops where it was put, without a glide.
        session.play(try TouchScript(Self.drag(from: 440, to: 140)))
        session.run()
        let offset = screen.scroll.contentOffset.y - top
        #expect(offset >= 250, "the content followed the finger up (300 pt less the first move): offset \(offset)")
        #expect(offset + top <= screen.scroll.maximumContentOffset.y + 0.5, "settled inside the content: \(offset)")
        let rowsAfter = visibleRows(screen)
        #expect(rowsAfter != rowsBefore, "other visitors on screen: \(rowsAfter)")
        #expect(rowsAfter.contains("Visitor 20"), "an earlier visitor scrolled into view: \(rowsAfter)")
        var changed = 0
        let frame = session.display.frame
        for y in stride(from: 0, to: frame.size.height, by: 4) {
            for x in stride(from: 0, to: frame.size.width, by: 4) where frame[x, y] != before[x, y] { changed += 1 }
        }
        #expect(changed > 1000, "the picture moved: \(changed) sampled pixels changed")

        // Dragged back down past the top, it bounces back to the start.
        session.play(try TouchScript(Self.drag(from: 120, to: min(470, 120 + offset + 80))))
        session.run()
        #expect(abs(screen.scroll.contentOffset.y - top) < 0.5, "back at the top: \(screen.scroll.contentOffset.y)")
        #expect(visibleRows(screen) == rowsBefore)
    }

    /// A one-finger drag down the middle of the screen from `y` to `y` (points), in ten moves
    /// a frame apart, the finger resting a moment before it lifts. (The first move takes the
    /// drag past the touch slop: the content follows the finger from there.)
    static func drag(from start: Double, to end: Double) -> String {
        let moves = (1...10).map { "move 1 400,\(start + (end - start) * Double($0) / 10)\nwait 0.0167" }
        return (["down 1 400,\(start)", "wait 0.0167"] + moves + ["wait 0.3", "up 1", "wait 0.5"]).joined(separator: "\n") + "\n"
    }
}

/// Check-In at the panel sizes boards ship: nothing cut off that scrolling cannot bring into view,
/// and a host that sleeps once the screen has settled.
@MainActor
@Suite("Check-In at the common panel sizes")
struct CheckInPanelSizeTests {
    @Test("Nothing is clipped and nothing wakes the idle host at any common panel size, in English and in Arabic",
          arguments: ["en", "ar"])
    func nothingClippedNothingAwake(language: String) throws {
        var environment = EnvironmentValues()
        environment.locale = try InterfaceLocale(language)
        environment.layoutDirection = environment.locale.layoutDirection
        for size in PanelSizes.common {
            let shown = try SettledApp(CheckIn(), size: size, environment: environment)
            #expect(shown.clippedElements.isEmpty, "\(language) at \(size): \(shown.clippedElements.prefix(6))")
            #expect(shown.idleWakeUps(over: 2) == 0, "\(language) at \(size): woken by \(shown.frameRequesters)")
        }
    }
}
