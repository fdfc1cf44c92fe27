import Glibc
import Graphics

// The benchmark of BENCH.md ("HIG Settings v1"): the scene rendered by Scanout's Canvas and, in
// the same run, by cairo; see docs/benchmark.md.
//
//   swift run -c release scanout-bench [--frames N] [--png DIR]
//   scanout-bench --only scanout|cairo     (child mode: first frame and peak RSS, one renderer)

let processStart = Timing.now()
var arguments = CommandLine.arguments.dropFirst()
var only: String?
var frames = 300
var pngFolder: String?
var childWorkload = "A"
while let arg = arguments.popFirst() {
    switch arg {
    case "--only": only = arguments.popFirst()
    case "--frames": frames = max(200, Int(arguments.popFirst() ?? "") ?? 300)
    case "--png": pngFolder = arguments.popFirst()
    case "--workload": childWorkload = arguments.popFirst() ?? "A"
    default:
        print("usage: scanout-bench [--frames N (≥ 200)] [--png DIR] [--only scanout|cairo [--workload A|C]]")
        exit(2)
    }
}

func makeRenderer(_ name: String) -> (any SceneRenderer)? {
    switch name {
    case "scanout": ScanoutSceneRenderer()
    case "cairo": CairoSceneRenderer()
    default: nil
    }
}

if let only, childWorkload == "C" {
    // Child mode, workload C: first frame of C with cold caches (fonts, layout, glyphs), then C's frames.
    let baseline = Timing.peakRSSMiB()
    let renderer: any TextRenderer = only == "cairo" ? CairoTextWorkloadC() : ScanoutTextWorkloadC()
    renderer.setText()
    renderer.draw()
    let first = Timing.now() - processStart
    _ = WorkloadC.run([renderer], frames: frames)
    ChildRun.report(firstFrameMs: first, peakRSSMiB: Timing.peakRSSMiB(), baselineRSSMiB: baseline)
    exit(0)
}

if let only {
    // Child mode: one renderer alone. First frame of A with cold caches, then A's frames.
    let baseline = Timing.peakRSSMiB()
    guard let renderer = makeRenderer(only) else { print("unknown renderer \(only)"); exit(2) }
    renderer.renderFull(animationFrame: nil)
    let first = Timing.now() - processStart
    _ = WorkloadA.run([renderer], frames: frames)
    ChildRun.report(firstFrameMs: first, peakRSSMiB: Timing.peakRSSMiB(), baselineRSSMiB: baseline)
    exit(0)
}

print("Scanout benchmark: BENCH.md \"HIG Settings v1\", 1280x800 XRGB8888, \(frames) frames per workload, medians")

let scanout = ScanoutSceneRenderer()
let cairo = CairoSceneRenderer()
let floorBuffers = Floor()
let a = WorkloadA.run([scanout, cairo], frames: frames, alongside: [floorBuffers.fill, floorBuffers.copy])
let (aScanout, aCairo) = (a[0], a[1])
let floor = (memset: a[2], memcpy: a[3])
print("floor: memset \(Timing.format(floor.memset)) ms, memcpy \(Timing.format(floor.memcpy)) ms"
      + " (one 1280x800x4 buffer, alternating with workload A)")
if let pngFolder {
    _ = mkdir(pngFolder, 0o755)
    for r in [scanout, cairo] as [any SceneRenderer] {
        r.renderFull(animationFrame: nil)
        do { try r.snapshot().writePNG(to: "\(pngFolder)/A-\(r.name).png") } catch { print("cannot write PNG: \(error)") }
    }
}
let b = WorkloadB.run([scanout, cairo], frames: frames)
let (bScanout, bCairo) = (b[0], b[1])
if let pngFolder {
    for r in [scanout, cairo] as [any SceneRenderer] {
        do { try r.snapshot().writePNG(to: "\(pngFolder)/B-\(r.name).png") } catch { print("cannot write PNG: \(error)") }
    }
}
let bScene = SceneWorkloadB.run(cairo: cairo, frames: frames, pngFolder: pngFolder)
let c = WorkloadC.run([ScanoutTextWorkloadC(), CairoTextWorkloadC()], frames: frames)
let (cScanout, cCairo) = (c[0], c[1])
if let pngFolder {
    for r in [ScanoutTextWorkloadC(), CairoTextWorkloadC()] as [any TextRenderer] {
        r.setText()
        r.draw()
        do { try r.snapshot().writePNG(to: "\(pngFolder)/C-\(r.name).png") } catch { print("cannot write PNG: \(error)") }
    }
}
let childScanoutC = ChildRun.median(renderer: "scanout", runs: 5, workload: "C")
let childCairoC = ChildRun.median(renderer: "cairo", runs: 5, workload: "C")
let childScanout = ChildRun.median(renderer: "scanout", runs: 5)
let childCairo = ChildRun.median(renderer: "cairo", runs: 5)

func row(_ label: String, _ s: Double, _ c: Double) {
    print("\(label)  scanout \(Timing.format(s)) ms  cairo \(Timing.format(c)) ms  ratio \(Timing.format(s / c))")
}
print("")
row("A full frame           ", aScanout, aCairo)
print("  A scanout / memset floor: \(Timing.format(aScanout / floor.memset))x  (target <= 5x; ratio target <= 0.35)")
row("B switch (damage-only) ", bScanout.ms, bCairo.ms)
print("  B damage: scanout's own tracking \(bScanout.damage) (largest), cairo BENCH.md's \(bCairo.damage)")
if let s = childScanout, let c = childCairo {
    row("B through the Scene    ", bScene.scene, bScene.cairo)
print("  B_scene damage found by the scene: \(bScene.damage) (largest; target ratio <= 0.35)")
row("first frame A (cold, median of 5 processes)", s.firstFrameMs, c.firstFrameMs)
    print("peak RSS alone (A): scanout \(Timing.format(s.peakRSSMiB)) MiB, cairo \(Timing.format(c.peakRSSMiB)) MiB"
          + " (of which before rendering: \(Timing.format(s.baselineRSSMiB)) / \(Timing.format(c.baselineRSSMiB))"
          + " MiB: runtime and libraries)")
} else {
    print("child runs failed: first frame and peak RSS not measured")
}
row("C text (set + draw)    ", cScanout.c, cCairo.c)
print("  C target: ratio <= 0.5")
row("C redraw (draw only)   ", cScanout.redraw, cCairo.redraw)
if let s = childScanoutC, let c = childCairoC {
    row("first frame C (cold, median of 5 processes)", s.firstFrameMs, c.firstFrameMs)
    print("  first C target: scanout <= 5 ms")
}
print("")
func bench(_ workload: String, _ s: Double, _ c: Double) {
    print("BENCH workload=\(workload) scanout_ms=\(Timing.format(s)) peer=cairo peer_ms=\(Timing.format(c))"
          + " ratio=\(Timing.format(s / c)) floor_memset_ms=\(Timing.format(floor.memset))")
}
bench("A", aScanout, aCairo)
bench("B", bScanout.ms, bCairo.ms)
bench("B_scene", bScene.scene, bScene.cairo)
bench("C", cScanout.c, cCairo.c)
bench("C_redraw", cScanout.redraw, cCairo.redraw)
if let s = childScanoutC, let c = childCairoC {
    bench("first_C", s.firstFrameMs, c.firstFrameMs)
}
if let s = childScanout, let c = childCairo {
    bench("first_A", s.firstFrameMs, c.firstFrameMs)
    print("BENCH rss_mib scanout=\(Timing.format(s.peakRSSMiB)) cairo=\(Timing.format(c.peakRSSMiB))")
}
