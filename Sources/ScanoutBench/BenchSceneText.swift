// The text of the benchmark's scene (workload A): what is written where, shared by both renderers.

/// The strings of the scene and where they go.
enum BenchSceneText {
    static let labels = ["Airplane Mode", "Wi-Fi Network", "Bluetooth", "Cellular Data", "Notifications", "Focus Mode",
                         "Screen Time", "Control Centre", "Accessibility", "Wallpaper", "Battery Saver", "Location"]
    static let buttons = ["Save", "Cancel", "Delete", "Edit", "Copy", "Send"]

    /// Every text of the scene, in drawing order.
    static let all: [BenchText] = {
        var texts = [BenchText(string: "Settings", bold: true, color: 0x000000, anchor: .center(640), boxTop: 0)]
        for (i, label) in labels.enumerated() {
            texts.append(BenchText(string: label, bold: false, color: 0x000000, anchor: .leading(36),
                                   boxTop: BenchScene.rowTop(i)))
        }
        for (i, title) in buttons.enumerated() {
            let o = BenchScene.buttonOrigins[i]
            texts.append(BenchText(string: title, bold: false, color: 0xFFFFFF,
                                   anchor: .center(o.x + BenchScene.buttonSize.w / 2), boxTop: o.y))
        }
        for (title, x) in [("Back", 213.0), ("Share", 640.0), ("Done", 1066.0)] {
            texts.append(BenchText(string: title, bold: false, color: BenchScene.blue, anchor: .center(x), boxTop: 756))
        }
        return texts
    }()

    /// The DejaVu files the benchmark names (regular, bold) and the Japanese fallback.
    static let regularPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let boldPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
    static let japanesePath = "/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf"
}
