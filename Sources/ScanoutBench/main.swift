import Gestures
import Glibc
import Graphics
import Text

// The benchmark of the "HIG Settings" scene (docs/benchmark.md): the scene rendered by Scanout and,
// in the same run, by cairo + pango.
//
//   scanout-bench [--frames N] [--png DIR]
//   scanout-bench --only scanout|cairo [--workload A|B|C|C_redraw|D|D_scene] [--frames N] [--cached]
//   scanout-bench --apps          (only the multi-app runtime's launch and switch latencies)
//   scanout-bench --keys          (only the key-to-frame latency of a text view in a form)
//   scanout-bench --boot          (only the first frames from exec: the boot splash's, `scanout boot --headless`, and the gallery's)
//   scanout-bench --matrix        (only the screenshot matrix's screens per second per core)
//   scanout-bench --speech        (only the screen reader's touch-to-speech latency)

let processStart = Timing.now()
var arguments = CommandLine.arguments.dropFirst()
var only: String?
var frames = 300
var pngFolder: String?
var childWorkload: String?
var execStart: Double?
var cached = false
var appsOnly = false
var keysOnly = false
var bootOnly = false
var matrixOnly = false
var speechOnly = false
var firstOnly = false
let usage = "usage: scanout-bench [--frames N (≥ 200)] [--png DIR]\n"
    + "       scanout-bench --first (first frames from exec only)\n"
    + "       scanout-bench --only scanout|cairo [--workload A|B|C|C_redraw|D|D_scene] [--frames N] [--cached]"
while let arg = arguments.popFirst() {
    switch arg {
    case "--only": only = arguments.popFirst()
    case "--frames":
        guard let n = arguments.popFirst().flatMap({ Int($0) }), n > 0 else { print(usage); exit(2) }
        frames = n
    case "--png": pngFolder = arguments.popFirst()
    case "--workload": childWorkload = arguments.popFirst()
    case "--exec-start": execStart = arguments.popFirst().flatMap { Double($0) }
    case "--cached": cached = true
    case "--apps": appsOnly = true
    case "--keys": keysOnly = true
    case "--boot": bootOnly = true
    case "--matrix": matrixOnly = true
    case "--speech": speechOnly = true
    case "--first": firstOnly = true
    default:
        print(usage)
        exit(2)
    }
}

/// The machine's fonts, or the end of the run with the reason.
@MainActor func systemFonts() -> FontSystem {
    do { return try FontSystem() } catch {
        print("scanout-bench: \(error)")
        exit(1)
    }
}

/// Prints the multi-app runtime's `BENCH latency` lines (docs/benchmark.md).
@MainActor func printAppLatency() {
    let r = AppLatency.run(fonts: systemFonts())
    func median(_ v: [Double]) -> Double { v.isEmpty ? .nan : v.sorted()[v.count / 2] }
    print("apps: launch \(Timing.format(median(r.launch))) ms of work to the app's first frame"
          + " (first frame after the tap \(Timing.format(median(r.launchFirstFrame))) ms),"
          + " switch \(Timing.format(median(r.switchApp))) ms (first frame after the swipe"
          + " \(Timing.format(median(r.switchFirstFrame))) ms); medians of \(r.launch.count) runs at 1280x800")
    print("BENCH latency app_launch_ms=\(Timing.format(median(r.launch)))")
    print("BENCH latency app_switch_ms=\(Timing.format(median(r.switchApp)))")
    let frames = r.rotationFrames.sorted()
    let worst = frames.isEmpty ? .nan : frames[min(frames.count - 1, frames.count * 99 / 100)]
    print("apps: rotation starts in \(Timing.format(median(r.rotationStart))) ms; its frames take"
          + " \(Timing.format(median(frames))) ms (p99 \(Timing.format(worst)) ms, \(frames.count) frames)")
    print("BENCH latency rotation_start_ms=\(Timing.format(median(r.rotationStart)))"
          + " rotation_frame_ms=\(Timing.format(median(frames))) p99_ms=\(Timing.format(worst))")
}

/// Prints the text view's `BENCH latency key_to_frame_ms` line (docs/benchmark.md).
@MainActor func printKeyLatency() {
    let r = KeyLatency.run(fonts: systemFonts())
    let sorted = r.samples.sorted()
    let median = sorted.isEmpty ? .nan : sorted[sorted.count / 2]
    let p99 = sorted.isEmpty ? .nan : sorted[min(sorted.count - 1, sorted.count * 99 / 100)]
    let pixels = r.damage.map(\.pixels).sorted(), heights = r.damage.map(\.height).sorted()
    let typicalPixels = pixels.isEmpty ? 0 : pixels[pixels.count / 2]
    let typicalHeight = heights.isEmpty ? 0 : heights[heights.count / 2]
    print("keys: \(r.samples.count) keys typed into a 2,000-character text view in a 1280x800 form; a frame's"
          + " damage median \(typicalPixels) px, \(typicalHeight) px tall, at most \(r.maximumDamagePixels) px,"
          + " \(r.maximumDamageHeight) px tall (a line is \(r.lineHeightPixels) px); at most"
          + " \(r.maximumRelaidParagraphs) paragraph laid out again per key")
    print("BENCH latency key_to_frame_ms=\(Timing.format(median)) p99_ms=\(Timing.format(p99))")
}

