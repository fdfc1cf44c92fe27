extension Canvas {
    /// Starts drawing into an offscreen layer the size of the current clip; ``endLayer()``
    /// composites it with `opacity` (group opacity: overlapping shapes inside do not show through
    /// each other).
    ///
    /// Layers nest. The transform and clip inside the layer start as they are now.
    public func beginLayer(opacity: Double) {
        let bounds = deviceClipBounds.intersection(surface.bounds)
        let layerBitmap = Bitmap(temporarySize: PixelSize(width: max(0, bounds.width), height: max(0, bounds.height)))
        layers.append(Layer(bitmap: layerBitmap, origin: (bounds.x, bounds.y),
                            opacity: max(0, min(1, opacity.isNaN ? 0 : opacity)), state: state))
        retarget()
    }

    /// Composites the innermost layer onto what lies beneath it, with its opacity; without a
    /// layer it does nothing. The transform and clip return to what they were at
    /// ``beginLayer(opacity:)``.
    public func endLayer() {
        guard let layer = layers.popLast() else { return }
        retarget()
        state = layer.state
        dropShapeClipsPastState()
        let k = UInt32((layer.opacity * 255).rounded())
        guard k > 0, layer.bitmap.width > 0, layer.bitmap.height > 0 else { return }
        let target = layers.last.map { PixelRect(x: $0.origin.x, y: $0.origin.y, width: $0.bitmap.width,
                                                 height: $0.bitmap.height) } ?? surface.bounds
        let region = PixelRect(x: layer.origin.x, y: layer.origin.y, width: layer.bitmap.width,
                               height: layer.bitmap.height).intersection(target)
        if layers.isEmpty && !pending.isEmpty { pending.materialize(region, into: surface) }
        blitter.shapeClips = []
        let row = blitter.colorRow
        for d in damage {
            let c = region.intersection(d)
            guard !c.isEmpty else { continue }
            blitter.clip = c
            for y in c.y..<c.maxY {
                let src = layer.bitmap.row(y - layer.origin.y) + (c.x - layer.origin.x)
                if k == 255 {
                    blitter.colorSpan(y: y, x: c.x, count: c.width, colors: src)
                } else {
                    for i in 0..<c.width { row[i] = PixelMath.scale(src[i], by: k) }
                    blitter.colorSpan(y: y, x: c.x, count: c.width, colors: row)
                }
            }
        }
    }
}

extension Canvas {
    /// Lends `body` `arrays` zeroed arrays of at least `count` values from the canvas's
    /// ``RasterCache``, kept there for the next frame (``RasterCache/withScratch(arrays:count:_:)``).
    public func withScratch<R>(arrays: Int, count: Int, _ body: (inout [[Double]]) -> R) -> R {
        cache.withScratch(arrays: arrays, count: count, body)
    }
}
