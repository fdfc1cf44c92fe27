import Scene

extension KeyboardLayouts {
    /// The number pad (PINs), or with `decimalSeparator` the decimal pad.
    static func numberPad(decimalSeparator: String?, digits: NumberingSystem = .latin) -> KeyboardPlane {
        let letters = ["", "ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ"]
        var rows: [[KeyboardKey]] = (0..<3).map { r in
            (1...3).map { c in
                let digit = r * 3 + c
                return KeyboardKey(.character(Self.digit(digit, in: digits)), subtitle: letters[digit - 1].isEmpty ? nil : letters[digit - 1])
            }
        }
        let corner = decimalSeparator.map { KeyboardKey(.text($0)) } ?? KeyboardKey(.spacer)
        rows.append([corner, KeyboardKey(.character(Self.digit(0, in: digits))), KeyboardKey(.backspace)])
        return KeyboardPlane(kind: .pad, rows: rows, columns: 3)
    }

    /// The digit `value` (0 … 9) written in `digits`.
    static func digit(_ value: Int, in digits: NumberingSystem) -> String {
        digits.digit(value).map(String.init) ?? String(value)
    }

    /// The phone pad: digits with their letters, `+*#`, 0 and Backspace.
    static func phonePad() -> KeyboardPlane {
        var plane = numberPad(decimalSeparator: nil)
        plane.rows[3][0] = KeyboardKey(.plane(.symbols), label: "+*#")
        return plane
    }

    /// The phone pad's second face: `+ * #`, a pause (`,`) and a wait (`;`).
    static func phoneSymbols() -> KeyboardPlane {
        KeyboardPlane(kind: .pad, rows: [
            [KeyboardKey(.text("+")), KeyboardKey(.text("*")), KeyboardKey(.text("#"))],
            [KeyboardKey(.text(","), label: "pause"), KeyboardKey(.text(";"), label: "wait"), KeyboardKey(.spacer)],
            [KeyboardKey(.spacer), KeyboardKey(.spacer), KeyboardKey(.spacer)],
            [KeyboardKey(.plane(.pad), label: "123"), KeyboardKey(.character("0")), KeyboardKey(.backspace)],
        ], columns: 3)
    }
}