/// Prints the screen reader's `BENCH latency touch_to_speech_ms` line (docs/benchmark.md).
@MainActor func printSpeechLatency() {
    let r = SpeechLatency.run(fonts: systemFonts())
    guard r.failure == nil, !r.pipeline.isEmpty else {
        print("speech: no figure: \(r.failure ?? "no samples")")
        return
    }
    let sorted = r.pipeline.sorted()
    let median = sorted[sorted.count / 2]
    let p99 = sorted[min(sorted.count - 1, sorted.count * 99 / 100)]
    print("speech: \(sorted.count) taps on buttons in a 1280x800 screen with eSpeak NG, the reader speaking on"
          + " touch-down: \(Timing.format(median)) ms median, \(Timing.format(p99)) ms p99 from the finger's"
          + " landing to the first audible sample")
    print("BENCH latency touch_to_speech_ms=\(Timing.format(median)) p99_ms=\(Timing.format(p99))")
}

if speechOnly {
    printSpeechLatency()
    exit(0)
}
if appsOnly {
    printAppLatency()
    exit(0)
}
if keysOnly {
    printKeyLatency()
    exit(0)
}
if bootOnly {
    for line in StartFirstFrame.lines() { print(line) }
    exit(0)
}
if matrixOnly {
    for line in MatrixThroughput.lines() { print(line) }
    exit(0)
}

if let only {
    exit(ChildMode.run(renderer: only, workload: childWorkload, frames: frames, caches: cached ? .on : .off,
                       execStart: execStart, processStart: processStart))
}
frames = max(200, frames)

print("Scanout benchmark: the HIG Settings scene (docs/benchmark.md), 1280x800 XRGB8888,"
      + " \(frames) frames per workload (D: \(ListWorkloadD.frames)),"
      + " medians; headline lines with caches beyond glyph bitmaps off")

@MainActor func writePNG(_ bitmap: Bitmap, _ name: String) {
    guard let pngFolder else { return }
    _ = mkdir(pngFolder, 0o755)
    do { try BenchBuffer.opaqueCopy(of: bitmap).writePNG(to: "\(pngFolder)/\(name).png") } catch {
        print("cannot write PNG: \(error)")
    }
}

var lines: [String] = []
var floorMemset = 0.0
/// One workload's line: both medians, their ratio, and each as a multiple of the memset floor of
/// the same run (`_floor_x`), which reads the same on any machine.
@MainActor func bench(_ workload: String, _ s: Double, _ c: Double, perFrame: Bool = true) {
    var line = "BENCH workload=\(workload) scanout_ms=\(Timing.format(s)) peer=cairo peer_ms=\(Timing.format(c))"
        + " ratio=\(Timing.format(s / c)) floor_memset_ms=\(Timing.format(floorMemset))"
    if perFrame, floorMemset > 0 {
        line += " floor_x=\(Timing.format(s / floorMemset)) peer_floor_x=\(Timing.format(c / floorMemset))"
    }
    lines.append(line)
}
var parity: [String] = []
@MainActor func checkParity(_ workload: String, _ a: Bitmap, _ b: Bitmap, scanoutName: String = "scanout") {
    parity.append("BENCH parity workload=\(workload) differing_pct=\(Timing.format(Parity.differingPercent(a, b)))")
    writePNG(a, "\(workload)-\(scanoutName)")
    writePNG(b, "\(workload)-cairo")
}

if firstOnly {
    measureFirstFrames()
    for line in lines { print(line) }
    exit(0)
}

// A, the floor beside it.
CairoPangoFonts.requireLibraries()
do {
    let scanout = ScanoutSceneRenderer(caches: .off), scanoutCached = ScanoutSceneRenderer(caches: .on)
    let cairo = CairoSceneRenderer()
    let floor = Floor()
    let s = WorkloadA.run([scanout, scanoutCached, cairo], frames: frames, alongside: [floor.fill, floor.copy])
    floorMemset = s[3].median
    print("floor: memset \(Timing.format(s[3].median)) ms, memcpy \(Timing.format(s[4].median)) ms"
          + " (one 1280x800x4 buffer allocated as the frames are, alternating with workload A)")
    print("A: scanout \(Timing.format(s[0].median)) ms (\(Timing.format(s[0].median / s[3].median))x the memset floor),"
          + " cached \(Timing.format(s[1].median)) ms, cairo \(Timing.format(s[2].median)) ms")
    bench("A", s[0].median, s[2].median)
    bench("A_cached", s[1].median, s[2].median)
    checkParity("A", scanout.frame, cairo.frame)
    let scanoutGeometry = ScanoutSceneRenderer(caches: .off, hidesText: true), cairoGeometry = CairoSceneRenderer(hidesText: true)
    scanoutGeometry.renderFull()
    cairoGeometry.renderFull()
    checkParity("A_geometry", scanoutGeometry.frame, cairoGeometry.frame)
}

