import Glibc
import Graphics
import Scene
import Text

/// Workload B driven through the Scene: BENCH.md's scene built from nodes, row 4's switch
/// animated by the animation engine (knob frame, track colour, inner pill opacity, eased over
/// 15 frames of the virtual clock), and the damage found by the scene itself. Each timed frame is
/// one `SceneOwner.renderFrame`: advance animations, lay out, take damage, draw inside it. Cairo's
/// hand-clipped B runs alternately in the same loop, as in ``WorkloadB``.
@MainActor
final class SceneWorkloadB {
    let frame = Bitmap(size: PixelSize(width: BenchScene.width, height: BenchScene.height))
    let owner: SceneOwner
    let clock = VirtualClock()
    /// Row 4's switch: knob, track and the white inner pill of the off state.
    let knob: Node
    let track: Node
    let pill: Node
    /// Whether the animated switch is on (the target of the running animation).
    var isOn: Bool

    init(fonts: FontSystem) {
        func fill(_ hex: UInt32) -> Background { .color(.fixed(Color(hex: hex))) }
        let w = Double(BenchScene.width), h = Double(BenchScene.height)
        let root = Node()
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
            let on = BenchScene.switchState(row: i, frame: nil).on >= 1
            let size = BenchScene.trackSize
            let track = Node(frame: Rect(x: o.x - s.x, y: 6, width: size.w, height: size.h))
            track.cornerRadius = 15.5
            track.background = fill(on ? BenchScene.green : BenchScene.offTrack)
            let pill = Node(frame: Rect(x: 2, y: 2, width: size.w - 4, height: size.h - 4))
            pill.cornerRadius = 13.5
            pill.background = fill(BenchScene.white)
            pill.opacity = on ? 0 : 1
            let knob = Node(frame: Rect(x: 2 + (on ? 20 : 0), y: 2, width: 27, height: 27))
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

        owner = SceneOwner(root: root, pixelSize: frame.size, scale: 1)
        owner.backgroundColor = nil  // the root's background covers every pixel
        let animated = switches[BenchScene.animatedRow]
        (track, pill, knob) = animated
        isOn = BenchScene.switchState(row: BenchScene.animatedRow, frame: nil).on >= 1
    }

    /// Toggles the switch with the animation engine: 15 frames of motion (1/4 s on the virtual
    /// clock), eased in and out.
    func toggle() {
        isOn.toggle()
        let on = isOn
        owner.animator.animate(.easeInOut(duration: 15.0 / 60)) {
            knob.frame.origin.x = 2 + (on ? 20 : 0)
            track.background = .color(.fixed(Color(hex: on ? BenchScene.green : BenchScene.offTrack)))
            pill.opacity = on ? 0 : 1
        }
    }

    /// Frame `i` of workload B (0-based): the switch toggles every 16 frames.
    func renderFrame(_ i: Int) -> FrameReport {
        if i % 16 == 0 { toggle() }
        return owner.renderFrame(into: frame, timestamp: clock.nextFrame())
    }

    /// Runs `frames` frames of B through the scene alternately with cairo's hand-clipped B (blocks
    /// of 16 frames, one toggle each) and returns the medians and the largest damage the scene found.
    static func run(cairo: any SceneRenderer, frames: Int,
                    pngFolder: String?) -> (scene: Double, cairo: Double, damage: PixelRect) {
        guard let fonts = try? BenchFonts.make() else {
            print("scanout-bench: DejaVu fonts missing (install fonts-dejavu-core fonts-ipafont-gothic)")
            exit(1)
        }
        let workload = SceneWorkloadB(fonts: fonts)
        workload.owner.renderFrame(into: workload.frame, timestamp: workload.clock.now)  // first frame: full
        cairo.renderFull(animationFrame: 0)
        var largest = PixelRect.zero
        let bodies: [(Int) -> Void] = [
            { i in
                let report = workload.renderFrame(i)
                let bounds = report.damage.bounds
                if bounds.area > largest.area { largest = bounds }
            },
            { i in
                let frame = i + 1
                cairo.render(damage: cairo.damage(animationFrame: frame), animationFrame: frame)
            },
        ]
        let medians = Timing.alternatingMedians(frames: frames, block: 16, bodies)
        // For reference (not a BENCH line): the same scene redrawn whole through the scene, as a
        // first frame or an unknown buffer age does, beside cairo's full frame.
        let full = Timing.alternatingMedians(frames: 60, block: 10, [
            { _ in workload.owner.renderFrame(into: workload.frame, bufferAge: 0) },
            { _ in cairo.renderFull(animationFrame: nil) },
        ])
        print("B_scene reference: full redraw through the scene \(Timing.format(full[0])) ms,"
              + " cairo full frame \(Timing.format(full[1])) ms")
        if let pngFolder {
            do { try workload.frame.writePNG(to: "\(pngFolder)/B_scene-scanout.png") } catch {
                print("cannot write PNG: \(error)")
            }
        }
        return (medians[0], medians[1], largest)
    }
}
