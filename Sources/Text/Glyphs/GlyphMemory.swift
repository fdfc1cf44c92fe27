import Glibc

/// Memory for glyph fills that answers "out of memory" instead of ending the process.
///
/// ## Background
/// A Swift array whose allocation fails traps, and a glyph at a large size needs megabytes
/// (a 4,000-pixel mask is 16 MB). So each fill asks here first: when the allocator refuses, or
/// FreeType reports `FT_Err_Out_Of_Memory`, the fill fails and ``ranOut`` is set; the font system
/// then frees its glyph cache, tries once more, and otherwise draws the text without that glyph,
/// counts it (``FontSystem/glyphFillsOutOfMemory``) and does not remember the failure, so the
/// glyph is drawn when memory is back. The probe is freed before the array is made: a fill can
/// still lose a race with another thread, but the common case, a fill larger than what is left
/// (an address-space limit, a container's limit), degrades instead of crashing.
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

    /// `count` zeroed elements, or nil (and ``ranOut`` set) when the memory is not there.
    func zeroed<Element: FixedWidthInteger>(_ type: Element.Type, count: Int) -> [Element]? {
        let bytes = count * MemoryLayout<Element>.stride
        if refuses?(bytes) == true {
            ranOut = true
            return nil
        }
        guard let probe = malloc(bytes) else {
            ranOut = true
            return nil
        }
        free(probe)
        return [Element](repeating: 0, count: count)
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
