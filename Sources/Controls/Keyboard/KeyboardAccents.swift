/// The alternatives press-and-hold offers on a key (iOS: "à á â ä æ ã å ā" over `a`).
public enum KeyboardAccents {
    /// The alternatives of `character` in `language`, the character itself first; empty when
    /// the key has none. Upper case keys give the upper case alternatives.
    public static func alternatives(for character: String, language: KeyboardLanguage) -> [String] {
        let lower = character.lowercased()
        let table: [String: String]
        switch language {
        case .english, .japaneseRomaji: table = latin
        case .arabic: table = arabic
        case .hebrew, .japaneseKana: table = [:]
        }
        guard let list = table[lower] ?? punctuation[character] else { return [] }
        let all = [lower] + list.split(separator: " ").map(String.init)
        return character == lower ? all : all.map { $0.uppercased() }
    }

    private static let latin: [String: String] = [
        "a": "à á â ä æ ã å ā", "c": "ç ć č", "e": "è é ê ë ē ė ę", "i": "î ï í ī į ì", "l": "ł",
        "n": "ñ ń", "o": "ô ö ò ó œ ø ō õ", "s": "ß ś š", "u": "û ü ù ú ū", "y": "ÿ", "z": "ž ź ż",
    ]

    private static let arabic: [String: String] = ["ا": "أ إ آ ٱ", "ي": "ئ", "ه": "ة", "و": "ؤ", "ك": "گ"]

    private static let punctuation: [String: String] = [
        "-": "– — •", "$": "¢ € £ ¥ ₩", ".": "…", "?": "¿", "!": "¡", "'": "’ ‘ `", "\"": "“ ” „ « »",
        "0": "°", "&": "§", "/": "\\",
    ]
}
