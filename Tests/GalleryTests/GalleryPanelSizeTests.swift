import Scanout
import Runtime
import ScanoutAppTesting
import ScanoutTesting
import Testing
@testable import Gallery

/// Every gallery screen at the panel sizes embedded boards ship, landscape and portrait: the
/// headless screenshot settles within its bound, nothing is cut off that the size could show,
/// and once settled the host sleeps, unless something visible moves.
@MainActor
@Suite("Gallery screens at the common panel sizes")
struct GalleryPanelSizeTests {
    /// 320×240 to 1920×1080, then each one's portrait.
    static let sizes = PanelSizes.common

    /// Shown frames a settling run waits for while a visible activity indicator turns (one
    /// second of its steps); the picture itself is not compared here.
    static let settlingFrames = 8

    @Test(
        "The headless screenshot finishes, nothing is clipped that scrolling cannot bring into view, and once settled nothing wakes the host but a visible activity indicator, which shows each wake-up's step",
        arguments: GalleryScreen.allCases)
    func settlesThenSleeps(screen: GalleryScreen) throws {
        let fonts = try TestFonts.system()
        for size in Self.sizes {
            let instance = AppInstance(ScanoutGallery(screen: screen), configuration: GalleryRun.configuration(
                size: size, scale: 1, language: .english, colorScheme: .light))
            let session = HeadlessSession(content: instance, pixelSize: size, scale: 1, fonts: fonts, clockStart: 4_321.5)
            instance.attach(to: session.host)
            instance.launch()
            do {
                try session.runUntilSettled(settlingFrames: Self.settlingFrames)
            } catch {
                Issue.record("\(screen) at \(size): \(error)")
                continue
            }
            #expect(session.host.statistics.frames >= 1, "\(screen) at \(size): drawn")
            let clipped = ClippingAudit.clippedElements(in: instance.scene)
            #expect(clipped.isEmpty, "\(screen) at \(size): \(clipped.count) cut off: \(clipped.prefix(6))")
            // A virtual idle period of two seconds.
            let requesters = instance.frameRequesters
            let wakeUps = session.clock.wakeUpCount
            let frames = session.host.statistics.frames
            session.run(until: session.clock.now + 2)
            let woken = session.clock.wakeUpCount - wakeUps - 1  // the last one ends the run
            let shown = session.host.statistics.frames - frames
            if requesters.isEmpty {
                #expect(woken == 0, "\(screen) at \(size): \(woken) wake-ups while idle (\(shown) frames)")
            } else {
                #expect(requesters.allSatisfy { $0.hasPrefix("ActivityIndicator ") },
                        "\(screen) at \(size): only a visible spinner asks, not \(requesters)")
                // A spinner steps eight times a second: every step is a frame on screen.
                #expect(shown >= 15, "\(screen) at \(size): \(shown) frames in 2 s for \(requesters)")
            }
        }
    }

    @Test("An activity indicator scrolled out of view asks for no frames, and turns again once scrolled back")
    func offscreenSpinnerSleeps() throws {
        let size = PixelSize(width: 800, height: 480)
        let fixture = try GallerySessionFixture(screen: .buttons, size: size, fonts: try TestFonts.system())
        let spinners = fixture.root.descendants(of: ActivityIndicator.self).filter(\.isAnimating)
        try #require(!spinners.isEmpty, "the buttons screen shows activity")
        #expect(spinners.allSatisfy { $0.lastPaintedRect.isEmpty }, "at 800×480 the activity section is below the fold")
        #expect(fixture.instance.frameRequesters.isEmpty, "\(fixture.instance.frameRequesters)")
        #expect(!fixture.session.host.isAskingForFrames)

        // Scrolled to the bottom: the spinners come into view and turn, a frame per step.
        let scroll = try #require(spinners[0].ancestor(of: ScrollView.self))
        scroll.contentOffset.y = max(0, scroll.contentSize.height - scroll.bounds.height)
        let frames = fixture.session.host.statistics.frames
        fixture.session.run(until: fixture.session.clock.now + 1)
        #expect(spinners.contains { !$0.lastPaintedRect.isEmpty }, "scrolled into view")
        #expect(fixture.session.host.statistics.frames - frames >= 7, "it turns on screen")
        #expect(fixture.instance.frameRequesters.contains("ActivityIndicator activity"))
    }
}

extension Node {
    /// The nodes of type `T` in the subtree, depth first.
    fileprivate func descendants<T: Node>(of type: T.Type) -> [T] {
        children.flatMap { child -> [T] in ((child as? T).map { [$0] } ?? []) + child.descendants(of: type) }
    }

    /// The nearest ancestor of type `T`.
    fileprivate func ancestor<T: Node>(of type: T.Type) -> T? {
        var node = parent
        while let current = node {
            if let match = current as? T { return match }
            node = current.parent
        }
        return nil
    }
}
