import Graphics

/// The project's symbol set, read from `Assets/Symbols/symbols.json` as embedded in the binary
/// (``SymbolCatalog/standard``; `scripts/embed-symbols` regenerates the embedded copy), or from
/// any text in the same format.
///
/// ```swift
/// let chevron = SymbolCatalog.standard["chevron.forward"]
/// ```
public struct SymbolCatalog: Sendable {
    /// The symbols by name.
    public let symbols: [String: Symbol]

    /// The names, sorted.
    public var names: [String] { symbols.keys.sorted() }

    /// The catalogue built into the runtime (the embedded `Assets/Symbols/symbols.json`).
    public static let standard: SymbolCatalog = {
        do { return try SymbolCatalog(json: embeddedJSON) } catch {
            // The embedded text is checked by a test; an empty catalogue keeps a broken build
            // drawing (without symbols) instead of crashing.
            return SymbolCatalog(symbols: [:])
        }
    }()

    /// A catalogue of the given symbols.
    public init(symbols: [String: Symbol]) { self.symbols = symbols }

    /// Reads a catalogue in the `Scanout symbols v1` format: `gridSize` and `symbols`, each with
    /// `mirrorsInRightToLeft` and `layers` of `style` (`stroke` or `fill`) and `d` (SVG path data).
    ///
    /// - Throws: ``SymbolCatalogError`` naming the symbol and what is wrong.
    public init(json: String) throws(SymbolCatalogError) {
        let root: JSONValue
        do { root = try JSONValue.parse(json) } catch {
            throw .malformedJSON(offset: error.offset, reason: "expected \(error.expected)")
        }
        var grid = 24.0
        if case .number(let g)? = root["gridSize"] {
            guard g > 0 else { throw .invalidEntry(symbol: "(catalogue)", reason: "gridSize must be positive") }
            grid = g
        }
        guard case .object(let entries)? = root["symbols"] else {
            throw .invalidEntry(symbol: "(catalogue)", reason: "no “symbols” object")
        }
        var symbols: [String: Symbol] = [:]
        for (name, entry) in entries {
            var mirrors = false
            if let flag = entry["mirrorsInRightToLeft"] {
                guard case .bool(let b) = flag else {
                    throw .invalidEntry(symbol: name, reason: "mirrorsInRightToLeft must be true or false")
                }
                mirrors = b
            }
            guard case .array(let layerValues)? = entry["layers"], !layerValues.isEmpty else {
                throw .invalidEntry(symbol: name, reason: "needs a non-empty “layers” array")
            }
            var layers: [Symbol.Layer] = []
            for layer in layerValues {
                guard case .string(let styleName)? = layer["style"], let style = Symbol.LayerStyle(rawValue: styleName) else {
                    throw .invalidEntry(symbol: name, reason: "a layer's “style” must be “stroke” or “fill”")
                }
                guard case .string(let data)? = layer["d"] else {
                    throw .invalidEntry(symbol: name, reason: "a layer lacks its path data “d”")
                }
                do {
                    layers.append(Symbol.Layer(style: style, path: try Path(svgPathData: data)))
                } catch {
                    throw .invalidPathData(symbol: name, reason: error.description)
                }
            }
            symbols[name] = Symbol(name: name, layers: layers, mirrorsInRightToLeft: mirrors, gridSize: grid)
        }
        self.symbols = symbols
    }

    /// The symbol named `name`, or `nil`.
    public subscript(name: String) -> Symbol? { symbols[name] }

    /// The symbol named `name`.
    ///
    /// - Throws: ``SymbolCatalogError/unknownSymbol(_:)``.
    public func symbol(named name: String) throws(SymbolCatalogError) -> Symbol {
        guard let symbol = symbols[name] else { throw .unknownSymbol(name) }
        return symbol
    }
}
