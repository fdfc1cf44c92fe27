public import Graphics

/// Decoded images kept for reuse, bounded by a byte budget: image views showing the same file
/// share one decode and one bitmap, and the least recently used images go first when the
/// budget is passed.
///
/// ## Background
/// A decoded image costs four bytes a pixel (a 12-megapixel photo is 48 MB), far more than its
/// file. The cache counts each bitmap's pixel bytes against ``byteBudget`` and, after each
/// insertion, drops the images used longest ago until the total is within it; an image larger
/// than the whole budget is handed to its views and not kept. A view keeps the bitmap it shows,
/// so what an evicted image costs until its views let go is theirs, not the cache's.
///
/// An image is decoded at the size its view needs (``Bitmap/decodedSize(of:covering:)``), so
/// one file can be kept at more than one size: an entry's key is the path and the decoded size.
/// A lookup takes the smallest kept image that covers the pixels asked for.
///
/// Decoding runs on ``ImageDecoder``'s thread: ``image(at:covering:whenReady:)`` answers at once
/// with the cached image, the remembered error, or ``Lookup/loading`` (one decode per file and
/// size, however many views ask: a decode already running for at least as many pixels is
/// shared). Failures are remembered (the last ``failureLimit``) so a damaged file is not
/// decoded again on every layout; ``removeAll()`` forgets them.
///
/// ```swift
/// let cache = ImageCache(byteBudget: 16 << 20)
/// let view = ImageView(source: .file("photo.jpg"), cache: cache)
/// ```
@MainActor
public final class ImageCache {
    /// What a lookup found.
    public enum Lookup {
        /// The decoded image (and its file's full size), ready to draw.
        case ready(DecodedImage)
        /// The file could not be decoded (remembered from an earlier attempt).
        case failed(ImageFileError)
        /// A decode is running; the callback runs when it ends.
        case loading
    }

    /// The process's cache (64 MiB), which image views use unless given their own.
    public static let shared = ImageCache(byteBudget: 64 << 20)

    /// How many failures are remembered.
    public static let failureLimit = 32

    /// The most pixel bytes kept. Lowering it evicts at once.
    public var byteBudget: Int {
        didSet { evict() }
    }
    /// The pixel bytes of the images kept.
    public private(set) var byteCount = 0
    /// How many images were dropped to stay within the budget (not counting ``removeAll()``).
    public private(set) var evictionCount = 0
    /// How many decodes were started (a second view of a file being decoded starts none).
    public private(set) var decodeCount = 0

    /// The decoder files are decoded on.
    public let decoder: ImageDecoder
    private var entries: [Key: (image: DecodedImage, bytes: Int, lastUse: Int)] = [:]
    private var failures: [(path: String, error: ImageFileError)] = []
    private var waiting: [Pending: [@MainActor (Result<DecodedImage, ImageFileError>) -> Void]] = [:]
    private var clock = 0

    /// What an image is kept under: its file and the size it was decoded at.
    private struct Key: Hashable {
        let path: String
        let size: PixelSize
    }

    /// A decode running: its file and the pixels it covers (`nil`: full size).
    private struct Pending: Hashable {
        let path: String
        let target: PixelSize?

        /// Whether this decode gives at least the pixels `target` needs.
        func covers(_ target: PixelSize?) -> Bool { DecodedImage.target(self.target, covers: target) }
    }

    /// A cache of at most `byteBudget` pixel bytes that decodes with `decoder`.
    public init(byteBudget: Int, decoder: ImageDecoder = .shared) {
        self.byteBudget = max(0, byteBudget)
        self.decoder = decoder
    }

    /// How many images are kept.
    public var count: Int { entries.count }

    /// The paths of the images kept, least recently used first (a file kept at two sizes is
    /// listed twice).
    public var paths: [String] { entries.sorted { $0.value.lastUse < $1.value.lastUse }.map(\.key.path) }

