import Glibc

/// Memory for glyph fills that answers "out of memory" instead of ending the process.
///
/// ## Background
/// A glyph at a large size needs megabytes (a 4,000-pixel mask is 16 MB), and a Swift allocation
/// that fails ends the process. So every allocation of a glyph's size — the fill itself
/// (``GlyphPixels``), the padded rows the glyph cache keeps or a draw copies — comes from
/// `calloc` here: when it answers nil, or FreeType reports `FT_Err_Out_Of_Memory`, the fill fails
/// and ``ranOut`` is set; the font system then frees its glyph cache, tries once more, and
/// otherwise draws the text without that glyph, counts it (``FontSystem/glyphFillsOutOfMemory``)
/// and does not remember the failure, so the glyph is drawn when memory is back.
final class GlyphMemory: @unchecked Sendable {
    /// A fault for tests: returns `true` to refuse a fill of that many bytes.
    var refuses: (@Sendable (Int) -> Bool)?
    /// A fault for tests: returns `true` to refuse the padded rows (``zeroedRows(count:)``) of that
    /// many bytes that the glyph cache keeps of a glyph, or that a draw copies of an uncached one.
    var refusesRows: (@Sendable (Int) -> Bool)?
    /// Whether a fill ran out of memory since ``ranOut`` was last cleared.
    var ranOut = false

    /// `FT_Err_Out_Of_Memory`.
    static let freeTypeOutOfMemory: Int32 = 0x40

    /// `count` zeroed elements from `calloc` (the caller frees them with `free`), or nil (and
    /// ``ranOut`` set) when the memory is not there: a glyph's fill.
    func zeroedPixels<Element: FixedWidthInteger>(_ type: Element.Type, count: Int) -> UnsafeMutablePointer<Element>? {
        let (bytes, overflow) = max(1, count).multipliedReportingOverflow(by: MemoryLayout<Element>.stride)
        if overflow || refuses?(bytes) == true {
            ranOut = true
            return nil
        }
        guard let memory = calloc(max(1, count), MemoryLayout<Element>.stride) else {
            ranOut = true
            return nil
        }
        return memory.bindMemory(to: Element.self, capacity: max(1, count))
    }

    /// `count` zeroed bytes from `calloc` (the caller frees them with `free`), or nil (and
    /// ``ranOut`` set) when the memory is not there: a glyph's padded rows, a second allocation
    /// as large as its fill, which an allocation made with `UnsafeMutablePointer.allocate` would
    /// end the process over (found on a real kernel under an address-space limit).
    func zeroedRows(count: Int) -> UnsafeMutablePointer<UInt8>? {
        if refusesRows?(count) == true {
            ranOut = true
            return nil
        }
        guard let memory = calloc(count, 1) else {
            ranOut = true
            return nil
        }
        return memory.bindMemory(to: UInt8.self, capacity: count)
    }

    /// Whether FreeType's `error` means it ran out of memory (then ``ranOut`` is set).
    @discardableResult
    func check(freeTypeError error: Int32) -> Bool {
        guard error == Self.freeTypeOutOfMemory else { return false }
        ranOut = true
        return true
    }
}
