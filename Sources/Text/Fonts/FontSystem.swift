import Glibc
import Graphics

/// Fonts, fallback chains and the glyph cache that all text of a process shares.
///
/// ## Background
/// Faces are found through Scanout's font index, a record of fontconfig's answers kept current
/// (``Configuration/fontIndexPath``), else through fontconfig (``Configuration`` names the
/// families; a board profile may name others or point at files), opened once with FreeType and HarfBuzz, and kept for the life
/// of the font system. Glyphs rasterised for drawing go into one memory-bounded LRU cache.
/// Every method is thread-safe: one lock serialises FreeType, which is not.
///
/// A face that cannot be opened for want of resources that come back (out of file descriptors or
/// memory, ``TextError/isTransient``) is not given up: text is set with the faces already open,
/// nothing is remembered about the characters it would have drawn, and the face is opened again
/// on the first need at least ``retryInterval`` later.
///
/// There is no process-wide instance: the program makes one at start-up (where a missing font is
/// an error naming the packages to install) and hands it to its scenes through
/// `EnvironmentValues.fonts`.
///
/// ```swift
/// let fonts = try FontSystem()
/// let paragraph = Paragraph("Hello, עולם", style: ParagraphStyle(textStyle: .body), fonts: fonts)
/// ```
///
/// - Throws: ``TextError/noUsableFont(searched:)`` when no configured or system font can be used:
///   start-up should fail with that message, which names the packages to install.
public final class FontSystem: @unchecked Sendable {
    /// Which fonts to use and how much memory glyphs may take.
    public struct Configuration: Sendable, Hashable {
        /// Font files to try first, in order of family (a board profile's own fonts); for each
        /// family the file whose ``FontDescriptor/weight`` is nearest to the text's is used.
        public var fontFiles: [FontDescriptor]
        /// Families to try next, in order; uninstalled ones are skipped.
        public var families: [String]
        /// The family for emoji presentation.
        public var emojiFamily: String?
        /// Whether fontconfig's best face may stand in when nothing named is installed, and
        /// may supply faces for characters no named face covers.
        public var usesSystemFallback: Bool
        /// The glyph cache's bound, in bytes.
        public var glyphCacheByteLimit: Int
        /// How many shaped runs are kept for text that is set again, per generation (at most
        /// twice as many are kept); 0 shapes every run anew.
        public var shapingCacheRuns: Int
        /// The shaped-run cache's bound, in bytes (both generations).
        public var shapingCacheByteLimit: Int
        /// Scanout's font index file (docs/text.md, “The font index”): fontconfig's answers
        /// recorded so that a start does not start fontconfig; `nil` for none (every start asks
        /// fontconfig). By default ``FontIndexLocation/defaultPath(boardStateFolder:)``.
        public var fontIndexPath: String?

        /// Creates a configuration.
        public init(fontFiles: [FontDescriptor] = [], families: [String] = Configuration.defaultFamilies,
                    emojiFamily: String? = "Noto Color Emoji", usesSystemFallback: Bool = true,
                    glyphCacheByteLimit: Int = 2 << 20, shapingCacheRuns: Int = 128,
                    shapingCacheByteLimit: Int = 256 << 10,
                    fontIndexPath: String? = FontIndexLocation.defaultPath()) {
            self.fontFiles = fontFiles
            self.families = families
            self.emojiFamily = emojiFamily
            self.usesSystemFallback = usesSystemFallback
            self.glyphCacheByteLimit = glyphCacheByteLimit
            self.shapingCacheRuns = shapingCacheRuns
            self.shapingCacheByteLimit = shapingCacheByteLimit
            self.fontIndexPath = fontIndexPath
        }

        /// Inter for Latin UI text, then Noto Sans Arabic, Hebrew and CJK JP (docs/design.md, “Fonts
        /// from Debian packages”).
        public static let defaultFamilies = ["Inter", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans CJK JP"]
    }

    /// The configuration this font system was made with.
    public let configuration: Configuration
    /// Fonts that were named but could not be loaded, with the reason (already skipped).
    public private(set) var loadFailures: [TextError] = []
    /// Faces that opened on a retry, after failing for want of descriptors or memory
    /// (``TextError/isTransient``), in the order they opened: the host logs each once.
    public var facesOpenedOnRetry: [FontDescriptor] { lock.withLock { reopenedFaces } }
    private var reopenedFaces: [FontDescriptor] = []

