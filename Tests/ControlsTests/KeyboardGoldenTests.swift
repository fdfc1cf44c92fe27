import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

/// Sheets of keyboards, 390 pt wide at 2×, light and dark: every language board, the numbers,
/// symbols, email and URL planes, the three pads, and the pop-ups (key preview, accents, caps lock).
@MainActor
@Suite("Keyboard goldens")
struct KeyboardGoldenTests {
    let tolerance = GoldenTolerance.perChannel(2, maxDifferingPixels: 0)

    /// One board of a sheet: its languages, the client's traits, the face, a last touch.
    struct Board {
        var languages: [KeyboardLanguage] = [.english, .arabic, .hebrew, .japaneseKana, .japaneseRomaji]
        var language: KeyboardLanguage = .english
        var type: KeyboardType = .default
        var returnKey: ReturnKeyType = .default
        var plane: KeyboardPlane.Kind = .letters
        var setup: @MainActor (Keyboard) -> Void = { _ in }
    }

    func render(_ boards: [Board], scheme: ColorScheme, gap: Double = 8) throws -> Bitmap {
        let width = 390.0, height = ControlMetrics.keyboardHeight
        let total = Double(boards.count) * (height + gap) + gap
        let root = Node()
        root.background = .color(.system(.systemBackground))
        root.frame = Rect(x: 0, y: 0, width: width, height: total)
        var clients: [TextField] = []
        var keyboards: [Keyboard] = []
        for (i, board) in boards.enumerated() {
            let keyboard = try Keyboard(languages: board.languages)
            let client = TextField(pasteboard: Pasteboard())
            client.keyboardType = board.type
            client.returnKeyType = board.returnKey
            client.autocapitalizationType = .none
            clients.append(client)
            keyboard.client = client
            keyboard.show(language: board.language)
            if board.plane != .letters { keyboard.show(plane: board.plane) }
            root.addChild(keyboard)
            keyboard.frame = Rect(x: 0, y: gap + Double(i) * (height + gap), width: width, height: height)
            keyboards.append(keyboard)
        }
        var env = EnvironmentValues()
        env.colorScheme = scheme
        env.fonts = try TestFonts.system()
        let scale = 2.0
        let owner = SceneOwner(root: root, pixelSize: PixelSize(width: Int(width * scale), height: Int(total * scale)),
                               scale: scale, environment: env)
        owner.layoutIfNeeded()
        for (board, keyboard) in zip(boards, keyboards) { board.setup(keyboard) }
        let bitmap = Bitmap(size: owner.pixelSize)
        try owner.settleOnHost(into: bitmap)
        withExtendedLifetime(clients) {}
        return bitmap
    }

    /// Holds a finger on the key doing `action` (its preview shows), with `accents` open when given.
    static func hold(_ action: KeyboardKey.Action, accents: Int? = nil) -> @MainActor (Keyboard) -> Void {
        { keyboard in
            guard let entry = keyboard.keyFrames.first(where: { $0.key.action == action }) else {
                Issue.record("the \(keyboard.language) keyboard has no key for \(action)")
                return
            }
            var press = KeyPress(touch: TouchID(1), key: entry.key, frame: entry.frame,
                                 start: Point(x: entry.frame.midX, y: entry.frame.midY),
                                 location: Point(x: entry.frame.midX, y: entry.frame.midY), since: 0)
            if let accents, case .character(let c) = action {
                press.accents = KeyboardAccents.alternatives(for: keyboard.shifted(c), language: keyboard.language)
                press.accentIndex = accents
            }
            keyboard.presses = [press]
            keyboard.setNeedsDisplay()
        }
    }

    var letters: [Board] {
        [Board(setup: { $0.shiftState = .on }), Board(language: .arabic), Board(language: .hebrew),
         Board(language: .japaneseKana), Board(language: .japaneseRomaji)]
    }

    var planes: [Board] {
        [Board(plane: .numbers), Board(plane: .symbols), Board(type: .emailAddress, returnKey: .next),
         Board(languages: [.english], type: .url, returnKey: .go), Board(language: .arabic, returnKey: .search, plane: .numbers)]
    }

    var pads: [Board] {
        [Board(type: .numberPad), Board(type: .decimalPad, returnKey: .done), Board(type: .phonePad)]
    }

    var popups: [Board] {
        [Board(setup: Self.hold(.character("g"))), Board(setup: { k in k.shiftState = .locked; Self.hold(.character("e"), accents: 2)(k) }),
         Board(language: .hebrew, returnKey: .join, setup: Self.hold(.character("ש")))]
    }

    @Test("Language boards (en with Shift on, ar, he, ja kana, ja romaji), light and dark")
    func languageBoards() throws {
        try expectGolden(try render(letters, scheme: .light), "Keyboard/letters-light@2x", tolerance: tolerance)
        try expectGolden(try render(letters, scheme: .dark), "Keyboard/letters-dark@2x", tolerance: tolerance)
    }

    @Test("Numbers, symbols, email, URL and Arabic numbers planes with return keys by type, light and dark")
    func planeBoards() throws {
        try expectGolden(try render(planes, scheme: .light), "Keyboard/planes-light@2x", tolerance: tolerance)
        try expectGolden(try render(planes, scheme: .dark), "Keyboard/planes-dark@2x", tolerance: tolerance)
    }

    @Test("Number, decimal and phone pads, light and dark")
    func padBoards() throws {
        try expectGolden(try render(pads, scheme: .light), "Keyboard/pads-light@2x", tolerance: tolerance)
        try expectGolden(try render(pads, scheme: .dark), "Keyboard/pads-dark@2x", tolerance: tolerance)
    }

    @Test("Key preview, accents over caps lock, a Hebrew preview, light and dark")
    func popupBoards() throws {
        try expectGolden(try render(popups, scheme: .light, gap: 64), "Keyboard/popups-light@2x", tolerance: tolerance)
        try expectGolden(try render(popups, scheme: .dark, gap: 64), "Keyboard/popups-dark@2x", tolerance: tolerance)
    }
}
