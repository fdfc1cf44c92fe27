import CDRM

/// The KMS properties of one object (connector, CRTC, plane): ids, current values, enum values.
struct DRMProperties {
    struct Entry {
        var id: UInt32
        var value: UInt64
        var enums: [String: UInt64]
    }
    let object: UInt32
    private(set) var entries: [String: Entry] = [:]

    init(card: DRMCard, object: UInt32, type: UInt32) {
        self.object = object
        guard let list = drmModeObjectGetProperties(card.fd, object, type) else { return }
        defer { drmModeFreeObjectProperties(list) }
        for i in 0..<Int(list.pointee.count_props) {
            guard let ids = list.pointee.props, let values = list.pointee.prop_values,
                let property = drmModeGetProperty(card.fd, ids[i])
            else { continue }
            defer { drmModeFreeProperty(property) }
            let name = withUnsafeBytes(of: property.pointee.name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            var enums: [String: UInt64] = [:]
            for e in 0..<Int(property.pointee.count_enums) {
                guard let list = property.pointee.enums else { break }
                let item = list[e]
                let enumName = withUnsafeBytes(of: item.name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                enums[enumName] = item.value
            }
            entries[name] = Entry(id: ids[i], value: values[i], enums: enums)
        }
    }

    func id(of name: String) -> UInt32? { entries[name]?.id }
    func value(of name: String) -> UInt64? { entries[name]?.value }
    /// The bit of a bitmask enum value (`rotation`'s `rotate-90`), if offered.
    func enumValue(_ name: String, of property: String) -> UInt64? { entries[property]?.enums[name] }
    var names: [String] { entries.keys.sorted() }
}
