import Graphics

/// The bar material: what has been drawn beneath a rectangle, blurred (three box passes each
/// way, close to a Gaussian), put back through the canvas (so it respects the frame's damage
/// and clip) before a translucent tint is laid over it.
///
/// It reads the pixels already in the canvas's bitmap, so it must run after the content beneath
/// has been drawn in the same frame (a bar drawn above the content does). Pixels outside the
/// bar are content; inside the bar only the pixels inside the canvas's damage are this frame's
/// content (the rest is last frame's bar), so those are left out of the average (normalised
/// convolution): last frame's items never bleed into the material. Inside an opacity layer it
/// reads the screen beneath the layer, not the layer.
enum BackdropMaterial {
    /// Blurs what lies under `rect` (the canvas's user space) with a radius of `radius` points.
    static func blur(_ canvas: Canvas, rect: Rect, radius: Double) {
        let t = canvas.currentTransform
        let device = t.apply(to: rect)
        let bitmap = canvas.bitmap
        let target = PixelRect(x: Int(device.minX.rounded()), y: Int(device.minY.rounded()),
                               width: Int(device.width.rounded()), height: Int(device.height.rounded()))
            .intersection(bitmap.bounds)
        guard !target.isEmpty else { return }
        let r = max(1, Int((radius * canvas.scale).rounded()))
        let source = PixelRect(x: target.x - r, y: target.y - r, width: target.width + 2 * r, height: target.height + 2 * r)
            .intersection(bitmap.bounds)
        let w = source.width, h = source.height
        // Channel 4 is the weight: 1 for pixels of this frame's content (outside the bar, or
        // inside it where this frame repaints), 0 for last frame's bar (normalised convolution).
        let fresh = canvas.damage.filter { $0.intersects(target) }
        var channels = [[Double]](repeating: [Double](repeating: 0, count: w * h), count: 5)
        for y in 0..<h {
            let py = source.y + y
            for x in 0..<w {
                let px = source.x + x
                let insideBar = px >= target.x && px < target.maxX && py >= target.y && py < target.maxY
                let valid = !insideBar || fresh.contains { px >= $0.x && px < $0.maxX && py >= $0.y && py < $0.maxY }
                guard valid else { continue }
                let p = bitmap[px, py]
                let i = y * w + x
                channels[0][i] = Double((p >> 24) & 0xFF)
                channels[1][i] = Double((p >> 16) & 0xFF)
                channels[2][i] = Double((p >> 8) & 0xFF)
                channels[3][i] = Double(p & 0xFF)
                channels[4][i] = 1
            }
        }
        // Three box passes of radius r/3 each way approximate a Gaussian of about r/2 sigma… r.
        let box = max(1, r / 3)
        var scratch = [Double](repeating: 0, count: w * h)
        for c in 0..<5 {
            for _ in 0..<3 {
                boxBlur(&channels[c], &scratch, width: w, height: h, radius: box, horizontal: true)
                boxBlur(&channels[c], &scratch, width: w, height: h, radius: box, horizontal: false)
            }
        }
        let out = Bitmap(size: PixelSize(width: target.width, height: target.height))
        for y in 0..<target.height {
            for x in 0..<target.width {
                let i = (target.y - source.y + y) * w + (target.x - source.x + x)
                let weight = channels[4][i]
                let k = weight > 1e-6 ? 1 / weight : 0
                let a = UInt32(max(0, min(255, (channels[0][i] * k).rounded())))
                let red = UInt32(max(0, min(Double(a), (channels[1][i] * k).rounded())))
                let green = UInt32(max(0, min(Double(a), (channels[2][i] * k).rounded())))
                let blue = UInt32(max(0, min(Double(a), (channels[3][i] * k).rounded())))
                out[x, y] = (a << 24) | (red << 16) | (green << 8) | blue
            }
        }
        canvas.save()
        if let inverse = t.inverted() { canvas.concatenate(inverse) }
        canvas.draw(out, in: Rect(x: Double(target.x), y: Double(target.y), width: Double(target.width),
                                  height: Double(target.height)))
        canvas.restore()
    }

    /// One box-blur pass along rows or columns, edges clamped.
    private static func boxBlur(_ data: inout [Double], _ scratch: inout [Double], width: Int, height: Int,
                                radius: Int, horizontal: Bool) {
        let lines = horizontal ? height : width, length = horizontal ? width : height
        let step = horizontal ? 1 : width
        let norm = 1 / Double(2 * radius + 1)
        for line in 0..<lines {
            let base = horizontal ? line * width : line
            var sum = 0.0
            for k in -radius...radius { sum += data[base + max(0, min(length - 1, k)) * step] }
            for i in 0..<length {
                scratch[base + i * step] = sum * norm
                let add = min(length - 1, i + radius + 1), remove = max(0, i - radius)
                sum += data[base + add * step] - data[base + remove * step]
            }
        }
        swap(&data, &scratch)
    }
}