    /// The decoded sizes kept for `path`, smallest first.
    public func decodedSizes(at path: String) -> [PixelSize] {
        entries.keys.filter { $0.path == path }.map(\.size).sorted { $0.width * $0.height < $1.width * $1.height }
    }

    /// The largest kept image for `path`, marked as just used; `nil` when none is kept.
    public func cachedImage(at path: String) -> Bitmap? {
        let kept = entries.filter { $0.key.path == path }.max { $0.key.size.width < $1.key.size.width }
        guard let key = kept?.key else { return nil }
        return use(key)?.bitmap
    }

    /// The smallest kept image for `path` that covers `target` pixels (`nil`: the full size),
    /// marked as just used; `nil` when none is kept.
    public func cachedImage(at path: String, covering target: PixelSize?) -> DecodedImage? {
        let fitting = entries.filter { $0.key.path == path && $0.value.image.covers(target) }
        guard let key = fitting.min(by: { $0.key.size.width < $1.key.size.width })?.key else { return nil }
        return use(key)
    }

    private func use(_ key: Key) -> DecodedImage? {
        clock += 1
        entries[key]?.lastUse = clock
        return entries[key]?.image
    }

    /// The remembered error for `path`, or `nil`.
    public func failure(at path: String) -> ImageFileError? {
        failures.last { $0.path == path }?.error
    }

    /// The image for `path` decoded to cover `target` pixels (`nil`: the full size): kept,
    /// remembered as failed, or being decoded — in which case `whenReady` runs on the main actor
    /// when the decode ends (never before this returns).
    public func image(at path: String, covering target: PixelSize? = nil,
                      whenReady: @escaping @MainActor (Result<DecodedImage, ImageFileError>) -> Void) -> Lookup {
        if let image = cachedImage(at: path, covering: target) { return .ready(image) }
        if let failure = failures.last(where: { $0.path == path }) { return .failed(failure.error) }
        if let running = waiting.keys.first(where: { $0.path == path && $0.covers(target) }) {
            waiting[running, default: []].append(whenReady)
            return .loading
        }
        let pending = Pending(path: path, target: target)
        waiting[pending] = [whenReady]
        decodeCount += 1
        decoder.decode(path, covering: target) { [weak self] result in self?.finish(pending, result) }
        return .loading
    }

    /// Keeps `bitmap` as the full-size image for `path` (replacing any kept at its size), then
    /// evicts to the budget.
    public func insert(_ bitmap: Bitmap, for path: String) {
        insert(DecodedImage(bitmap: bitmap, fullSize: bitmap.size), for: path)
    }

    /// Keeps `image` for `path` at its decoded size (replacing any kept at that size), then
    /// evicts to the budget.
    public func insert(_ image: DecodedImage, for path: String) {
        let key = Key(path: path, size: image.bitmap.size)
        if let old = entries.removeValue(forKey: key) { byteCount -= old.bytes }
        failures.removeAll { $0.path == path }
        let bytes = image.bitmap.withUnsafeBytes { buffer, _ in buffer.count }
        guard bytes <= byteBudget else { return }
        clock += 1
        entries[key] = (image, bytes, clock)
        byteCount += bytes
        evict()
    }

    /// Forgets every image and failure (decodes running still deliver to their views).
    public func removeAll() {
        entries.removeAll()
        failures.removeAll()
        byteCount = 0
    }

    private func finish(_ pending: Pending, _ result: Result<DecodedImage, ImageFileError>) {
        let path = pending.path
        switch result {
        case .success(let image):
            insert(image, for: path)
        case .failure(let error):
            failures.removeAll { $0.path == path }
            failures.append((path, error))
            if failures.count > Self.failureLimit { failures.removeFirst(failures.count - Self.failureLimit) }
        }
        for callback in waiting.removeValue(forKey: pending) ?? [] { callback(result) }
    }

    private func evict() {
        while byteCount > byteBudget, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            entries.removeValue(forKey: oldest.key)
            byteCount -= oldest.value.bytes
            evictionCount += 1
        }
    }
}
