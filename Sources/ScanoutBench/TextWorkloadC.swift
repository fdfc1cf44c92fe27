import Glibc
import Graphics
import Text

/// Workload C of the benchmark (docs/benchmark.md): 40 lines of 15 px DejaVu Sans (IPAGothic fallback) on white.
enum TextWorkloadC {
    static let latin = [
        "The quick brown fox jumps over the lazy dog while 12 sleepy cats watch from the fence. Battery health is 97% and",
        "Pack my box with five dozen liquor jugs, then ship it to 221B Baker Street by Friday. Storage: 64.2 GB of 128 GB",
        "Sphinx of black quartz, judge my vow: every setting must render crisp at 60 frames per second. Pack my box with",
        "Battery health is 97% and the last full charge was 3 hours 14 minutes ago. Software update 18.4.1 is available.",
        "Wi-Fi networks nearby: HomeNet-5G, Cafe_Guest, Office (WPA3), and Printer-Direct-0042. Privacy report: 14",
        "How vexingly quick daft zebras jump; bright vixens jump, dozy fowl quack. Wi-Fi networks nearby: HomeNet-5G,",
        "Software update 18.4.1 is available. It includes bug fixes and security improvements. Jackdaws love my big sphinx",
        "Notifications are grouped by app; tap Show Previews to choose Always, When Unlocked or Never. Sphinx of black",
        "Storage: 64.2 GB of 128 GB used - Photos 21.7 GB, Apps 18.3 GB, System 9.8 GB, Other 14.4 GB. Notifications are",
        "Jackdaws love my big sphinx of quartz, and glib jocks quiz nymph to vex a dwarf. The quick brown fox jumps over",
        "Display & Brightness: True Tone on, Night Shift scheduled from 22:00 to 07:00, Auto-Lock 30 s. How vexingly quick",
        "Privacy report: 14 trackers were prevented from profiling you in the last 7 days. Display & Brightness: True Tone",
    ]
    static let arabic = "مرحبا بالعالم، هذا نص تجريبي لاختبار عرض اللغة العربية في واجهة المستخدم رقم 2024 مع أرقام 123."
    static let hebrew = "שלום עולם, זהו טקסט לדוגמה לבדיקת הצגת עברית בממשק המשתמש, גרסה 18.4 עם מספרים 567."
    static let japanese = "設定を開いて、ネットワークとBluetoothの接続を確認してください。日本語の表示テストです。"

    /// The 40 lines, numbered as the workload's text lists them ("01. …").
    static let lines: [String] = (1...40).map { k in
        let body: String
        switch k {
        case 13: body = arabic
        case 26: body = hebrew
        case 39: body = japanese
        case 40: body = latin[0]
        default: body = latin[(k - 1) % 13]
        }
        return (k < 10 ? "0\(k). " : "\(k). ") + body
    }

    static let style = ParagraphStyle(font: Font(pointSize: 15))

    /// The top of line `k`'s text, its line box of `height` centred in the 19 px line.
    static func lineTop(_ k: Int, height: Double) -> Double { 10 + 19 * Double(k) + (19 - height) / 2 }
}
