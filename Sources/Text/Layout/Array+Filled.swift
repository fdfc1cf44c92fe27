extension Array {
    /// `count` elements, first `value` each, then rewritten in place by `body`.
    ///
    /// Allocated through `reserveCapacity`, which the compiler specialises for `Element`:
    /// `Array(unsafeUninitializedCapacity:initializingWith:)` and `Array(repeating:count:)` call the
    /// standard library's unspecialised allocation, which looks the storage's generic metadata up
    /// in the runtime's table on every call, for every array of every line of text set.
    @inline(__always)
    static func filled(count: Int, with value: Element,
                       _ body: (UnsafeMutableBufferPointer<Element>) -> Void = { _ in }) -> [Element] {
        var array: [Element] = []
        array.reserveCapacity(count)
        array.append(contentsOf: repeatElement(value, count: count))
        array.withUnsafeMutableBufferPointer { body($0) }
        return array
    }
}
