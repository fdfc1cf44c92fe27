extension Double {
    /// `Int(rounded(.down))`, computed inline: without SSE4.1 in the baseline x86-64 target,
    /// `rounded(.down)` is a call into libm's `floor` (through the PLT), made several times per
    /// row by the rasterizers. The same value for every finite `self` in `Int`'s range (and the
    /// same trap outside it): the truncation toward zero is one too high only for a negative
    /// non-integer.
    @inline(__always)
    var floorInt: Int {
        let i = Int(self)
        return Double(i) > self ? i - 1 : i
    }

    /// `Int(rounded(.up))`, computed inline (see ``floorInt``).
    @inline(__always)
    var ceilInt: Int {
        let i = Int(self)
        return Double(i) < self ? i + 1 : i
    }
}
