/// The language a text is written in, told from its letters, so that a reader speaks an Arabic
/// name on an English screen with an Arabic voice.
///
/// ```swift
/// AccessibilityLanguage.detect("مرحبا", fallback: "en")   // "ar"
/// AccessibilityLanguage.detect("ようこそ", fallback: "en")  // "ja"
/// AccessibilityLanguage.detect("Welcome", fallback: "ar")  // "ar": Latin letters say nothing
/// ```
public enum AccessibilityLanguage {
    /// `ar` for Arabic letters, `he` for Hebrew, `ja` for kana or CJK ideographs (the first of them
    /// in the text); otherwise `fallback` (the interface's language).
    public static func detect(_ text: String, fallback: String?) -> String? {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return "ar"
            case 0x0590...0x05FF, 0xFB1D...0xFB4F: return "he"
            case 0x3040...0x30FF, 0x31F0...0x31FF, 0x4E00...0x9FFF, 0xFF66...0xFF9F: return "ja"
            default: continue
            }
        }
        return fallback
    }
}
