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
    /// unknown fields are ignored; of a repeated name the last counts), without `Decodable`'s
    /// cost at an app's launch. A field's path is put together only for an error.
    ///
    /// - Throws: ``StringsCatalogDocumentError`` saying which field is missing or wrong, and where.
    init(json: JSONValue) throws(StringsCatalogDocumentError) {
        let top = try Field.object(json, at: [])
        sourceLanguage = try Field.string(Field.required("sourceLanguage", in: top, at: []), at: ["sourceLanguage"])
        var strings: [String: Entry] = [:]
        let entries = try Field.object(Field.required("strings", in: top, at: []), at: ["strings"])
        strings.reserveCapacity(entries.count)
        for (key, entry) in entries.unique {
            let fields = try Field.object(entry, at: ["strings", key])
            guard let localizations = fields.optional("localizations") else {
                strings[key] = Entry(localizations: nil)
                continue
            }
            var byLanguage: [String: Localization] = [:]
            for (tag, localization) in try Field.object(localizations, at: ["strings", key, "localizations"]).unique {
                byLanguage[tag] = try Localization(json: localization, at: ["strings", key, "localizations", tag])
            }
            strings[key] = Entry(localizations: byLanguage)
        }
        self.strings = strings
    }
}

extension StringsCatalogDocument.Localization {
    init(json: JSONValue, at path: @autoclosure () -> [String]) throws(StringsCatalogDocumentError) {
        let fields = try Field.object(json, at: path())
        if let unit = fields.optional("stringUnit") {
            let unitFields = try Field.object(unit, at: path() + ["stringUnit"])
            let state = try unitFields.optional("state").map { value throws(StringsCatalogDocumentError) in
                try Field.string(value, at: path() + ["stringUnit", "state"])
            }
            let value = try Field.string(Field.required("value", in: unitFields, at: path() + ["stringUnit"]),
                                         at: path() + ["stringUnit", "value"])
            stringUnit = StringsCatalogDocument.StringUnit(state: state, value: value)
        } else {
            stringUnit = nil
        }
        if let variations = fields.optional("variations") {
            let variationFields = try Field.object(variations, at: path() + ["variations"])
            func group(_ name: String) throws(StringsCatalogDocumentError) -> [String: Self]? {
                guard let group = variationFields.optional(name) else { return nil }
                var result: [String: Self] = [:]
                for (case_, value) in try Field.object(group, at: path() + ["variations", name]).unique {
                    result[case_] = try Self(json: value, at: path() + ["variations", name, case_])
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

/// An object's members as the JSON text lists them, looked up by name: of a repeated name the
/// last counts, as in the dictionary `JSONDecoder` reads. A catalog's objects are small (a
/// string unit's two fields, a key's few languages), where a look-up along the list costs less
/// than hashing every name into a dictionary first.
private struct Members {
    let list: [(key: String, value: JSONValue)]

    var count: Int { list.count }

    /// The member `name`'s value (the last one of that name), or `nil`.
    subscript(name: String) -> JSONValue? {
        var i = list.count - 1
        while i >= 0 {
            if list[i].key == name { return list[i].value }
            i -= 1
        }
        return nil
    }

    /// The field `name`, or `nil` when it is absent or `null`.
    func optional(_ name: String) -> JSONValue? {
        guard let value = self[name], value != .null else { return nil }
        return value
    }

    /// Each name once, with its last value.
    var unique: [(key: String, value: JSONValue)] {
        if list.count <= 8 {
            // A small object: compared pairwise, and returned as it is when no name repeats.
            var repeats = false
            for i in list.indices where !repeats {
                for j in (i + 1)..<list.count where list[i].key == list[j].key { repeats = true }
            }
            if !repeats { return list }
        }
        var seen = Set<String>(minimumCapacity: list.count)
        var result: [(key: String, value: JSONValue)] = []
        result.reserveCapacity(list.count)
        for member in list.reversed() where seen.insert(member.key).inserted { result.append(member) }
        return result
    }
}

/// Reading one field of a catalog's JSON, with the path that names it in an error.
private enum Field {
    static func place(_ path: [String]) -> String { path.isEmpty ? "the top level" : path.joined(separator: ".") }

    /// The members of an object.
    static func object(_ value: JSONValue, at path: @autoclosure () -> [String]) throws(StringsCatalogDocumentError) -> Members {
        guard case .object(let members) = value else {
            throw StringsCatalogDocumentError(reason: "wrong value at \(place(path())): expected an object, found \(kind(value))")
        }
        return Members(list: members)
    }

    static func string(_ value: JSONValue, at path: @autoclosure () -> [String]) throws(StringsCatalogDocumentError) -> String {
        guard case .string(let text) = value else {
            throw StringsCatalogDocumentError(reason: "wrong value at \(place(path())): expected a string, found \(kind(value))")
        }
        return text
    }

    /// The field `key`, which must be there and not `null`.
    static func required(_ key: String, in fields: Members, at path: @autoclosure () -> [String])
        throws(StringsCatalogDocumentError) -> JSONValue
    {
        guard let value = fields.optional(key) else {
            throw StringsCatalogDocumentError(reason: "“\(key)” missing at \(place(path()))")
        }
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
