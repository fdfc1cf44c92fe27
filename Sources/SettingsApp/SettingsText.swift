/// The settings app's words in English, Arabic, Hebrew and Japanese (any other language shows
/// English).
enum SettingsText: CaseIterable {
    case settings, wifi, bluetooth, networks, off
    case displayBrightness, brightness, appearance, automatic, light, dark
    case sounds, volume
    case autoLock, never, seconds30, minute1, minutes2, minutes5
    case dateTime, time24, setAutomatically, timeZone, utc
    case about, software, display, language

    /// The text in the language `locale` names.
    func localized(_ locale: String) -> String {
        let words = self.words
        switch locale.lowercased().prefix(2) {
        case "ar": return words.ar
        case "he", "iw": return words.he
        case "ja": return words.ja
        default: return words.en
        }
    }

    private var words: (en: String, ar: String, he: String, ja: String) {
        switch self {
        case .settings: ("Settings", "الإعدادات", "הגדרות", "設定")
        case .wifi: ("Wi-Fi", "Wi-Fi", "Wi-Fi", "Wi-Fi")
        case .bluetooth: ("Bluetooth", "بلوتوث", "Bluetooth", "Bluetooth")
        case .networks: ("NETWORKS", "الشبكات", "רשתות", "ネットワーク")
        case .off: ("Off", "إيقاف", "כבוי", "オフ")
        case .displayBrightness: ("Display & Brightness", "شاشة العرض والإضاءة", "תצוגה ובהירות", "画面表示と明るさ")
        case .brightness: ("BRIGHTNESS", "الإضاءة", "בהירות", "明るさ")
        case .appearance: ("APPEARANCE", "المظهر", "מראה", "外観モード")
        case .automatic: ("Automatic", "تلقائي", "אוטומטי", "自動")
        case .light: ("Light", "فاتح", "בהיר", "ライト")
        case .dark: ("Dark", "داكن", "כהה", "ダーク")
        case .sounds: ("Sounds", "الأصوات", "צלילים", "サウンド")
        case .volume: ("VOLUME", "مستوى الصوت", "עוצמת קול", "音量")
        case .autoLock: ("Auto-Lock", "قفل تلقائي", "נעילה אוטומטית", "自動ロック")
        case .never: ("Never", "أبدًا", "אף פעם", "なし")
        case .seconds30: ("30 Seconds", "٣٠ ثانية", "30 שניות", "30秒")
        case .minute1: ("1 Minute", "دقيقة واحدة", "דקה אחת", "1分")
        case .minutes2: ("2 Minutes", "دقيقتان", "2 דקות", "2分")
        case .minutes5: ("5 Minutes", "٥ دقائق", "5 דקות", "5分")
        case .dateTime: ("Date & Time", "التاريخ والوقت", "תאריך ושעה", "日付と時刻")
        case .time24: ("24-Hour Time", "نظام ٢٤ ساعة", "שעון 24 שעות", "24時間表示")
        case .setAutomatically: ("Set Automatically", "ضبط تلقائي", "הגדרה אוטומטית", "自動設定")
        case .timeZone: ("Time Zone", "المنطقة الزمنية", "אזור זמן", "時間帯")
        case .utc: ("UTC", "UTC", "UTC", "UTC")
        case .about: ("About", "حول", "אודות", "情報")
        case .software: ("Software", "البرنامج", "תוכנה", "ソフトウェア")
        case .display: ("Display", "شاشة العرض", "תצוגה", "ディスプレイ")
        case .language: ("Language", "اللغة", "שפה", "言語")
        }
    }

    /// The name of an Auto-Lock choice in seconds (0: never).
    static func autoLock(_ seconds: Int) -> SettingsText {
        switch seconds {
        case 30: .seconds30
        case 60: .minute1
        case 120: .minutes2
        case 300: .minutes5
        default: .never
        }
    }
}
