import Scanout
import ScanoutTesting
import Testing
@testable import Gallery

/// Touches where a real touchscreen puts them and random in-screen gestures never do: on the
/// screen's first and last pixel rows and columns, and past them (a calibration matrix or a
/// panel's overscan reports coordinates below 0 and beyond the size; a drag or pinch leaves the
/// glass). Whatever a finger does at the edges, nothing traps, every touch ends and the switcher
/// still shows each screen.
@Suite("Gallery touched at and past the screen's edges")
@MainActor
struct GalleryEdgeTouchTests {
    /// The fonts every scene here sets its text with.
    let fonts: FontSystem

    init() throws { fonts = try TestFonts.system() }

    /// Gestures whose points lie on or past an edge of a `size` screen, one per kind and edge.
    static func edgeGestures(_ random: inout FuzzRandom, size: PixelSize) -> [String] {
        let w = size.width, h = size.height
        let xs = [-40, -1, 0, w - 1, w, w + 40], ys = [-40, -1, 0, h - 1, h, h + 40]
        func edgePoint() -> String {
            // One coordinate on or past an edge, the other anywhere along it.
            random.below(2) == 0
                ? "\(xs[random.below(xs.count)]),\(random.below(h))"
                : "\(random.below(w)),\(ys[random.below(ys.count)])"
        }
        func inside() -> String { "\(random.below(w)),\(random.below(h))" }
        return [
            "tap \(edgePoint())",
            "long-press \(edgePoint()) duration=0.7",
            "drag \(inside()) \(edgePoint())",
            "drag \(edgePoint()) \(inside())",
            "swipe \(edgePoint()) \(edgePoint())",
            "pinch \(edgePoint()) from=60 to=400",
            "pinch \(inside()) from=\(w) to=40",
            "double-tap \(edgePoint())",
        ]
    }

    @Test("Taps, long presses, drags, swipes and pinches on and past every edge of every screen: no trap, every touch ends, the switcher still works")
    func edgesOfEveryScreen() throws {
        let size = PixelSize(width: 1024, height: 768)
        let fixture = try GallerySessionFixture(screen: .toggles, size: size, fonts: fonts)
        var random = FuzzRandom(seed: 0xED6E_0036)
        for screen in GalleryScreen.allCases {
            #expect(try fixture.tapSwitcher(to: screen), "the switcher's tap did not show \(screen)")
            for _ in 0..<2 {
                let gestures = Self.edgeGestures(&random, size: size)
                try fixture.play(gestures.joined(separator: "\nwait 0.3\n") + "\nwait 1", for: 8)
            }
            #expect(fixture.session.host.input?.arbiter.activeTouchCount == 0,
                    "a touch is still held on \(screen) after every finger lifted")
        }
        fixture.instance.terminate()
    }
}
