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
        let fresh = canvas.damage.filter { $0.intersects(target) }
        // Six planes (alpha, red, green, blue, weight, scratch), kept by the canvas's cache from
        // frame to frame (megabytes for a full-width bar: allocated once, not every frame). Each
        // has a row more than the pixels: the scratch plane's holds per-column state (which
        // pixels of a row count while filling, the column sums while blurring), so a frame
        // allocates nothing here.
        let out = canvas.withScratch(arrays: 6, count: w * h + w) { planes -> Bitmap in
            // Channel 4 is the weight: 1 for pixels of this frame's content (outside the bar, or
            // inside it where this frame repaints), 0 for last frame's bar (normalised convolution).
            var everyPixelFresh = true, everyPixelOpaque = true
            let columnState = w * h  // where the extra row starts
            // Taken out of the array while filled, so each is uniquely referenced (no copy).
            var alpha = planes[0], red = planes[1], green = planes[2], blue = planes[3], weight = planes[4]
            var rowIsFresh = planes[5]
            for c in 0..<6 { planes[c] = [] }
            bitmap.withUnsafeBytes { pixels, stride in
                for y in 0..<h {
                    let py = source.y + y
                    Self.markFresh(&rowIsFresh, from: columnState, row: py, source: source, target: target, fresh: fresh)
                    let row = pixels.baseAddress.map { ($0 + py * stride).assumingMemoryBound(to: UInt32.self) + source.x }
                    guard let row else { return }
                    for x in 0..<w {
                        guard rowIsFresh[columnState + x] != 0 else {
                            everyPixelFresh = false
                            continue
                        }
                        let p = row[x]
                        let i = y * w + x
                        let a = (p >> 24) & 0xFF
                        if a != 0xFF { everyPixelOpaque = false }
                        alpha[i] = Double(a)
                        red[i] = Double((p >> 16) & 0xFF)
                        green[i] = Double((p >> 8) & 0xFF)
                        blue[i] = Double(p & 0xFF)
                        weight[i] = 1
                    }
                }
            }
            planes[0] = alpha
            planes[1] = red
            planes[2] = green
            planes[3] = blue
            planes[4] = weight
            planes[5] = rowIsFresh
            // Blurring is linear: where every pixel counts, the blurred weight is 1 everywhere;
            // where every pixel counted is opaque, the blurred alpha is 255 times the weight.
            // Neither needs its own passes then.
            for c in 0..<5 where !(c == 0 && everyPixelOpaque) && !(c == 4 && everyPixelFresh) {
                // Taken out of the array while blurred, so each is uniquely referenced (no copy).
                var data = planes[c], scratch = planes[5]
                planes[c] = []
                planes[5] = []
                for _ in 0..<3 {
                    boxBlurRows(&data, &scratch, width: w, height: h, radius: box)
                    boxBlurColumns(&data, &scratch, width: w, height: h, radius: box)
                }
                planes[c] = data
                planes[5] = scratch
            }
            let out = Bitmap(size: PixelSize(width: target.width, height: target.height))
            let (reds, greens, blues) = (planes[1], planes[2], planes[3])
            let (alphas, weights) = (planes[0], planes[4])
            out.withUnsafeMutableBytes { pixels, stride in
                guard let base = pixels.baseAddress else { return }
                for y in 0..<target.height {
                    let row = (base + y * stride).assumingMemoryBound(to: UInt32.self)
                    let first = (target.y - source.y + y) * w + (target.x - source.x)
                    for x in 0..<target.width {
                        let i = first + x
                        let weight = everyPixelFresh ? 1 : weights[i]
                        let k = weight > 1e-6 ? 1 / weight : 0
                        let alpha = everyPixelOpaque ? (k > 0 ? 255 : 0) : max(0, min(255, (alphas[i] * k).rounded()))
                        var r = reds[i] * k, g = greens[i] * k, b = blues[i] * k
                        if saturation != 1 {
                            // Saturation about the Rec. 709 luma (premultiplied values, clamped to alpha).
                            let luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
                            r = luma + (r - luma) * saturation
                            g = luma + (g - luma) * saturation
                            b = luma + (b - luma) * saturation
                        }
                        let a = UInt32(alpha)
                        let redByte = UInt32(max(0, min(alpha, r.rounded())))
                        let greenByte = UInt32(max(0, min(alpha, g.rounded())))
                        let blueByte = UInt32(max(0, min(alpha, b.rounded())))
                        row[x] = (a << 24) | (redByte << 16) | (greenByte << 8) | blueByte
                    }
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

    /// Marks which pixels of row `row` of `source` count: every one outside the bar, and inside
    /// it those of this frame's damage (`fresh`).
    /// Marks which pixels of row `row` of `source` count (1) and which do not (0), in `marks`
    /// from `first` on: every one outside the bar, and inside it those of this frame's damage
    /// (`fresh`).
    private static func markFresh(_ marks: inout [Double], from first: Int, row: Int, source: PixelRect,
                                  target: PixelRect, fresh: [PixelRect]) {
        for x in 0..<source.width { marks[first + x] = 1 }
        guard row >= target.y, row < target.maxY else { return }
        let barStart = target.x - source.x, barEnd = target.maxX - source.x
        for x in barStart..<barEnd { marks[first + x] = 0 }
        for rect in fresh where row >= rect.y && row < rect.maxY {
            let start = max(barStart, rect.x - source.x), end = min(barEnd, rect.maxX - source.x)
            if start < end { for x in start..<end { marks[first + x] = 1 } }
        }
    }

    /// One box-blur pass along each row, edges clamped.
    private static func boxBlurRows(_ data: inout [Double], _ scratch: inout [Double], width: Int, height: Int,
                                    radius: Int) {
        let norm = 1 / Double(2 * radius + 1)
        data.withUnsafeBufferPointer { data in
            scratch.withUnsafeMutableBufferPointer { scratch in
                for line in 0..<height {
                    let base = line * width
                    var sum = 0.0
                    for k in -radius...radius { sum += data[base + max(0, min(width - 1, k))] }
                    for i in 0..<width {
                        scratch[base + i] = sum * norm
                        let add = min(width - 1, i + radius + 1), remove = max(0, i - radius)
                        sum += data[base + add] - data[base + remove]
                    }
                }
            }
        }
        swap(&data, &scratch)
    }

    /// One box-blur pass along each column, edges clamped: a running sum per column, advanced a
    /// row at a time (the same additions in the same order as column by column, so the same
    /// values, read along rows as memory lies).
    private static func boxBlurColumns(_ data: inout [Double], _ scratch: inout [Double], width: Int, height: Int,
                                       radius: Int) {
        let norm = 1 / Double(2 * radius + 1)
        data.withUnsafeBufferPointer { data in
            scratch.withUnsafeMutableBufferPointer { scratch in
                // The column sums live in the scratch plane's extra row, past the pixels written.
                let sums = height * width
                for x in 0..<width { scratch[sums + x] = 0 }
                for k in -radius...radius {
                    let row = max(0, min(height - 1, k)) * width
                    for x in 0..<width { scratch[sums + x] += data[row + x] }
                }
                for i in 0..<height {
                    let base = i * width
                    let add = min(height - 1, i + radius + 1) * width, remove = max(0, i - radius) * width
                    for x in 0..<width {
                        scratch[base + x] = scratch[sums + x] * norm
                        scratch[sums + x] += data[add + x] - data[remove + x]
                    }
                }
            }
        }
        swap(&data, &scratch)
    }
}
