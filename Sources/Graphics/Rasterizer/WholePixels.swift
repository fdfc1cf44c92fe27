extension Double {
    /// `Int(rounded(.down))`, computed inline: without SSE4.1 in the baseline x86-64 target,
    /// `rounded(.down)` is a call into libm's `floor` (through the PLT), made several times per
    /// row by the rasterizers. The same value for every finite `self` in `Int`'s range (and the
    /// same trap outside it): the truncation toward zero is one too high only for a negative
    /// non-integer.
    @usableFromInline @inline(__always)
    var floorInt: Int {
        let i = Int(self)
        return Double(i) > self ? i - 1 : i
    }

    /// `Int(rounded(.up))`, computed inline (see ``floorInt``).
    @usableFromInline @inline(__always)
    var ceilInt: Int {
        let i = Int(self)
        return Double(i) < self ? i + 1 : i
    }

    /// `self == rounded()`, whether `self` is a whole number, computed inline (see ``floorInt``):
    /// the shapes' mirror tests ask it several times per shape. The same answer for every value:
    /// from 2⁵² on every finite double is whole, and so is an infinity (`rounded()` keeps it).
    @inline(__always)
    var isWhole: Bool {
        abs(self) < 0x1p52 ? self == Double(Int(self)) : !isNaN
    }
}
