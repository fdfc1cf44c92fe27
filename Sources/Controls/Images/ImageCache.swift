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
/// Decoding runs on ``ImageDecoder``'s thread: ``image(at:whenReady:)`` answers at once with the
/// cached bitmap, the remembered error, or ``Lookup/loading`` (one decode per file, however many
/// views ask). Failures are remembered (the last ``failureLimit``) so a damaged file is not
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
        /// The decoded image, ready to draw.
        case ready(Bitmap)
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

    private let decoder: ImageDecoder
    private var entries: [String: (bitmap: Bitmap, bytes: Int, lastUse: Int)] = [:]
    private var failures: [(path: String, error: ImageFileError)] = []
    private var waiting: [String: [@MainActor (Result<Bitmap, ImageFileError>) -> Void]] = [:]
    private var clock = 0

    /// A cache of at most `byteBudget` pixel bytes that decodes with `decoder`.
    public init(byteBudget: Int, decoder: ImageDecoder = .shared) {
        self.byteBudget = max(0, byteBudget)
        self.decoder = decoder
    }

    /// How many images are kept.
    public var count: Int { entries.count }

    /// The paths of the images kept, least recently used first.
    public var paths: [String] { entries.sorted { $0.value.lastUse < $1.value.lastUse }.map(\.key) }

    /// The kept image for `path`, marked as just used; `nil` when it is not kept.
    public func cachedImage(at path: String) -> Bitmap? {
        guard var entry = entries[path] else { return nil }
        clock += 1
        entry.lastUse = clock
        entries[path] = entry
        return entry.bitmap
    }

    /// The image for `path`: kept, remembered as failed, or being decoded — in which case
    /// `whenReady` runs on the main actor when the decode ends (never before this returns).
    public func image(at path: String,
                      whenReady: @escaping @MainActor (Result<Bitmap, ImageFileError>) -> Void) -> Lookup {
        if let bitmap = cachedImage(at: path) { return .ready(bitmap) }
        if let failure = failures.last(where: { $0.path == path }) { return .failed(failure.error) }
        if waiting[path] != nil {
            waiting[path, default: []].append(whenReady)
            return .loading
        }
        waiting[path] = [whenReady]
        decodeCount += 1
        decoder.decode(path) { [weak self] result in self?.finish(path, result) }
        return .loading
    }

    /// Keeps `bitmap` as the image for `path` (replacing any), then evicts to the budget.
    public func insert(_ bitmap: Bitmap, for path: String) {
        if let old = entries.removeValue(forKey: path) { byteCount -= old.bytes }
        failures.removeAll { $0.path == path }
        let bytes = bitmap.withUnsafeBytes { buffer, _ in buffer.count }
        guard bytes <= byteBudget else { return }
        clock += 1
        entries[path] = (bitmap, bytes, clock)
        byteCount += bytes
        evict()
    }

    /// Forgets every image and failure (decodes running still deliver to their views).
    public func removeAll() {
        entries.removeAll()
        failures.removeAll()
        byteCount = 0
    }

    private func finish(_ path: String, _ result: Result<Bitmap, ImageFileError>) {
        switch result {
        case .success(let bitmap):
            insert(bitmap, for: path)
        case .failure(let error):
            failures.removeAll { $0.path == path }
            failures.append((path, error))
            if failures.count > Self.failureLimit { failures.removeFirst(failures.count - Self.failureLimit) }
        }
        for callback in waiting.removeValue(forKey: path) ?? [] { callback(result) }
    }

    private func evict() {
        while byteCount > byteBudget, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            entries.removeValue(forKey: oldest.key)
            byteCount -= oldest.value.bytes
            evictionCount += 1
        }
    }
}
