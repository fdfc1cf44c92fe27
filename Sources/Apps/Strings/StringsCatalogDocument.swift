import Controls

/// Xcode's strings catalog (`.xcstrings`) as JSON holds it, before it is checked: the source
/// language, and for each key its localizations by language. Fields Scanout does not use
/// (`version`, `comment`, `extractionState`) are read and ignored. Read from the runtime's JSON
/// reader (``init(json:)``, Controls' `JSONValue`); its `Decodable` form is what the tests
/// compare that reading with.
struct StringsCatalogDocument: Decodable, Equatable {
    /// The language the keys' own text is written in (`en`).
    let sourceLanguage: String
    /// Every key's entry.
    let strings: [String: Entry]

    /// One key: its translations by language tag.
    struct Entry: Decodable, Equatable {
        let localizations: [String: Localization]?
    }

    /// One key in one language: a plain string, or variations of it.
    struct Localization: Decodable, Equatable {
        let stringUnit: StringUnit?
        let variations: Variations?
    }

    /// The text of a string, with its translation state (`translated`, `new`, `needs_review`).
    struct StringUnit: Decodable, Equatable {
        let state: String?
        let value: String
    }

    /// The variations of a string: by plural category (`zero` … `other`) or by device (only the
    /// `other` device is read).
    struct Variations: Decodable, Equatable {
        let plural: [String: Localization]?
        let device: [String: Localization]?
    }
}

extension StringsCatalogDocument {
    /// The document in the JSON value `json`, read as `JSONDecoder` reads it into these types (a
    /// missing optional field and `null` are the same; a field of the wrong kind is an error;
    /// unknown fields are ignored), without `Decodable`'s cost at an app's launch.
    ///
    /// - Throws: ``StringsCatalogDocumentError`` saying which field is missing or wrong, and where.
    init(json: JSONValue) throws(StringsCatalogDocumentError) {
        let top = try Field.object(json, at: [])
        sourceLanguage = try Field.string(Field.required("sourceLanguage", in: top, at: []), at: ["sourceLanguage"])
        var strings: [String: Entry] = [:]
        for (key, entry) in try Field.object(Field.required("strings", in: top, at: []), at: ["strings"]) {
            let path = ["strings", key]
            let fields = try Field.object(entry, at: path)
            guard let localizations = Field.optional("localizations", in: fields) else {
                strings[key] = Entry(localizations: nil)
                continue
            }
            var byLanguage: [String: Localization] = [:]
            for (tag, localization) in try Field.object(localizations, at: path + ["localizations"]) {
                byLanguage[tag] = try Localization(json: localization, at: path + ["localizations", tag])
            }
            strings[key] = Entry(localizations: byLanguage)
        }
        self.strings = strings
    }
}

extension StringsCatalogDocument.Localization {
    init(json: JSONValue, at path: [String]) throws(StringsCatalogDocumentError) {
        let fields = try Field.object(json, at: path)
        if let unit = Field.optional("stringUnit", in: fields) {
            let unitPath = path + ["stringUnit"]
            let unitFields = try Field.object(unit, at: unitPath)
            let state = try Field.optional("state", in: unitFields).map { value throws(StringsCatalogDocumentError) in
                try Field.string(value, at: unitPath + ["state"])
            }
            let value = try Field.string(Field.required("value", in: unitFields, at: unitPath), at: unitPath + ["value"])
            stringUnit = StringsCatalogDocument.StringUnit(state: state, value: value)
        } else {
            stringUnit = nil
        }
        if let variations = Field.optional("variations", in: fields) {
            let variationsPath = path + ["variations"]
            let variationFields = try Field.object(variations, at: variationsPath)
            func group(_ name: String) throws(StringsCatalogDocumentError) -> [String: Self]? {
                guard let group = Field.optional(name, in: variationFields) else { return nil }
                var result: [String: Self] = [:]
                for (case_, value) in try Field.object(group, at: variationsPath + [name]) {
                    result[case_] = try Self(json: value, at: variationsPath + [name, case_])
                }
                return result
            }
            self.variations = StringsCatalogDocument.Variations(plural: try group("plural"), device: try group("device"))
        } else {
            self.variations = nil
        }
    }
}

/// Why a JSON value is not a strings catalog's document: a field missing or of the wrong kind.
struct StringsCatalogDocumentError: Error, Equatable {
    /// What is wrong and where, as the catalog's error says it (“`value`” missing at strings.a…).
    let reason: String
}

/// Reading one field of a catalog's JSON, with the path that names it in an error.
private enum Field {
    static func place(_ path: [String]) -> String { path.isEmpty ? "the top level" : path.joined(separator: ".") }

    /// The members of an object by name (the last of a repeated name).
    static func object(_ value: JSONValue, at path: [String]) throws(StringsCatalogDocumentError) -> [String: JSONValue] {
        guard case .object(let members) = value else {
            throw StringsCatalogDocumentError(reason: "wrong value at \(place(path)): expected an object, found \(kind(value))")
        }
        return Dictionary(members, uniquingKeysWith: { _, last in last })
    }

    static func string(_ value: JSONValue, at path: [String]) throws(StringsCatalogDocumentError) -> String {
        guard case .string(let text) = value else {
            throw StringsCatalogDocumentError(reason: "wrong value at \(place(path)): expected a string, found \(kind(value))")
        }
        return text
    }

    /// The field `key`, which must be there and not `null`.
    static func required(_ key: String, in fields: [String: JSONValue], at path: [String])
        throws(StringsCatalogDocumentError) -> JSONValue
    {
        guard let value = fields[key], value != .null else {
            throw StringsCatalogDocumentError(reason: "“\(key)” missing at \(place(path))")
        }
        return value
    }

    /// The field `key`, or `nil` when it is absent or `null`.
    static func optional(_ key: String, in fields: [String: JSONValue]) -> JSONValue? {
        guard let value = fields[key], value != .null else { return nil }
        return value
    }

    static func kind(_ value: JSONValue) -> String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number(let number): "the number \(number)"
        case .bool(let flag): "\(flag)"
        case .null: "null"
        }
    }
}
