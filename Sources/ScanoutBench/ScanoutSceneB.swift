import Glibc
import Graphics
import Scene
import Text

/// Workload B drawn by Scanout through its scene graph: the benchmark's scene built from nodes; each
/// frame sets row 4's switch to the spring's pose (knob frame, track colour, inner pill
/// opacity) and calls `SceneOwner.renderFrame`, which lays out, finds the damage itself from
/// what changed and redraws only that, every layer under it clipped.
@MainActor
final class ScanoutSceneB: SwitchAnimationRenderer {
    let name = "scanout"
    let frame = BenchBuffer.make()
    let owner: SceneOwner
    /// Row 4's switch: knob, track and the white inner pill of the off state.
    private let knob: Node
    private let track: Node
    private let pill: Node

    init(caches: BenchCaches) {
        let fonts = caches.makeFonts()
        func fill(_ hex: UInt32) -> Background { .color(.fixed(Color(hex: hex))) }
        let w = Double(BenchScene.width), h = Double(BenchScene.height)
        let root = Node(frame: Rect(x: 0, y: 0, width: w, height: h))
        root.background = fill(BenchScene.background)

        let topBar = Node(frame: Rect(x: 0, y: 0, width: w, height: 44))
        topBar.background = fill(BenchScene.bar)
        let topHairline = Node(frame: Rect(x: 0, y: 43, width: w, height: 1))
        topHairline.background = fill(BenchScene.hairline)
        topBar.addChild(topHairline)
        root.addChild(topBar)

        let s = BenchScene.section
        let section = Node(frame: Rect(x: s.x, y: s.y, width: s.w, height: s.h))
        section.background = fill(BenchScene.white)
        section.cornerRadius = s.radius
        root.addChild(section)
        var rows: [Node] = []
        var switches: [(track: Node, pill: Node, knob: Node)] = []
        for i in 0..<BenchScene.rowCount {
            let row = Node(frame: Rect(x: 0, y: BenchScene.rowTop(i) - s.y, width: s.w, height: 44))
            if i < BenchScene.rowCount - 1 {
                let separator = Node(frame: Rect(x: 36 - s.x, y: 43, width: 744, height: 1))
                separator.background = fill(BenchScene.hairline)
                row.addChild(separator)
            }
            let o = BenchScene.switchOrigin(i)
            let pose = BenchScene.switchPose(row: i, animated: nil)
            let size = BenchScene.trackSize
            let track = Node(frame: Rect(x: o.x - s.x, y: 6, width: size.w, height: size.h))
            track.cornerRadius = 15.5
            track.background = fill(pose.on >= 1 ? BenchScene.green : BenchScene.offTrack)
            let pill = Node(frame: Rect(x: 2, y: 2, width: size.w - 4, height: size.h - 4))
            pill.cornerRadius = 13.5
            pill.background = fill(BenchScene.white)
            pill.opacity = 1 - pose.on
            let knob = Node(frame: Rect(x: 2 + pose.knob, y: 2, width: 27, height: 27))
            knob.cornerRadius = 13.5
            knob.background = fill(BenchScene.white)
            knob.shadow = ScanoutSceneRenderer.knobShadow
            track.addChild(pill)
            track.addChild(knob)
            row.addChild(track)
            section.addChild(row)
            rows.append(row)
            switches.append((track, pill, knob))
        }
        for b in BenchScene.buttonOrigins {
            let size = BenchScene.buttonSize
            let button = Node(frame: Rect(x: b.x, y: b.y, width: size.w, height: size.h))
            button.cornerRadius = BenchScene.buttonSize.radius
            button.background = fill(BenchScene.blue)
            root.addChild(button)
        }
        let bottomBar = Node(frame: Rect(x: 0, y: 756, width: w, height: 44))
        bottomBar.background = fill(BenchScene.bar)
        let bottomHairline = Node(frame: Rect(x: 0, y: 0, width: w, height: 1))
        bottomHairline.background = fill(BenchScene.hairline)
        bottomBar.addChild(bottomHairline)
        root.addChild(bottomBar)

        // Text, placed as ScanoutSceneText places it, under the node that contains it.
        for text in BenchSceneText.all {
            let node = TextNode(text.string, color: .fixed(Color(hex: text.color)))
            node.font = Font(pointSize: 17, weight: text.bold ? .bold : .regular)
            node.environmentOverrides.fonts = fonts
            let size = node.paragraph(width: nil)?.size ?? .zero
            let x: Double
            switch text.anchor {
            case .leading(let left): x = left
            case .center(let middle): x = middle - size.width / 2
            }
            let origin = Point(x: x, y: text.boxTop + (44 - size.height) / 2)
            let parent: Node
            if text.boxTop == 0 {
                parent = topBar
            } else if text.boxTop == 756 {
                parent = bottomBar
            } else if let row = rows.first(where: { section.frame.minY + $0.frame.minY == text.boxTop }), x < 780 {
                parent = row
            } else {
                parent = root
            }
            let base = parent.convert(Point.zero, to: nil)
            node.frame = Rect(x: origin.x - base.x, y: origin.y - base.y, width: size.width, height: size.height)
            parent.addChild(node)
        }

        owner = SceneOwner(root: root, pixelSize: frame.size, scale: 1, rasterCache: caches.makeRasterCache())
        owner.backgroundColor = nil  // the root's background covers every pixel
        (track, pill, knob) = switches[BenchScene.animatedRow]
    }

    func prepare() {
        owner.renderFrame(into: frame, bufferAge: 0, timestamp: 0)
    }

    func renderFrame(_ i: Int) -> PixelRect {
        let pose = SwitchSpring.pose(frame: i)
        knob.frame.origin.x = 2 + pose.knob
        let mixed = BenchScene.mix(BenchScene.offTrack, BenchScene.green, pose.on)
        track.background = .color(.fixed(Color(red: mixed.r, green: mixed.g, blue: mixed.b)))
        pill.opacity = 1 - pose.on
        return owner.renderFrame(into: frame, timestamp: SwitchSpring.timestamp(frame: i) / 1000).damage.bounds
    }
}
