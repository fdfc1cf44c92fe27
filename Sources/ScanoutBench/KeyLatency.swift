import Controls
import Gestures
import Graphics
import Input
import Scene
import Text

/// `BENCH latency key_to_frame_ms` and `p99_ms`: CPU from a key press to the end of the frame
/// showing the character, in a 1280×800 form (three fields, a search bar and a text view
/// holding 2,000 characters in eight paragraphs), the caret in the middle of the text view.
///
/// Each sample hands one key event to the form's focus system (as the runtime's input router
/// does) and renders the frame it asks for into the 1280×800 shadow buffer, measured on this
/// thread's CPU time (`Timing.threadCPU()`). The frame's damage is checked: it must lie on the
/// edited line's row (the line and the caret), never the view.
@MainActor
enum KeyLatency {
    struct Result {
        /// Milliseconds per key, in the order typed.
        var samples: [Double]
        /// The most damaged pixels of one frame.
        var maximumDamagePixels: Int
        /// The tallest damage of one frame, in pixels.
        var maximumDamageHeight: Int
        /// The text view's line height, in pixels.
        var lineHeightPixels: Int
        /// The most paragraphs one key laid out again.
        var maximumRelaidParagraphs: Int
        /// Each frame's damaged pixels and damage height (pixels), in the order typed.
        var damage: [(pixels: Int, height: Int)] = []
    }

    static let keys = 400

    static func run(fonts: FontSystem) -> Result {
        let width = 1280.0, height = 800.0
        var environment = EnvironmentValues()
        environment.fonts = fonts
        let root = VStackNode(spacing: 12, alignment: .fill)
        root.padding = EdgeInsets(top: 20, leading: 40, bottom: 20, trailing: 40)
        root.background = .color(.system(.systemGroupedBackground))
        let focus = FocusSystem()
        let name = TextField(text: "Anna Svensson", placeholder: "Name")
        let email = TextField(placeholder: "Email")
        let pin = TextField(placeholder: "PIN")
        pin.isSecureTextEntry = true
        let search = SearchBar(placeholder: "Search")
        let sentence = "Deliveries go to the side door after four; ask for Carmen at the front desk. "
        var text = ""
        while text.count < 2000 {
            text += sentence
            if text.count % 250 < sentence.count { text += "\n" }
        }
        text = String(text.prefix(2000))
        let notes = TextView(text: text)
        notes.borderStyle = .roundedRect
        notes.verticalSizing = .flexible()
        for node in [name, email, pin, search, notes] as [Node] { root.addChild(node) }
        focus.controls = [name, email, pin, search.searchField, notes]
        let owner = SceneOwner(root: root, pixelSize: PixelSize(width: Int(width), height: Int(height)), scale: 1,
                               environment: environment)
        root.frame = Rect(x: 0, y: 0, width: width, height: height)
        let bitmap = Bitmap(size: owner.pixelSize)
        _ = owner.renderFrame(into: bitmap)
        focus.setFocus(notes)
        notes.editor.setSelection(.caret(notes.editor.codePoints.count / 2))
        _ = owner.renderFrame(into: bitmap)
        let letters = Array("the quick brown fox jumps over the lazy dog ")
        var result = Result(samples: [], maximumDamagePixels: 0, maximumDamageHeight: 0,
                            lineHeightPixels: Int(notes.caretRect(for: 0).height.rounded()), maximumRelaidParagraphs: 0)
        result.samples.reserveCapacity(keys)
        result.damage.reserveCapacity(keys)
        for k in 0..<keys {
            let letter = String(letters[k % letters.count])
            let event = KeyEvent(key: letter == " " ? .space : .character(letter), isPressed: true,
                                 text: letter, timestamp: Double(k) / 10)
            let start = Timing.threadCPU()
            focus.handle(event)
            let report = owner.renderFrame(into: bitmap)
            result.samples.append(Timing.threadCPU() - start)
            result.damage.append((report.damagedPixelCount, report.damage.bounds.height))
            result.maximumDamagePixels = max(result.maximumDamagePixels, report.damagedPixelCount)
            result.maximumDamageHeight = max(result.maximumDamageHeight, report.damage.bounds.height)
            result.maximumRelaidParagraphs = max(result.maximumRelaidParagraphs, notes.lastRelaidParagraphCount)
        }
        return result
    }
}
