import Graphics

/// The frame buffers of the benchmark. Every renderer and the floor draw into memory allocated
/// the same way (docs/benchmark.md, "Rules"): a 1280×800 ``Bitmap`` of stride 5120, whose pixels are
/// one anonymous mapping aligned to 2 MiB and offered to the kernel for transparent huge pages
/// (Scanout's `PixelMemory`), zeroed by the kernel on first touch. cairo draws into such a
/// bitmap's memory through `cairo_image_surface_create_for_data`.
enum BenchBuffer {
    static let stride = BenchScene.width * 4

    /// A new frame buffer, allocated as every side's is.
    static func make() -> Bitmap {
        Bitmap(size: PixelSize(width: BenchScene.width, height: BenchScene.height), stride: stride)
    }

    /// The first byte of `bitmap`'s pixels. The memory lives as long as the bitmap, which the
    /// caller keeps.
    static func pixels(of bitmap: Bitmap) -> UnsafeMutablePointer<UInt8> {
        bitmap.withUnsafeMutableBytes { bytes, _ in
            guard let base = bytes.baseAddress else { preconditionFailure("a 1280×800 bitmap has memory") }
            return base.assumingMemoryBound(to: UInt8.self)
        }
    }

    /// A copy of `bitmap` with every pixel opaque (cairo leaves the X byte of XRGB8888
    /// unspecified), for PNGs.
    static func opaqueCopy(of bitmap: Bitmap) -> Bitmap {
        let copy = Bitmap(size: bitmap.size)
        bitmap.copy(bitmap.bounds, into: copy)
        copy.withUnsafeMutableBytes { bytes, stride in
            for y in 0..<copy.height {
                let row = (bytes.baseAddress! + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<copy.width { row[x] |= 0xFF00_0000 }
            }
        }
        return copy
    }
}
