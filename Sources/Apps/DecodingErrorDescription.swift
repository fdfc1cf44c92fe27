/// A decoding error in a sentence — what was wrong, and where — for the files the app layer
/// reads as JSON (saved state, strings catalogs).
enum DecodingErrorDescription {
    static func describe(_ error: any Error) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            keys.isEmpty ? "the top level" : keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case DecodingError.dataCorrupted(let context):
            return "not valid JSON at \(path(context.codingPath)): \(context.debugDescription)"
        case DecodingError.keyNotFound(let key, let context):
            return "“\(key.stringValue)” missing at \(path(context.codingPath))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "wrong value at \(path(context.codingPath)): \(context.debugDescription)"
        case EncodingError.invalidValue(_, let context):
            return "invalid value at \(path(context.codingPath)): \(context.debugDescription)"
        default:
            return "\(error)"
        }
    }
}
