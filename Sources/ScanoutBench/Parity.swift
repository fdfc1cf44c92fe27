import Graphics

/// The benchmark's parity check (docs/benchmark.md, "Rules"): how much of two renderers' last frames differ.
enum Parity {
    /// The share of pixels (in %) that differ by more than 24 in any of R, G, B (the X byte of
    /// XRGB8888 is not compared: cairo leaves it unspecified).
    static func differingPercent(_ a: Bitmap, _ b: Bitmap) -> Double {
        precondition(a.size == b.size, "parity compares frames of one size")
        var differing = 0
        a.withUnsafeBytes { pa, strideA in
            b.withUnsafeBytes { pb, strideB in
                guard let baseA = pa.baseAddress, let baseB = pb.baseAddress else { return }
                for y in 0..<a.height {
                    let rowA = (baseA + y * strideA).assumingMemoryBound(to: UInt8.self)
                    let rowB = (baseB + y * strideB).assumingMemoryBound(to: UInt8.self)
                    for x in 0..<a.width {
                        for c in 0..<3 where abs(Int(rowA[4 * x + c]) - Int(rowB[4 * x + c])) > 24 {
                            differing += 1
                            break
                        }
                    }
                }
            }
        }
        return 100 * Double(differing) / Double(max(1, a.width * a.height))
    }

    /// Prints `BENCH parity workload=X differing_pct=P`.
    static func report(_ workload: String, _ a: Bitmap, _ b: Bitmap) -> Double {
        let p = differingPercent(a, b)
        print("BENCH parity workload=\(workload) differing_pct=\(Timing.format(p))")
        return p
    }
}
