/// The fuzzers' deterministic generator (SplitMix64): the same seed gives the same inputs on
/// every machine, so a failure replays from the seed a run printed.
public struct FuzzRandom: Sendable {
    private var state: UInt64

    /// A generator starting at `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<n` (`n` > 0).
    public mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }

    /// A number in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// A number in [0, 1).
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { unit() < p }

    /// One of `choices` (not empty).
    public mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }

    /// A number a careless or hostile file might hold: small, huge, negative, zero, not finite.
    public mutating func wildDouble() -> Double {
        switch below(12) {
        case 0: return 0
        case 1: return -unit() * 1000
        case 2: return .infinity
        case 3: return -.infinity
        case 4: return .nan
        case 5: return 1e300
        case 6: return 1e-300
        case 7: return Double(Int32.max)
        default: return unit() * 2000
        }
    }
}
