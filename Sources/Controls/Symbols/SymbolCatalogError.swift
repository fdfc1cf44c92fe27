/// Why a symbol catalogue could not be read; the description says where to look.
public enum SymbolCatalogError: Error, CustomStringConvertible, Equatable {
    /// The catalogue is not valid JSON.
    case malformedJSON(offset: Int, reason: String)
    /// The JSON is valid but a required member is missing or has the wrong type.
    case invalidEntry(symbol: String, reason: String)
    /// A layer's SVG path data could not be read.
    case invalidPathData(symbol: String, reason: String)
    /// No symbol has that name.
    case unknownSymbol(String)

    public var description: String {
        switch self {
        case .malformedJSON(let offset, let reason): "symbol catalogue: malformed JSON at byte \(offset): \(reason)"
        case .invalidEntry(let symbol, let reason): "symbol catalogue: entry “\(symbol)”: \(reason)"
        case .invalidPathData(let symbol, let reason): "symbol catalogue: symbol “\(symbol)”: \(reason)"
        case .unknownSymbol(let name): "no symbol named “\(name)” in the catalogue (see Assets/Symbols/symbols.json)"
        }
    }
}
