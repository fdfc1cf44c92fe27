import Glibc

/// `scanout-bench --only scanout|cairo [--workload A|B|C|C_redraw|D|D_scene] [--frames N] [--cached]`: one
/// renderer alone in this process, for first frames, peak RSS, profilers and call counters.
/// With a workload it renders N frames of it; without, A, C and D one after the other (N
/// frames of A and C, D's 600), as the peak RSS child does. It prints
/// `CHILD first_ms=… rss_mib=…`: the first complete frame's time, from `--exec-start`
/// (the parent's clock reading just before it spawned this process) when given, else from
/// the entry of `main`.
@MainActor
enum ChildMode {
    static func run(renderer: String, workload: String?, frames: Int, caches: BenchCaches, execStart: Double?,
                    processStart: Double) -> Int32 {
        guard renderer == "scanout" || renderer == "cairo" else {
            print("scanout-bench: --only takes scanout or cairo, not \(renderer)")
            return 2
        }
        let scanout = renderer == "scanout"
        if !scanout { CairoPangoFonts.requireLibraries() }
        var first: Double?
        func frameDone() { if first == nil { first = Timing.now() } }
        let workloads = workload.map { [$0] } ?? ["A", "C", "D"]
        for w in workloads {
            switch w {
            case "A":
                let r: any SceneRenderer = scanout ? ScanoutSceneRenderer(caches: caches) : CairoSceneRenderer()
                for _ in 0..<frames { r.renderFull(); frameDone() }
            case "B":
                let r: any SwitchAnimationRenderer = scanout ? ScanoutSceneB(caches: caches) : CairoSceneRenderer()
                r.prepare()
                frameDone()
                for i in 0..<frames { _ = r.renderFrame(i) }
            case "C":
                let r: any TextRenderer = scanout ? ScanoutTextWorkloadC(caches: caches) : CairoTextWorkloadC()
                for _ in 0..<frames { r.setText(); r.draw(); frameDone() }
            case "C_redraw":
                let r: any TextRenderer = scanout ? ScanoutTextWorkloadC(caches: caches) : CairoTextWorkloadC()
                r.setText()
                for _ in 0..<frames { r.draw(); frameDone() }
            case "D", "D_scene":
                let r: any ListRenderer
                if !scanout { r = CairoListD() } else if w == "D" { r = ScanoutListD(caches: caches) } else {
                    r = ScanoutTableD(caches: caches)
                }
                let n = workload == nil ? ListWorkloadD.frames : frames
                for i in 0..<n { r.renderFrame(offset: ListWorkloadD.offset(frame: i)); frameDone() }
            default:
                print("scanout-bench: --workload takes A, B, C, C_redraw, D or D_scene, not \(w)")
                return 2
            }
        }
        let firstMs = (first ?? Timing.now()) - (execStart ?? processStart)
        print("CHILD first_ms=\(Timing.format(firstMs)) rss_mib=\(Timing.format(Timing.peakRSSMiB()))")
        return 0
    }
}
