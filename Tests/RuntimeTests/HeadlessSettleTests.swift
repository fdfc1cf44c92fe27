import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Runtime

/// A node that marks nothing: what it animates shows nowhere.
@MainActor
final class PulseNode: Node {
    /// Starts a one-second pulse that restarts when it ends, for ever; `shownBy` passes the node
    /// to the animator as the one showing it.
    func pulse(shownByItself: Bool) {
        guard let animator = owner?.animator else { return }
        animator.animate(from: 0.0, to: 1.0, with: .linear(duration: 1), key: Animator.Key(node: self, property: AnimatedProperty("pulse")),
                         shownBy: shownByItself ? self : nil, update: { _ in },
                         completion: { [weak self] finished in if finished { self?.pulse(shownByItself: shownByItself) } })
    }
}

@MainActor
@Suite("Headless runs that cannot settle")
struct HeadlessSettleTests {
    let fonts: FontSystem

    init() throws { fonts = try TestFonts.system() }

    private func session(pulse: PulseNode, shownByItself: Bool) -> HeadlessSession {
        let root = Node()
        root.addChild(pulse)
        let owner = SceneOwner(root: root, pixelSize: PixelSize(width: 64, height: 48))
        let session = HeadlessSession(content: SceneContent(owner: owner), pixelSize: PixelSize(width: 64, height: 48),
                                      fonts: fonts, clockStart: 812.75)
        pulse.frame = Rect(x: 8, y: 8, width: 16, height: 16)
        pulse.pulse(shownByItself: shownByItself)
        return session
    }

    @Test("An animation that shows nothing and never ends stops the run after the settling limit, with an error naming it")
    func boundedWithTypedError() throws {
        let pulse = PulseNode()
        let session = session(pulse: pulse, shownByItself: false)
        let start = session.clock.now
        #expect(throws: HeadlessRunError.self) { try session.runUntilSettled() }
        guard case .didNotSettle(let seconds, let requesters) = try #require(session.unsettled) else { return }
        #expect(requesters == ["pulse"], "named by its key: \(requesters)")
        #expect(seconds >= HeadlessSession.settlingLimit - 0.02 && seconds < HeadlessSession.settlingLimit + 0.1)
        #expect(session.clock.now - start < HeadlessSession.settlingLimit + 1, "bounded in virtual time")
        #expect(session.unsettled?.description.contains("pulse") == true)
        let statistics = session.run(until: session.clock.now + 1)
        #expect(statistics.unsettled == nil, "a run with an end time ends there")
    }

    @Test("The same animation shown by its node asks for frames only while the node is on screen")
    func shownByANodeOffScreen() throws {
        let pulse = PulseNode()
        pulse.isHidden = true
        let session = session(pulse: pulse, shownByItself: true)
        let statistics = try session.runUntilSettled()
        #expect(statistics.frames == 1, "the first frame only")
        #expect(pulse.owner?.animator.isAnimating == true, "it runs")
        #expect(session.host.content.frameRequesters.isEmpty, "hidden, it asks for no frame")
        #expect(!session.host.isAskingForFrames && session.clock.wakeUp == nil)

        pulse.isHidden = false
        pulse.frame.origin = Point(x: 100, y: 100)  // beyond the 64×48 screen
        try session.runUntilSettled()
        #expect(session.host.content.frameRequesters.isEmpty, "off screen, it asks for no frame")
        #expect(!session.host.isAskingForFrames && session.clock.wakeUp == nil)

        pulse.frame.origin = Point(x: 8, y: 8)  // on screen: it asks, and shows nothing
        #expect(throws: HeadlessRunError.self) { try session.runUntilSettled() }
        guard case .didNotSettle(_, let requesters) = try #require(session.unsettled) else { return }
        #expect(requesters == ["PulseNode pulse"], "named by the node's type and the property")
    }
}
