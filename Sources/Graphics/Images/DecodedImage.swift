/// An image file decoded at the size its view needs: the bitmap (possibly smaller than the
/// file's pixels) and the file's own size, which layout and content modes go by.
///
/// A 12-megapixel photo shown in a small view costs 48 MB decoded at full size; decoded to
/// cover the view's pixels it costs what the view shows (``Bitmap/readImage(from:covering:)``).
///
/// ```swift
/// let decoded = try Bitmap.readImage(from: "photo.jpg", covering: PixelSize(width: 600, height: 400))
/// print(decoded.bitmap.size, "of", decoded.fullSize)
/// ```
public struct DecodedImage: @unchecked Sendable {
    /// The decoded pixels, premultiplied: ``fullSize`` or smaller, with the same aspect ratio
    /// (to the pixel).
    public let bitmap: Bitmap
    /// The file's own size in pixels.
    public let fullSize: PixelSize

    /// A decoded image of a file `fullSize` pixels large.
    public init(bitmap: Bitmap, fullSize: PixelSize) {
        self.bitmap = bitmap
        self.fullSize = fullSize
    }

    /// Whether the bitmap holds every pixel of the file.
    public var isFullSize: Bool { bitmap.size == fullSize }

    /// Whether the bitmap has enough pixels to cover `target` (`nil`: the full size is needed).
    public func covers(_ target: PixelSize?) -> Bool {
        Self.target(bitmap.size, covers: Bitmap.decodedSize(of: fullSize, covering: target))
    }

    /// Whether pixels decoded to cover `asked` are enough for `target`: at least as wide and as
    /// tall. `nil` stands for the full size: it covers every target, and only it covers itself.
    public static func target(_ asked: PixelSize?, covers target: PixelSize?) -> Bool {
        guard let asked else { return true }
        guard let target else { return false }
        return asked.width >= target.width && asked.height >= target.height
    }
}

extension Bitmap {
    /// The size a file of `fullSize` pixels is decoded at to cover `target` pixels: the
    /// smallest size with the file's aspect ratio at least as wide and as tall as `target`
    /// (so it serves every scaling content mode, fill or fit), never larger than the file.
    /// `nil`, or an empty target, asks for the full size.
    ///
    /// For a 4000 × 3000 photo and a 600 × 400 target the answer is 600 × 450.
    public static func decodedSize(of fullSize: PixelSize, covering target: PixelSize?) -> PixelSize {
        guard let target, target.width > 0, target.height > 0, fullSize.width > 0, fullSize.height > 0 else {
            return fullSize
        }
        let scale = max(Double(target.width) / Double(fullSize.width), Double(target.height) / Double(fullSize.height))
        guard scale < 1 else { return fullSize }
        // Rounded up, so a side meant to match the target exactly is not a pixel short.
        func side(_ full: Int) -> Int { min(full, max(1, Int((Double(full) * scale - 1e-9).rounded(.up)))) }
        return PixelSize(width: side(fullSize.width), height: side(fullSize.height))
    }

    /// The bitmap reduced to `size` (no larger than its own, either side) by a box filter:
    /// each pixel of the result is the average of the premultiplied source pixels it covers.
    /// A size that is not smaller returns a copy.
    public func downsampled(to size: PixelSize) -> Bitmap {
        let target = PixelSize(width: max(1, min(width, size.width)), height: max(1, min(height, size.height)))
        let reducer = BoxReducer(source: self.size, target: target)
        for y in 0..<height { reducer.add(UnsafePointer(row(y)), y: y) }
        return reducer.finish()
    }
}