    let lock = TextLock()
    private let library: FreeTypeLibrary
    /// Where families and fallback faces are looked up: Scanout's font index when it is current,
    /// else fontconfig, started only when a family must be looked up (reading its configuration
    /// costs milliseconds at start-up; a configuration of font files alone never pays it).
    private let lookup: FontLookup
    /// Whether fontconfig has been started (tests: a board's own files never start it).
    var hasStartedFontconfig: Bool { lock.withLock { lookup.hasStartedFontconfig } }
    /// Whether a system family or fallback face has been looked up (through the index or fontconfig).
    var hasLookedUpSystemFonts: Bool { lock.withLock { lookup.hasLookedUp } }
    /// Problems with the font index (docs/text.md, “The font index”), each once: fonts were
    /// found through fontconfig instead (the same fonts, a slower start). The host logs them.
    public var fontIndexFailures: [TextError] { lock.withLock { lookup.indexFailures } }
    /// The installed face of `family` nearest `weight`, through the lookup.
    private func discoveredFace(family: String, weight: FontWeight) -> FontDescriptor? {
        let found = lookup.face(family: family, weight: weight)
        // Without fontconfig no family can be looked up: every fallback is missing. Said once,
        // through the load failures the host logs, not silently.
        if let failure = lookup.fontconfigFailure { record([failure]) }
        return found
    }
    /// The best installed face for `scalar` at `weight`, through the lookup.
    private func discoveredFace(covering scalar: Unicode.Scalar, weight: FontWeight) -> FontDescriptor? {
        let found = lookup.face(covering: scalar, weight: weight)
        if let failure = lookup.fontconfigFailure { record([failure]) }
        return found
    }
    // Read per run and per scalar under the lock: no dynamic exclusivity checks (see GlyphCache).
    @exclusivity(unchecked) private var faces: [FontFace] = []
    private var faceIDs: [FontDescriptor: Int] = [:]
    private var chains: [FontWeight: ResolvedChain] = [:]
    /// The chain asked for last: text is mostly one weight, and hashing it each time shows.
    @exclusivity(unchecked) private var lastChain: (weight: FontWeight, chain: ResolvedChain)?
    let glyphCache: GlyphCache
    /// The placed glyphs of a line being drawn, kept empty between draws so that drawing a
    /// paragraph allocates no array (taken out while a paragraph draws; see `Paragraph.draw`).
    @exclusivity(unchecked) var placedGlyphs: [BorrowedCoverage] = []
    let shapingCache: ShapingCache
    let shaper: Shaper
    /// The optical scale of each fallback face against its chain's first face, per script (see
    /// `opticalScale(face:primary:script:)`), read under the lock.
    @exclusivity(unchecked) var opticalScales: [UInt64: Double] = [:]

