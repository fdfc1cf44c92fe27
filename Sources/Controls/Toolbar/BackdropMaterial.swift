import Graphics

/// The bar material: what has been drawn beneath a rectangle, blurred (three box passes each
/// way, close to a Gaussian of the given standard deviation) and saturated as iOS's bar
/// material is, put back through the canvas (so it respects the frame's damage and clip) before
/// a translucent tint is laid over it. Text beneath becomes unreadable; only colour mass shows.
///
/// It reads the pixels already in the canvas's bitmap, so it must run after the content beneath
/// has been drawn in the same frame (a bar drawn above the content does). Pixels outside the
/// bar are content; inside the bar only the pixels inside the canvas's damage are this frame's
/// content (the rest is last frame's bar), so those are left out of the average (normalised
/// convolution): last frame's items never bleed into the material. Inside an opacity layer it
/// reads the screen beneath the layer, not the layer.
enum BackdropMaterial {
    /// Blurs what lies under `rect` (the canvas's user space) with a Gaussian of about `radius`
    /// points standard deviation, then multiplies its saturation by `saturation`.
    static func blur(_ canvas: Canvas, rect: Rect, radius: Double, saturation: Double = 1) {
        let t = canvas.currentTransform
        let device = t.apply(to: rect)
        let bitmap = canvas.bitmap
        let target = PixelRect(x: Int(device.minX.rounded()), y: Int(device.minY.rounded()),
                               width: Int(device.width.rounded()), height: Int(device.height.rounded()))
            .intersection(bitmap.bounds)
        guard !target.isEmpty else { return }
        // Three box passes of half-width b have a standard deviation of √(b(b + 1)) ≈ b; the
        // Gaussian's tails reach 3b, which is how far beyond the bar the content is read.
        let box = max(1, Int((radius * canvas.scale).rounded()))
        let r = 3 * box
        let source = PixelRect(x: target.x - r, y: target.y - r, width: target.width + 2 * r, height: target.height + 2 * r)
            .intersection(bitmap.bounds)
        let w = source.width, h = source.height
        // Channel 4 is the weight: 1 for pixels of this frame's content (outside the bar, or
        // inside it where this frame repaints), 0 for last frame's bar (normalised convolution).
        let fresh = canvas.damage.filter { $0.intersects(target) }
        // Five channels and the blur's scratch, kept by the canvas's cache from frame to frame
        // (megabytes for a full-width bar: allocated once, not every frame).
        let out = canvas.withScratch(arrays: 6, count: w * h) { channels -> Bitmap in
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
            for c in 0..<5 {
                // Taken out of the array while blurred, so each is uniquely referenced (no copy).
                var data = channels[c], scratch = channels[5]
                channels[c] = []
                channels[5] = []
                for _ in 0..<3 {
                    boxBlur(&data, &scratch, width: w, height: h, radius: box, horizontal: true)
                    boxBlur(&data, &scratch, width: w, height: h, radius: box, horizontal: false)
                }
                channels[c] = data
                channels[5] = scratch
            }
            let out = Bitmap(size: PixelSize(width: target.width, height: target.height))
            for y in 0..<target.height {
                for x in 0..<target.width {
                    let i = (target.y - source.y + y) * w + (target.x - source.x + x)
                    let weight = channels[4][i]
                    let k = weight > 1e-6 ? 1 / weight : 0
                    let alpha = max(0, min(255, (channels[0][i] * k).rounded()))
                    var r = channels[1][i] * k, g = channels[2][i] * k, b = channels[3][i] * k
                    if saturation != 1 {
                        // Saturation about the Rec. 709 luma (premultiplied values, clamped to alpha).
                        let luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
                        r = luma + (r - luma) * saturation
                        g = luma + (g - luma) * saturation
                        b = luma + (b - luma) * saturation
                    }
                    let a = UInt32(alpha)
                    let red = UInt32(max(0, min(alpha, r.rounded())))
                    let green = UInt32(max(0, min(alpha, g.rounded())))
                    let blue = UInt32(max(0, min(alpha, b.rounded())))
                    out[x, y] = (a << 24) | (red << 16) | (green << 8) | blue
                }
            }
            return out
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
