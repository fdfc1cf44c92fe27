public import Graphics

/// What an ``ImageView`` shows: a PNG or JPEG file, decoded off the frame path through an
/// ``ImageCache``, or a bitmap the app already has (drawn at once, not cached).
///
/// <!-- example context: import Graphics -->
/// ```swift
/// let photo = ImageSource.file("/usr/share/scanout/beach.jpg")
/// let swatch = ImageSource.bitmap(Bitmap(width: 8, height: 8))
/// ```
@MainActor
public enum ImageSource {
    /// The PNG or JPEG file at a path (told apart by its first bytes, not its name).
    case file(String)
    /// A bitmap in memory, premultiplied.
    case bitmap(Bitmap)

    /// The file's path, or `nil` for a bitmap.
    public var path: String? {
        if case .file(let path) = self { return path }
        return nil
    }
}
