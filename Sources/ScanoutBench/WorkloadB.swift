import Graphics

/// Workload B: row 4's switch animates on the spring's jittered clock (``SwitchSpring``); each
/// frame repaints only the damage. Renderers alternate in blocks of 16 frames (one toggle each).
@MainActor
enum WorkloadB {
    static func run(_ renderers: [any SwitchAnimationRenderer], frames: Int) -> [(samples: Timing.Samples, damage: PixelRect)] {
        for r in renderers { r.prepare() }
        var largest = [PixelRect](repeating: .zero, count: renderers.count)
        let bodies: [(Int) -> Void] = renderers.enumerated().map { k, renderer in
            { i in
                let damage = renderer.renderFrame(i)
                if damage.area > largest[k].area { largest[k] = damage }
            }
        }
        let samples = Timing.alternating(frames: frames, block: SwitchSpring.framesPerToggle, bodies)
        return samples.enumerated().map { k, s in (s, largest[k]) }
    }
}
