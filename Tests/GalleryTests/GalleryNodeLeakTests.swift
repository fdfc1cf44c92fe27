import Scanout
import ScanoutTesting
import Testing
@testable import Gallery

/// A long session of gestures on every gallery screen gives back every node it made: the soak's
/// leak (live nodes rising with the gestures, docs/vm-suite.md "Soak") found and kept out.
@Suite("Gallery: no node kept")
@MainActor
struct GalleryNodeLeakTests {
    /// The fonts every scene here sets its text with.
    let fonts: FontSystem

    init() throws { fonts = try TestFonts.system() }

    @Test("Random gestures on every screen, then back to the first: live nodes return to their count, none kept")
    func randomSessionKeepsNoNode() throws {
        NodeCensus.isEnabled = true
        let size = PixelSize(width: 1024, height: 768)
        let fixture = try GallerySessionFixture(screen: .toggles, size: size, fonts: fonts)
        let gallery = fixture.gallery, root = fixture.root
        let seen = NodeSightings()
        func settle() {
            fixture.session.run(until: fixture.session.clock.now + 1)
            seen.record(tree: root)
        }
        settle()
        let startCount = Node.liveCount, startCensus = NodeCensus.counts()

        var random = FuzzRandom(seed: 0x5EED_0019)
        var gestures = 0
        // Every screen with gestures, then the first screen again to compare.
        let tour = GalleryScreen.allCases.map { ($0, Self.gesturesPerScreen) } + [(.toggles, 0)]
        for (screen, count) in tour {
            // A modal left up by a tap would take the switcher's tap: dismiss it as its button would;
            // a field left editing keeps the keyboard over the switcher: end it as Done would.
            for modal in gallery.presenter.presented.reversed() { gallery.presenter.dismiss(modal, animated: false) }
            Self.endEditing(in: root)
            settle()
            let item = try #require(fixture.node("screen \(screen.rawValue)"), "the switcher's \(screen) item")
            try fixture.play("tap \(fixture.centre(of: item))", for: 0.8)
            seen.record(tree: root)
            #expect(gallery.screen == screen, "the switcher's tap showed \(screen)")
            for _ in 0..<count {
                try fixture.play(Self.randomGesture(&random, size: size), for: 0.8)
                seen.record(tree: root)
                gestures += 1
            }
        }
        for modal in gallery.presenter.presented.reversed() { gallery.presenter.dismiss(modal, animated: false) }
        Self.endEditing(in: root)
        settle()
        settle()

        // The keyboard host keeps its keyboard and its Done bar for the next field (one each,
        // made with the host): not kept by a leak.
        let host = gallery.keyboardHost
        let kept = seen.alive(outside: root).filter { !Self.isPart($0, of: host.keyboard) && !Self.isPart($0, of: host.doneBar) }
        let keptTypes = Dictionary(grouping: kept) { String(describing: type(of: $0)) }.mapValues(\.count)
        #expect(kept.isEmpty, "\(kept.count) nodes no longer shown are still alive after \(gestures) gestures: \(keptTypes)")
        #expect(Node.liveCount == startCount,
                """
                live nodes \(startCount) → \(Node.liveCount) after \(gestures) gestures; \
                census before: \(NodeCensus.line(startCensus)); after: \(NodeCensus.line(NodeCensus.counts()))
                """)
        #expect(seen.count > 1_000, "the session showed every screen (\(seen.count) nodes seen)")
        fixture.instance.terminate()
    }

    /// Ends the editing of every field and text view in `node`'s subtree (the keyboard slides away).
    static func endEditing(in node: Node) {
        if let field = node as? TextField, field.isEditing { field.endEditing() }
        if let view = node as? TextView, view.isEditing { view.endEditing() }
        for child in node.children { endEditing(in: child) }
    }

    /// Whether `node` is `part` or lies inside it.
    static func isPart(_ node: Node, of part: Node) -> Bool {
        var current: Node? = node
        while let candidate = current {
            if candidate === part { return true }
            current = candidate.parent
        }
        return false
    }

    /// Gestures on each screen between its switcher tap and the next.
    static let gesturesPerScreen = 10

    /// A tap, long press, drag, swipe or pinch anywhere above the switcher, as the soak's session.
    static func randomGesture(_ random: inout FuzzRandom, size: PixelSize) -> String {
        let width = size.width - 1, height = size.height - 60
        func point() -> String { "\(random.below(width)),\(random.below(height))" }
        switch random.below(10) {
        case 0..<4: return "tap \(point())"
        case 4: return "long-press \(point()) duration=0.7"
        case 5..<7: return "drag \(point()) \(point())"
        case 7: return "swipe \(point()) \(point())"
        default:
            let from = 40 + random.below(200), to = 40 + random.below(200)
            return "pinch \(300 + random.below(400)),\(200 + random.below(300)) from=\(from) to=\(to)"
        }
    }
}

/// Every node seen in a tree, held weakly: those still alive but no longer in the tree are kept
/// by something else.
@MainActor
final class NodeSightings {
    private final class Weak {
        weak var node: Node?
        init(_ node: Node) { self.node = node }
    }
    private var nodes: [ObjectIdentifier: Weak] = [:]

    /// How many distinct nodes were seen.
    private(set) var count = 0

    /// Notes every node in `tree` (its root's subtree).
    func record(tree root: Node) {
        func visit(_ node: Node) {
            let id = ObjectIdentifier(node)
            if nodes[id]?.node !== node {
                nodes[id] = Weak(node)
                count += 1
            }
            for child in node.children { visit(child) }
        }
        visit(root)
    }

    /// The nodes seen that are alive and not in `root`'s tree now.
    func alive(outside root: Node) -> [Node] {
        var inTree = Set<ObjectIdentifier>()
        func visit(_ node: Node) {
            inTree.insert(ObjectIdentifier(node))
            for child in node.children { visit(child) }
        }
        visit(root)
        return nodes.values.compactMap(\.node).filter { !inTree.contains(ObjectIdentifier($0)) }
    }
}
