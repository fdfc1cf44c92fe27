public import Scene

/// The key layouts of every board: which plane a language, keyboard type and face give.
///
/// The layouts follow iOS's (iOS 17, iPhone portrait): QWERTY in ten units, the second row
/// inset by half a key, Shift and Backspace at the ends of the third, and a bottom row of
/// "123", the globe, the space bar and return. Email and URL boards trade space-bar width for
/// `@` `.` and `.` `/` `.com`.
public enum KeyboardLayouts {
    /// The plane for `language`, `type` and face `kind`; `showsGlobe` adds the globe key
    /// (there is more than one language to cycle). Pad keyboard types always give their pad;
    /// the number and decimal pads show and type `locale`'s digits and decimal separator
    /// (Arabic: ٠ … ٩ and ٫), the phone pad always Latin digits (what a dialler reads).
    public static func plane(_ kind: KeyboardPlane.Kind, language: KeyboardLanguage, type: KeyboardType,
                             showsGlobe: Bool, locale: InterfaceLocale = .english) -> KeyboardPlane {
        switch type {
        case .numberPad: return numberPad(decimalSeparator: nil, digits: locale.digits)
        case .decimalPad: return numberPad(decimalSeparator: locale.decimalSeparator, digits: locale.digits)
        case .phonePad: return kind == .symbols ? phoneSymbols() : phonePad()
        case .default, .emailAddress, .url: break
        }
        switch (language, kind) {
        case (.japaneseKana, .letters), (.japaneseKana, .pad):
            return kana(showsGlobe: showsGlobe)
        case (.english, .letters), (.english, .pad), (.japaneseRomaji, .letters), (.japaneseRomaji, .pad):
            return qwerty(language: language, type: type, showsGlobe: showsGlobe)
        case (.arabic, .letters), (.arabic, .pad):
            return arabic(type: type, showsGlobe: showsGlobe)
        case (.hebrew, .letters), (.hebrew, .pad):
            return hebrew(type: type, showsGlobe: showsGlobe)
        case (_, .numbers):
            return numbers(language: language, type: type, showsGlobe: showsGlobe)
        case (_, .symbols):
            return symbols(language: language, type: type, showsGlobe: showsGlobe)
        }
    }

    /// The bottom row of a language board, `columns` units wide.
    static func bottomRow(switchTo kind: KeyboardPlane.Kind, label: String, type: KeyboardType, showsGlobe: Bool,
                          columns: Double) -> [KeyboardKey] {
        let s = columns / 10
        var row = [KeyboardKey(.plane(kind), width: 1.25 * s, label: label)]
        if showsGlobe { row.append(KeyboardKey(.globe, width: 1.25 * s)) }
        let spare = showsGlobe ? 0 : 1.25 * s
        switch type {
        case .emailAddress:
            row += [KeyboardKey(.space, width: 2.5 * s + spare), KeyboardKey(.text("@"), width: 1.25 * s),
                    KeyboardKey(.text("."), width: 1.25 * s)]
        case .url:
            row += [KeyboardKey(.text("."), width: 1.25 * s + spare / 2), KeyboardKey(.text("/"), width: 1.25 * s + spare / 2),
                    KeyboardKey(.text(".com"), width: 2.5 * s)]
        default:
            row.append(KeyboardKey(.space, width: 5 * s + spare))
        }
        row.append(KeyboardKey(.return, width: 2.5 * s))
        return row
    }

    static func chars(_ s: String) -> [KeyboardKey] { s.split(separator: " ").map { .char(String($0)) } }
}
