/// The percent-encoding that carries text over the boot control socket: one request or reply is
/// one line, so a space, a newline, `%` and every other control character travel as `%HH` (the
/// UTF-8 bytes in upper-case hex). Everything else is sent as its UTF-8 bytes.
public enum BootText {
    /// `text` encoded for one field of a line.
    public static func encode(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if byte <= 0x20 || byte == 0x25 || byte == 0x7F {
                out += [0x25, hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
            } else {
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The text a field carries.
    ///
    /// - Throws: ``BootProtocolError/badEncoding(_:)`` for a `%` not followed by two hex digits,
    ///   or bytes that are not UTF-8.
    public static func decode(_ field: some Collection<UInt8>) throws(BootProtocolError) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(field.count)
        var index = field.startIndex
        while index != field.endIndex {
            let byte = field[index]
            index = field.index(after: index)
            guard byte == 0x25 else { bytes.append(byte); continue }
            guard index != field.endIndex, let high = hexValue(field[index]) else { throw .badEncoding("“%” must be followed by two hex digits") }
            index = field.index(after: index)
            guard index != field.endIndex, let low = hexValue(field[index]) else { throw .badEncoding("“%” must be followed by two hex digits") }
            index = field.index(after: index)
            bytes.append(high << 4 | low)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .badEncoding("the text is not UTF-8") }
        return text
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }
}
