public import Graphics

/// The demo scene as live content for ``DisplaySession``: drawn once in full, then only what
/// changes. Optionally an activity bar slides along the bottom toolbar for a while (the 60 Hz
/// test of the VM suite), and the switches can be toggled (the touch test).
@MainActor
public final class DemoContent: FrameContent {
    private var size = PixelSize(width: 0, height: 0)
    private var scale = 1.0
    private var fullDamage = true
    private var switchStates = [true, false, true, false, true, false]
    private var dirtySwitches: Set<Int> = []
    private var lastBar: PixelRect?
    /// Until when (seconds on the session's clock) the activity bar animates; nil: not yet started.
    private var animationEnd: Double?
    private let animationDuration: Double

    /// Demo content; `animationDuration` seconds of activity-bar animation start with the first frame.
    public init(animationDuration: Double = 0) {
        self.animationDuration = animationDuration
    }

    /// Whether switch `row` (0–5) is on.
    public func isSwitchOn(row: Int) -> Bool { switchStates.indices.contains(row) && switchStates[row] }

    /// Flips switch `row` (0–5); it is redrawn on the next frame.
    public func toggleSwitch(row: Int) {
        guard switchStates.indices.contains(row) else { return }
        switchStates[row].toggle()
        dirtySwitches.insert(row)
    }

    /// The switch row under `point` (points), if any.
    public func switchRow(at point: Point) -> Int? {
        for row in 0..<6 where DemoScene.switchFrame(row: row, screenWidth: Double(size.width) / scale).insetBy(dx: -8, dy: -6).contains(point) {
            return row
        }
        return nil
    }

    public func needsFrame(at time: Double) -> Bool {
        if fullDamage || !dirtySwitches.isEmpty { return true }
        if let end = animationEnd { return time < end || lastBar != nil }
        return false
    }

    public func resize(to size: PixelSize, scale: Double) {
        self.size = size
        self.scale = scale
        fullDamage = true
    }

    public func render(into bitmap: Bitmap, at time: Double) -> [PixelRect] {
        var damage = DamageRegion(screen: bitmap.size)
        let canvas = Canvas(bitmap: bitmap, scale: scale)
        let width = Double(bitmap.width) / scale, height = Double(bitmap.height) / scale
        if fullDamage {
            DemoScene.render(into: bitmap, scale: scale)
            for row in 0..<6 where switchStates[row] != (row % 2 == 0) { redrawSwitch(row, canvas: canvas, width: width) }
            damage.addFullScreen()
            fullDamage = false
            dirtySwitches.removeAll()
            lastBar = nil
        }
        for row in dirtySwitches.sorted() {
            let area = redrawSwitch(row, canvas: canvas, width: width)
            damage.add(area, scale: scale)
        }
        dirtySwitches.removeAll()
        if animationDuration > 0, animationEnd == nil { animationEnd = time + animationDuration }
        if let end = animationEnd {
            let toolbar = Rect(x: 0, y: height - 44 + 1 / scale, width: width, height: 44 - 1 / scale)
            if let previous = lastBar {
                let old = Rect(x: Double(previous.x) / scale, y: Double(previous.y) / scale,
                               width: Double(previous.width) / scale, height: Double(previous.height) / scale)
                canvas.fill(old.intersection(toolbar), paint: .color(Color(hex: 0xF9F9F9)))
                damage.add(previous)
                lastBar = nil
            }
            if time < end {
                // A 120×6 pt capsule sliding back and forth once a second, positioned by the frame's time.
                let phase = time.truncatingRemainder(dividingBy: 2)
                let t = phase < 1 ? phase : 2 - phase
                let bar = Rect(x: 20 + (width - 160) * t, y: height - 25, width: 120, height: 6)
                canvas.fillRoundedRect(bar, radii: CornerRadii(3), paint: .color(Color(hex: 0x007AFF)))
                let pixels = bar.pixelBounds(scale: scale)
                damage.add(pixels)
                lastBar = pixels
            }
        }
        return damage.rects
    }

    @discardableResult
    private func redrawSwitch(_ row: Int, canvas: Canvas, width: Double) -> Rect {
        let frame = DemoScene.switchFrame(row: row, screenWidth: width)
        let area = frame.insetBy(dx: -5, dy: -5)
        canvas.fill(area, paint: .color(.white))
        DemoScene.drawSwitch(canvas, origin: frame.origin, isOn: switchStates[row])
        return area
    }
}
