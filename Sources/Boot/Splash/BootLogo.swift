public import Graphics
public import Scene

/// The board's logo: a PNG drawn at its own size (scaled down to ``BootMetrics/logoSide`` when
/// larger), or a vector logo filling that box.
///
/// A vector logo file (`.logo`) is text: a `size W H` line giving its grid, then one
/// `fill COLOUR PATH` line per layer, COLOUR `#RRGGBB` or `foreground`, PATH SVG path data
/// (`M L H V Q C A Z`), filled non-zero. A `mirror rtl` line says the drawing reads in a
/// direction (lines of text, an arrow): it is mirrored in right-to-left languages, as iOS mirrors
/// a directional symbol. A line starting with `#` is a comment.
@MainActor
public final class BootLogo: Node {
    /// What is drawn.
    public enum Artwork {
        /// A bitmap, drawn at `scale` pixels per point of its own.
        case bitmap(Bitmap)
        /// Vector layers on a `gridSize` grid; `nil` colours are the theme's foreground. A
        /// directional drawing (`mirrorsInRightToLeft`) is mirrored in right-to-left languages.
        case vector(gridSize: Size, layers: [(color: Color?, path: Path)], mirrorsInRightToLeft: Bool = false)
    }

    /// The artwork.
    public let artwork: Artwork
    /// The colour of vector layers without one.
    public var foreground: Color { didSet { if foreground != oldValue { setNeedsDisplay() } } }

    /// A logo showing `artwork`, with layers without a colour in `foreground`.
    public init(artwork: Artwork, foreground: Color) {
        self.artwork = artwork
        self.foreground = foreground
        super.init()
        name = "boot logo"
    }

    /// Scanout's own logo: a display with three lines of text on it, flush with the reading
    /// side (mirrored in right-to-left languages).
    public static let scanoutArtwork: Artwork = {
        let text = """
            size 64 64
            mirror rtl
            fill foreground M8 6 H56 A8 8 0 0 1 64 14 V42 A8 8 0 0 1 56 50 H8 A8 8 0 0 1 0 42 V14 A8 8 0 0 1 8 6 Z M5 11 V45 H59 V11 Z
            fill foreground M12 19 H52 V24 H12 Z M12 28 H44 V33 H12 Z M12 37 H34 V42 H12 Z
            fill foreground M28 50 H36 V56 H28 Z M18 56 H46 A2 2 0 0 1 48 58 V60 H16 V58 A2 2 0 0 1 18 56 Z
            """
        // Our own constant: it parses (BootLogoTests checks it), so the fallback is never used.
        return (try? vector(parsing: text, source: "built-in logo")) ?? .vector(gridSize: Size(width: 1, height: 1), layers: [])
    }()

    /// Reads a logo file: PNG by its signature, else a vector `.logo` file.
    ///
    /// - Throws: ``BootLogoError`` naming the file and the problem.
    public static func artwork(contentsOf path: String) throws(BootLogoError) -> Artwork {
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path, maximumSize: 16 << 20) } catch {
            throw BootLogoError(source: path, line: 0, message: "cannot read the logo: \(error)")
        }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            do { return .bitmap(try Bitmap.readPNG(from: path)) } catch {
                throw BootLogoError(source: path, line: 0, message: "\(error)")
            }
        }
        return try vector(parsing: String(decoding: bytes, as: UTF8.self), source: path)
    }

    /// Parses a vector logo's text.
    ///
    /// - Throws: ``BootLogoError`` naming the line.
    public static func vector(parsing text: String, source: String) throws(BootLogoError) -> Artwork {
        var grid: Size?
        var layers: [(color: Color?, path: Path)] = []
        var mirrors = false
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = Substring(raw).trimmingCharacters
            if line.hasPrefix("#") { continue }
            let words = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
            guard let keyword = words.first else { continue }
            func fail(_ message: String) -> BootLogoError { BootLogoError(source: source, line: index + 1, message: message) }
            switch keyword {
            case "size":
                let numbers = line.split(separator: " ").dropFirst().compactMap { Double($0) }
                guard numbers.count == 2, numbers.allSatisfy({ $0.isFinite && $0 > 0 && $0 <= 100_000 }) else {
                    throw fail("size needs a width and a height above 0, such as `size 64 64`")
                }
                grid = Size(width: numbers[0], height: numbers[1])
            case "fill":
                guard words.count == 3 else { throw fail("fill needs a colour (#RRGGBB or foreground) and path data") }
                let color: Color?
                if words[1] == "foreground" { color = nil } else {
                    guard let parsed = BootTheme.color(String(words[1])) else { throw fail("“\(words[1].prefix(20))” is not #RRGGBB or foreground") }
                    color = parsed
                }
                do { layers.append((color, try Path(svgPathData: String(words[2])))) } catch {
                    throw fail("bad path data: \(error)")
                }
            case "mirror":
                guard words.count == 2, words[1] == "rtl" else { throw fail("the mirror line is `mirror rtl`") }
                mirrors = true
            default:
                throw fail("unknown line “\(keyword.prefix(20))” (a logo has `size W H`, `fill COLOUR PATH` and `mirror rtl` lines)")
            }
        }
        guard let grid else { throw BootLogoError(source: source, line: 0, message: "a vector logo starts with `size W H`") }
        guard !layers.isEmpty else { throw BootLogoError(source: source, line: 0, message: "a vector logo needs at least one `fill` line") }
        return .vector(gridSize: grid, layers: layers, mirrorsInRightToLeft: mirrors)
    }

    override public func contentSize(fitting proposal: ProposedSize) -> Size { boxSize }

    private var boxSize: Size {
        let side = BootMetrics.logoSide
        switch artwork {
        case .bitmap(let bitmap):
            let scale = owner?.scale ?? 1
            let natural = Size(width: Double(bitmap.size.width) / scale, height: Double(bitmap.size.height) / scale)
            let shrink = min(1, side / max(natural.width, 1), side / max(natural.height, 1))
            return Size(width: natural.width * shrink, height: natural.height * shrink)
        case .vector(let grid, _, _):
            let fit = min(side / grid.width, side / grid.height)
            return Size(width: grid.width * fit, height: grid.height * fit)
        }
    }

    override public func draw(in context: DrawingContext) {
        let rect = contentRect
        switch artwork {
        case .bitmap(let bitmap):
            context.canvas.draw(bitmap, in: rect)
        case .vector(let grid, let layers, let mirrors):
            let fit = min(rect.width / grid.width, rect.height / grid.height)
            var transform = Transform2D(scaleX: fit, y: fit).concatenating(Transform2D(translationX: rect.minX, y: rect.minY))
            if mirrors && context.environment.layoutDirection == .rightToLeft {
                // Flipped about the grid's vertical centre line, in the same box.
                transform = Transform2D(scaleX: -fit, y: fit)
                    .concatenating(Transform2D(translationX: rect.minX + grid.width * fit, y: rect.minY))
            }
            for layer in layers {
                context.canvas.fill(layer.path.applying(transform), paint: .color(layer.color ?? foreground))
            }
        }
    }
}

/// A logo file Scanout cannot use.
public struct BootLogoError: Error, Equatable, CustomStringConvertible {
    /// The file.
    public var source: String
    /// The 1-based line of a vector logo (0: the file itself).
    public var line: Int
    /// What is wrong.
    public var message: String

    public var description: String { "\(source):\(line): \(message)" }
}
