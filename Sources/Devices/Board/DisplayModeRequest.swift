/// A display mode asked for by a board profile: `WIDTHxHEIGHT` with an optional `@HZ`.
public struct DisplayModeRequest: Sendable, Hashable, CustomStringConvertible {
    /// Active width in pixels.
    public var width: Int
    /// Active height in pixels.
    public var height: Int
    /// Refresh rate in hertz, or `nil` for whichever the sink prefers at that size.
    public var refreshHz: Double?

    /// A request for `width`×`height` at `refreshHz` (any rate when `nil`).
    public init(width: Int, height: Int, refreshHz: Double? = nil) {
        self.width = width
        self.height = height
        self.refreshHz = refreshHz
    }

    /// Parses `1024x768` or `1024x768@60`; `nil` for anything else.
    public init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 1 || parts.count == 2 else { return nil }
        let size = parts[0].split(separator: "x", omittingEmptySubsequences: false)
        guard size.count == 2, let w = Int(size[0]), let h = Int(size[1]), w > 0, h > 0, w <= 16384, h <= 16384
        else { return nil }
        var hz: Double?
        if parts.count == 2 {
            guard let value = Double(parts[1]), value > 0, value < 1000 else { return nil }
            hz = value
        }
        self.init(width: w, height: h, refreshHz: hz)
    }

    public var description: String {
        "\(width)x\(height)" + (refreshHz.map { "@\($0 == $0.rounded() ? String(Int($0)) : String($0))" } ?? "")
    }

    /// The index in `modes` (each `(width, height, refreshHz)`) that best matches: the same size
    /// with the nearest rate (within 1 Hz when a rate is asked for), preferring earlier entries;
    /// `nil` when no mode has this size.
    public func bestMatch(in modes: [(width: Int, height: Int, refreshHz: Double)]) -> Int? {
        var best: (index: Int, distance: Double)?
        for (index, mode) in modes.enumerated() where mode.width == width && mode.height == height {
            let distance = refreshHz.map { abs(mode.refreshHz - $0) } ?? 0
            if let hz = refreshHz, abs(hz - mode.refreshHz) > 1 { continue }
            if let current = best, current.distance <= distance { continue }
            best = (index, distance)
        }
        return best?.index
    }
}