    /// Seconds between attempts to open a face that failed for want of descriptors or memory (1 s).
    public static let retryInterval = 1.0
    /// Faces that failed for want of descriptors or memory, with the time they may be tried again.
    private var deferredUntil: [FontDescriptor: Double] = [:]
    /// Weights whose chain could not open any face for now, with the time to resolve it again.
    private var chainRetryAt: [FontWeight: Double] = [:]
    /// Opens a face (a seam: tests put a fault here).
    var openFace: @Sendable (FontDescriptor, FreeTypeLibrary) throws(TextError) -> FontFace = {
        descriptor, library throws(TextError) in try FontFace(descriptor: descriptor, library: library)
    }
    /// The clock the retries are timed on, in seconds (`CLOCK_MONOTONIC`; tests move it by hand).
    var now: @Sendable () -> Double = {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The faces of one weight, in fallback order, plus per-character answers.
    ///
    /// Only the first face is opened up front. The rest of the chain waits in ``pending`` (each
    /// entry the alternatives of one family, nearest weight first) and is opened in order when
    /// a character is not in any face opened so far: a Latin-only screen never maps, parses or
    /// keeps the CJK, Arabic or emoji faces (on the gallery that is about 2 MiB of resident
    /// font tables). Answers found so far stay right, because faces only join at the end.
    final class ResolvedChain {
        /// The weight the chain's faces are chosen for.
        let weight: FontWeight
        /// The faces opened so far, in chain order.
        var faces: [Int]
        /// The families of the chain not opened yet, in order.
        var pending: [PendingFamily]
        var emoji: Int?
        /// The emoji face, not opened yet (its family not even looked up until an emoji needs it).
        var pendingEmoji: PendingFamily?
        /// Families that could not be opened for now (out of descriptors or memory), in order.
        var deferred: [[FontDescriptor]] = []
        /// Answers for other scalars (read per scalar under the font system's lock: unchecked).
        @exclusivity(unchecked) var resolved: [UInt32: Int] = [:]
        /// ASCII answers, without hashing (-1: not yet known).
        @exclusivity(unchecked) var ascii = [Int](repeating: -1, count: 128)
        init(weight: FontWeight, faces: [Int], pending: [PendingFamily], pendingEmoji: PendingFamily?) {
            self.weight = weight
            self.faces = faces
            self.pending = pending
            self.pendingEmoji = pendingEmoji
        }
    }

    /// A family of a chain not opened yet: a board's font files (nearest weight first), or a
    /// family name fontconfig is asked about only when the chain reaches it — so a board whose
    /// own files cover its text never starts fontconfig (milliseconds at start-up).
    enum PendingFamily {
        case files([FontDescriptor])
        case named(String)
    }

    /// The faces `family` stands for at `weight`, nearest weight first (empty when a named family
    /// is not installed).
    private func alternatives(of family: PendingFamily, weight: FontWeight) -> [FontDescriptor] {
        switch family {
        case .files(let descriptors): descriptors
        case .named(let name): discoveredFace(family: name, weight: weight).map { [$0] } ?? []
        }
    }

    /// Opens the fonts `configuration` names.
    public init(configuration: Configuration = Configuration()) throws(TextError) {
        self.configuration = configuration
        library = try FreeTypeLibrary()
        glyphCache = GlyphCache(byteLimit: configuration.glyphCacheByteLimit, memory: library.memory)
        shapingCache = ShapingCache(limit: configuration.shapingCacheRuns, byteLimit: configuration.shapingCacheByteLimit)
        shaper = try Shaper()
        lookup = FontLookup(indexPath: configuration.fontIndexPath,
                            families: configuration.families + (configuration.emojiFamily.map { [$0] } ?? []))
        var failures: [TextError] = []
        let regular = resolveChain(weight: .regular, failures: &failures)
        loadFailures = failures
        guard !regular.faces.isEmpty else {
            throw .noUsableFont(searched: configuration.fontFiles.map(\.path) + configuration.families)
        }
        chains[.regular] = regular
    }

    /// The fallback chain for text of `weight`.
    public func fallbackChain(weight: FontWeight) -> FontFallbackChain {
        lock.withLock {
            let chain = chain(for: weight)
            return FontFallbackChain(weight: weight,
                                     faces: chain.faces.map { faces[$0].descriptor }
                                         + chain.pending.compactMap { alternatives(of: $0, weight: weight).first },
                                     emoji: chain.emoji.map { faces[$0].descriptor }
                                         ?? chain.pendingEmoji.flatMap { alternatives(of: $0, weight: .regular).first })
        }
    }

    /// How many bytes the glyph cache holds now, and its bound.
    public var glyphCacheUsage: (bytes: Int, limit: Int, glyphs: Int) {
        lock.withLock { (glyphCache.byteCount, glyphCache.byteLimit, glyphCache.count) }
    }

    /// How many bytes the shaped-run cache holds now, its bound, and how many runs.
    public var shapingCacheUsage: (bytes: Int, limit: Int, runs: Int) {
        lock.withLock { (shapingCache.byteCount, shapingCache.byteLimit, shapingCache.count) }
    }

    /// How many glyph fills ran out of memory (even after the glyph cache was emptied): those
    /// glyphs were left out of the text drawn then. The host logs when it grows.
    public var glyphFillsOutOfMemory: Int { lock.withLock { glyphFillsOutOfMemoryCount } }
    private var glyphFillsOutOfMemoryCount = 0

    /// Empties the glyph cache (benchmarks measure cold frames with it).
    public func removeCachedGlyphs() {
        lock.withLock { glyphCache.removeAll() }
    }

    /// The faces opened so far (mapped and parsed), in the order they were opened.
    var openedFaces: [FontDescriptor] { lock.withLock { faces.map(\.descriptor) } }

    // MARK: Internal, called with the lock held.

    func face(_ id: Int) -> FontFace { faces[id] }

    func chain(for weight: FontWeight) -> ResolvedChain {
        if let last = lastChain, last.weight == weight { return last.chain }
        if let chain = chains[weight] {
            lastChain = (weight, chain)
            return chain
        }
        if let retry = chainRetryAt[weight], now() < retry, let regular = chains[.regular] { return regular }
        var failures: [TextError] = []
        var chain = resolveChain(weight: weight, failures: &failures)
        if chain.faces.isEmpty, let regular = chains[.regular] {
            record(failures)
            // Out of descriptors or memory: the regular chain for now, this weight again later.
            if failures.contains(where: \.isTransient) {
                chainRetryAt[weight] = now() + Self.retryInterval
                return regular
            }
            chain = regular
        }
        chainRetryAt[weight] = nil
        chains[weight] = chain
        return chain
    }

    /// The face of `descriptor`, opened now if it was not yet; nil (and the error in `failures`)
    /// when it cannot be used.
    /// A face that failed for want of descriptors or memory is not tried again before its time
    /// (``retryInterval``): nil, and ``isDeferred(_:)`` says so.
    private func open(_ descriptor: FontDescriptor, failures: inout [TextError]) -> Int? {
        if let id = faceIDs[descriptor] { return id }
        if let until = deferredUntil[descriptor], now() < until { return nil }
        do {
            let face = try openFace(descriptor, library)
            faces.append(face)
            faceIDs[descriptor] = faces.count - 1
            if deferredUntil.removeValue(forKey: descriptor) != nil { reopenedFaces.append(descriptor) }
            return faces.count - 1
        } catch {
            if error.isTransient { deferredUntil[descriptor] = now() + Self.retryInterval }
            failures.append(error)
            return nil
        }
    }

    /// Adds `failures` to ``loadFailures``, each once (a face retried every second while out of
    /// descriptors must not grow the list).
    private func record(_ failures: [TextError]) {
        for failure in failures where !loadFailures.contains(failure) { loadFailures.append(failure) }
    }

    /// Whether `descriptor` failed for want of descriptors or memory and waits to be tried again.
    private func isDeferred(_ descriptor: FontDescriptor) -> Bool { deferredUntil[descriptor] != nil }

    /// Opens the next pending family of `chain` (its nearest weight that loads); false when none
    /// is left.
    private func openNextPending(of chain: ResolvedChain) -> Bool {
        guard !chain.pending.isEmpty else { return false }
        let alternatives = alternatives(of: chain.pending.removeFirst(), weight: chain.weight)
        var failures: [TextError] = []
        var opened = false
        for descriptor in alternatives {
            if let id = open(descriptor, failures: &failures), !faces[id].isColorBitmap {
                if !chain.faces.contains(id) { chain.faces.append(id) }
                opened = true
                break
            }
        }
        // Out of descriptors or memory: the family waits for its retry (it joins the chain then).
        if !opened, alternatives.contains(where: isDeferred) { chain.deferred.append(alternatives) }
        record(failures)
        return true
    }

    /// Puts the chain's deferred families back in line, when one of them may be tried again.
    private func reopenDeferred(of chain: ResolvedChain) {
        guard !chain.deferred.isEmpty else { return }
        let time = now()
        guard chain.deferred.joined().contains(where: { (deferredUntil[$0] ?? 0) <= time }) else { return }
        chain.pending.insert(contentsOf: chain.deferred.map { .files($0) }, at: 0)
        chain.deferred = []
    }

    /// The chain's emoji face, opened on first use.
    private func emojiFace(of chain: ResolvedChain) -> Int? {
        if let emoji = chain.emoji { return emoji }
        guard let pending = chain.pendingEmoji else { return nil }
        guard let descriptor = alternatives(of: pending, weight: .regular).first else {
            chain.pendingEmoji = nil
            return nil
        }
        var failures: [TextError] = []
        chain.emoji = open(descriptor, failures: &failures)
        // Kept pending (found) while it waits for a retry (out of descriptors or memory).
        chain.pendingEmoji = chain.emoji == nil && isDeferred(descriptor) ? .files([descriptor]) : nil
        record(failures)
        return chain.emoji
    }

    private func resolveChain(weight: FontWeight, failures: inout [TextError]) -> ResolvedChain {
        // The families in order: for font files, the family's files by nearness of weight (a
        // broken bold file falls back to the regular one); for fontconfig families, the name,
        // looked up (the installed face nearest in weight) only when the chain reaches it.
        var groups: [PendingFamily] = []
        var families: [String] = []
        for file in configuration.fontFiles where !families.contains(file.family) { families.append(file.family) }
        for family in families {
            groups.append(.files(configuration.fontFiles.filter { $0.family == family }
                .sorted { abs($0.weight.value - weight.value) < abs($1.weight.value - weight.value) }))
        }
        groups += configuration.families.map { .named($0) }
        // The first family that loads is opened now; the others when a character needs them.
        var ids: [Int] = []
        while ids.isEmpty, !groups.isEmpty {
            for descriptor in alternatives(of: groups.removeFirst(), weight: weight) {
                if let id = open(descriptor, failures: &failures), !faces[id].isColorBitmap {
                    ids.append(id)
                    break
                }
            }
        }
        if ids.isEmpty, configuration.usesSystemFallback,
           let descriptor = discoveredFace(covering: "a", weight: weight), let id = open(descriptor, failures: &failures) {
            ids.append(id)
        }
        return ResolvedChain(weight: weight, faces: ids, pending: groups,
                             pendingEmoji: configuration.emojiFamily.map { .named($0) })
    }

    /// The face that draws `scalar` in `chain` when no context decides (cached per chain).
    func fallbackFace(for scalar: UInt32, emojiPresentation: Bool, in chain: ResolvedChain) -> Int {
        if emojiPresentation, let emoji = emojiFace(of: chain), faces[emoji].hasGlyph(scalar) { return emoji }
        if scalar < 128, chain.ascii[Int(scalar)] >= 0 { return chain.ascii[Int(scalar)] }
        if let known = chain.resolved[scalar] { return known }
        var found = chain.faces.first { faces[$0].hasGlyph(scalar) }
        if found == nil { reopenDeferred(of: chain) }
        while found == nil, openNextPending(of: chain) {
            if let last = chain.faces.last, faces[last].hasGlyph(scalar) { found = last }
        }
        if found == nil, let emoji = emojiFace(of: chain), faces[emoji].hasGlyph(scalar) { found = emoji }
        if found == nil, configuration.usesSystemFallback, scalar > 0x7F, scalar < 0xE000 || scalar > 0xF8FF,
           let scalarValue = Unicode.Scalar(scalar),
           let descriptor = discoveredFace(covering: scalarValue, weight: faces[chain.faces[0]].descriptor.weight) {
            var failures: [TextError] = []
            if let id = open(descriptor, failures: &failures), faces[id].hasGlyph(scalar), !faces[id].isColorBitmap {
                if !chain.faces.contains(id) { chain.faces.append(id) }
                found = id
            }
            record(failures)
        }
        let result = found ?? chain.faces[0]
        // While a face waits for its retry, the answer may change: not remembered.
        guard deferredUntil.isEmpty else { return result }
        if scalar < 128 { chain.ascii[Int(scalar)] = result }
        if chain.resolved.count > 8192 { chain.resolved.removeAll(keepingCapacity: true) }
        chain.resolved[scalar] = result
        return result
    }

    /// The glyph `glyph` of face `face` at `pixelSize`, `subpixel` quarter pixels right, from the cache.
    func glyphMask(face: Int, glyph: UInt32, pixelSize: Double, subpixel: Int) -> GlyphMask? {
        glyphMask(face: face, glyph: glyph, strike: strike(face: face, pixelSize: pixelSize), subpixel: subpixel)
    }

    /// What draws a run: its face at one size. Computed once per run, not per glyph.
    struct Strike {
        var face: Int
        var size64: Int32
        var isColor: Bool
    }

    func strike(face: Int, pixelSize: Double) -> Strike {
        let size64 = Int32(clamping: Int((min(max(pixelSize.isNaN ? 0 : pixelSize, 0), 4096) * 64).rounded()))
        return Strike(face: face, size64: size64, isColor: faces[face].isColorBitmap)
    }

    /// The glyph mask from the cache, or rasterised (all four phases) and cached.
    @inline(__always)
    func glyphMask(face: Int, glyph: UInt32, strike: Strike, subpixel: Int) -> GlyphMask? {
        let key = GlyphCache.Key(face: face, glyph: glyph, size64: strike.size64,
                                 subpixel: strike.isColor ? 0 : UInt8(subpixel & 3))
        if let cached = glyphCache.cached(key) { return cached }
        return rasterizeAndCache(face: face, glyph: glyph, size64: strike.size64, subpixel: subpixel, key: key)
    }

    /// A glyph found for drawing: its slot in the glyph cache (read in place, nothing copied),
    /// or, when it could not be cached (larger than the cache, or its fill ran out of memory),
    /// the mask itself.
    enum DrawableGlyph {
        case cached(slot: Int)
        case uncached(GlyphMask?)
    }

    /// The glyph for drawing: from the cache, or rasterised (all four phases) and cached. A
    /// cached slot is valid until the next glyph is looked up.
    @inline(__always)
    func drawableGlyph(face: Int, glyph: UInt32, strike: Strike, subpixel: Int) -> DrawableGlyph {
        let key = GlyphCache.Key(face: face, glyph: glyph, size64: strike.size64,
                                 subpixel: strike.isColor ? 0 : UInt8(subpixel & 3))
        if let slot = glyphCache.slotIfCached(key) { return .cached(slot: slot) }
        let mask = rasterizeAndCache(face: face, glyph: glyph, size64: strike.size64, subpixel: subpixel, key: key)
        if let slot = glyphCache.storedSlot(key) { return .cached(slot: slot) }
        return .uncached(mask)
    }

    /// Where glyph fills take their memory (tests put a fault on it).
    var glyphMemory: GlyphMemory { library.memory }

    private func rasterizeAndCache(face: Int, glyph: UInt32, size64: Int32, subpixel: Int,
                                   key: GlyphCache.Key) -> GlyphMask? {
        let memory = library.memory
        memory.ranOut = false
        var mask = rasterize(face: face, glyph: glyph, size64: size64, subpixel: subpixel)
        var stored = memory.ranOut ? nil : glyphCache.store(mask, for: key)
        if memory.ranOut || glyphCache.storeRanOutOfMemory {
            // Out of memory (for the fill, or for the rows the cache keeps): give the cached glyphs
            // back and try once more; otherwise the text is drawn without this glyph, and the
            // failure is not cached (drawn when memory is back).
            glyphCache.removeAll()
            memory.ranOut = false
            mask = rasterize(face: face, glyph: glyph, size64: size64, subpixel: subpixel)
            stored = memory.ranOut ? nil : glyphCache.store(mask, for: key)
            if memory.ranOut || glyphCache.storeRanOutOfMemory {
                countGlyphOutOfMemory()
                return nil
            }
        }
        return stored
    }

    /// Counts a glyph left out of the text drawn for want of memory (called with the lock held).
    func countGlyphOutOfMemory() { glyphFillsOutOfMemoryCount += 1 }

    private func rasterize(face: Int, glyph: UInt32, size64: Int32, subpixel: Int) -> GlyphMask? {
        let size = Double(size64) / 64
        // Outlines go through the hinted-outline path; embedded bitmaps and the rest do not.
        if !faces[face].isColorBitmap, let mask = faces[face].rasterizePhase(glyph: glyph, pixelSize: size, phase: subpixel) {
            return mask
        }
        if library.memory.ranOut { return nil }
        return faces[face].rasterize(glyph: glyph, pixelSize: size, subpixel: subpixel & 3)
    }
}