// B, through Scanout's scene graph.
do {
    let scanout = ScanoutSceneB(caches: .off), scanoutCached = ScanoutSceneB(caches: .on)
    let cairo = CairoSceneRenderer()
    let r = WorkloadB.run([scanout, scanoutCached, cairo], frames: frames)
    print("B: scanout \(Timing.format(r[0].samples.median)) ms, cached \(Timing.format(r[1].samples.median)) ms,"
          + " cairo \(Timing.format(r[2].samples.median)) ms; damage found by the scene \(r[0].damage) (largest),"
          + " cairo clipped to \(r[2].damage)")
    let d = BenchScene.benchDamage
    if !PixelRect(x: d.x, y: d.y, width: d.w, height: d.h).contains(r[0].damage) {
        print("B: the scene's damage \(r[0].damage) is not inside workload B's rect")
    }
    bench("B", r[0].samples.median, r[2].samples.median)
    bench("B_cached", r[1].samples.median, r[2].samples.median)
    checkParity("B", scanout.frame, cairo.frame)
}

// C and C redraw.
do {
    let scanout = ScanoutTextWorkloadC(caches: .off), scanoutCached = ScanoutTextWorkloadC(caches: .on)
    let cairo = CairoTextWorkloadC()
    let r = WorkloadC.run([scanout, scanoutCached, cairo], frames: frames)
    print("C: scanout \(Timing.format(r[0].c.median)) ms, cached \(Timing.format(r[1].c.median)) ms,"
          + " cairo \(Timing.format(r[2].c.median)) ms; redraw \(Timing.format(r[0].redraw.median)) /"
          + " \(Timing.format(r[2].redraw.median)) ms")
    bench("C", r[0].c.median, r[2].c.median)
    bench("C_cached", r[1].c.median, r[2].c.median)
    bench("C_redraw", r[0].redraw.median, r[2].redraw.median)
    checkParity("C", scanout.frame, cairo.frame)
}

// D: the fling.
do {
    let scanout = ScanoutListD(caches: .off), scanoutCached = ScanoutListD(caches: .on)
    let cairo = CairoListD()
    let table = ScanoutTableD(caches: .off)
    let s = WorkloadD.run([scanout, scanoutCached, cairo, table])
    print("D: scanout median \(Timing.format(s[0].median)) ms p99 \(Timing.format(s[0].p99)) ms,"
          + " cached \(Timing.format(s[1].median)) / \(Timing.format(s[1].p99)) ms,"
          + " cairo \(Timing.format(s[2].median)) / \(Timing.format(s[2].p99)) ms")
    bench("D", s[0].median, s[2].median)
    bench("D_p99", s[0].p99, s[2].p99)
    bench("D_cached", s[1].median, s[2].median)
    print("D_scene: the table view median \(Timing.format(s[3].median)) ms p99 \(Timing.format(s[3].p99)) ms,"
          + " \(table.table.visibleRows.count + table.table.reusableCellCount) cells kept")
    bench("D_scene", s[3].median, s[2].median)
    bench("D_scene_p99", s[3].p99, s[2].p99)
    checkParity("D", scanout.frame, cairo.frame)
    checkParity("D_scene", table.frame, cairo.frame)
}

// First frames from exec, cold, in child processes.
@MainActor func measureFirstFrames() {
    for workload in ["A", "C"] {
        if let s = ChildRun.firstFrame(renderer: "scanout", workload: workload, runs: 5),
           let c = ChildRun.firstFrame(renderer: "cairo", workload: workload, runs: 5) {
            print("first frame \(workload) from exec (median of 5 processes): scanout \(Timing.format(s)) ms,"
                  + " cairo \(Timing.format(c)) ms")
            bench("first_\(workload)", s, c, perFrame: false)
        } else {
            print("first frame \(workload): child runs failed")
        }
        if let s = ChildRun.firstFrame(renderer: "scanout", workload: workload, runs: 5, fontIndex: true),
           let c = ChildRun.firstFrame(renderer: "cairo", workload: workload, runs: 5) {
            print("first frame \(workload) from exec with Scanout's font index (median of 5 processes):"
                  + " scanout \(Timing.format(s)) ms, cairo \(Timing.format(c)) ms")
            bench("first_\(workload)_cached", s, c, perFrame: false)
        }
    }
}
measureFirstFrames()

print("")
for line in lines + parity { print(line) }
if let s = ChildRun.peakRSS(renderer: "scanout", frames: 200, runs: 3),
   let c = ChildRun.peakRSS(renderer: "cairo", frames: 200, runs: 3) {
    print("BENCH rss_mib scanout=\(Timing.format(s)) cairo=\(Timing.format(c))")
} else {
    print("peak RSS: child runs failed")
}
printAppLatency()
printKeyLatency()
printSpeechLatency()
switch RuntimeRSS.measure() {
case .success(let mib): print("BENCH rss_mib runtime=\(Timing.format(mib))")
case .failure(let error): print("runtime RSS not measured: \(error)")
}
for line in StartFirstFrame.lines() { print(line) }
for line in MatrixThroughput.lines() { print(line) }
