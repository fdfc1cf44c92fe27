import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

/// The keyboard's look measured in its pixels (iOS 17/18): engaged Shift, the Arabic letters'
/// size and centring, the accents balloon growing out of the held key.
@MainActor
@Suite("Keyboard look")
struct KeyboardLookTests {
    static let scale = 2.0

    /// A 390 pt keyboard of `languages` drawn at 2× in `scheme`, after `setup`.
    func render(_ languages: [KeyboardLanguage], scheme: ColorScheme,
                setup: (Keyboard) -> Void = { _ in }) throws -> (Keyboard, Bitmap) {
        let height = ControlMetrics.keyboardHeight, top = 70.0
        let root = Node()
        root.frame = Rect(x: 0, y: 0, width: 390, height: top + height)
        let keyboard = try Keyboard(languages: languages)
        let client = TextField(pasteboard: Pasteboard())
        client.autocapitalizationType = .none
        keyboard.client = client
        root.addChild(keyboard)
        keyboard.frame = Rect(x: 0, y: top, width: 390, height: height)
        var env = EnvironmentValues()
        env.colorScheme = scheme
        env.fonts = try TestFonts.system()
        let owner = SceneOwner(root: root, pixelSize: PixelSize(width: Int(390 * Self.scale), height: Int((top + height) * Self.scale)),
                               scale: Self.scale, environment: env)
        owner.layoutIfNeeded()
        setup(keyboard)
        let bitmap = Bitmap(size: owner.pixelSize)
        try owner.settleOnHost(into: bitmap)
        withExtendedLifetime(client) {}
        return (keyboard, bitmap)
    }

    /// The colour at keyboard point `p` (opaque, 0xRRGGBB).
    func pixel(_ bitmap: Bitmap, _ keyboard: Keyboard, _ p: Point) -> UInt32 {
        let q = keyboard.convert(p, to: nil)
        return bitmap[Int(q.x * Self.scale), Int(q.y * Self.scale)] & 0xFF_FFFF
    }

    func luminance(_ rgb: UInt32) -> Double {
        0.2126 * Double(rgb >> 16 & 0xFF) + 0.7152 * Double(rgb >> 8 & 0xFF) + 0.0722 * Double(rgb & 0xFF)
    }

    @Test("Engaged Shift is a white key with a black arrow, dark and light; caps lock adds the bar under the arrow")
    func engagedShift() throws {
        for scheme in [ColorScheme.dark, .light] {
            for state in [Keyboard.ShiftState.on, .locked] {
                let (keyboard, bitmap) = try render([.english], scheme: scheme) { $0.shiftState = state }
                let key = try #require(keyboard.frame(of: .shift))
                // The key's face beside the glyph, and the middle of the filled arrow.
                #expect(pixel(bitmap, keyboard, Point(x: key.minX + 4, y: key.midY)) == 0xFFFFFF, "\(scheme) \(state): white key")
                #expect(pixel(bitmap, keyboard, Point(x: key.midX, y: key.midY)) == 0x000000, "\(scheme) \(state): black arrow")
                // The glyph box is 22 pt (half the key's height at most), centred: the bar is at
                // 82–92 % of it, the arrow's stem ends at 74 % when locked (86 % when on).
                let side = min(key.height * 0.5, 22), boxTop = key.midY - side / 2
                let bar = luminance(pixel(bitmap, keyboard, Point(x: key.midX, y: boxTop + 0.87 * side)))
                let gap = luminance(pixel(bitmap, keyboard, Point(x: key.midX, y: boxTop + 0.797 * side)))
                if state == .locked {
                    #expect(bar < 60 && gap > 200, "\(scheme): caps lock's bar, apart from the arrow (\(bar), \(gap))")
                } else {
                    #expect(bar < 60, "\(scheme): the arrow's stem reaches down to 86 %")
                }
            }
            // Shift off keeps the function-key grey (dark: #474749, light: #ABB0BA) and the label colour.
            let (keyboard, bitmap) = try render([.english], scheme: scheme)
            let key = try #require(keyboard.frame(of: .shift))
            #expect(pixel(bitmap, keyboard, Point(x: key.minX + 4, y: key.midY)) == (scheme == .dark ? 0x474749 : 0xABB0BA))
        }
    }

    @Test("Arabic letters fit their keys with a margin and sit centred on their ink (ض ص ش س included)")
    func arabicLetters() throws {
        let (keyboard, bitmap) = try render([.arabic], scheme: .light)
        let margin = ControlMetrics.keyboardScriptInkMargin
        var measured = 0
        for (key, frame) in keyboard.keyFrames {
            guard case .character(let letter) = key.action else { continue }
            // The dark pixels inside the key: ink on the white face (the key's shadow, #898A8D,
            // showing at its rounded corners, is lighter than the threshold).
            let p0 = keyboard.convert(Point(x: frame.minX, y: frame.minY), to: nil)
            let x0 = Int((p0.x * Self.scale).rounded(.up)), y0 = Int((p0.y * Self.scale).rounded(.up))
            let x1 = Int(((p0.x + frame.width) * Self.scale).rounded(.down)), y1 = Int(((p0.y + frame.height) * Self.scale).rounded(.down))
            var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
            for y in y0..<y1 {
                for x in x0..<x1 where luminance(bitmap[x, y] & 0xFF_FFFF) < 110 {
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                }
            }
            guard minX <= maxX else {
                Issue.record("no ink on \(letter)")
                continue
            }
            measured += 1
            // Edges of the ink, in points from the key's sides.
            let left = Double(minX - x0) / Self.scale, right = Double(x1 - 1 - maxX) / Self.scale
            let top = Double(minY - y0) / Self.scale, bottom = Double(y1 - 1 - maxY) / Self.scale
            #expect(min(left, right) >= margin - 1, "\(letter): ink \(left) and \(right) pt from the key's sides")
            #expect(min(top, bottom) >= margin - 1, "\(letter): ink \(top) and \(bottom) pt from the key's top and bottom")
            #expect(abs(top - bottom) <= 1.01, "\(letter): centred on its ink vertically (\(top) above, \(bottom) below)")
            #expect(abs(left - right) <= 1.01, "\(letter): centred on its ink across (\(left), \(right))")
        }
        #expect(measured == 32)
        // Every Arabic letter shares one size, at most the Latin letters'.
        let size = keyboard.fittedLetterSize(scale: Self.scale)
        #expect(size <= ControlMetrics.keyboardLetterSize && size >= 14)
        // The Latin letters are untouched: English keys keep the letter size on one baseline.
        let english = try Keyboard(languages: [.english])
        #expect(!english.centresOnInk(KeyboardKey.char("q")))
    }

    @Test("Held for its accents, the key grows one balloon in its own colour: the row above joined to the key, not greyed")
    func accentsBalloon() throws {
        for scheme in [ColorScheme.light, .dark] {
            var held: KeyPress?
            let (keyboard, bitmap) = try render([.english], scheme: scheme) { keyboard in
                guard let entry = keyboard.keyFrames.first(where: { $0.key.action == .character("e") }) else { return }
                let centre = Point(x: entry.frame.midX, y: entry.frame.midY)
                var press = KeyPress(touch: TouchID(1), key: entry.key, frame: entry.frame, start: centre, location: centre, since: 0)
                press.accents = KeyboardAccents.alternatives(for: "e", language: .english)
                press.accentIndex = 2
                keyboard.presses = [press]
                keyboard.setNeedsDisplay()
                held = press
            }
            let press = try #require(held)
            let key = press.frame
            let row = keyboard.accentsFrame(for: press, count: press.accents?.count ?? 0)
            #expect(abs(row.maxY - (key.minY - ControlMetrics.keyboardAccentNeck)) < 1e-9, "the row sits on the key's neck")
            #expect(row.minX <= key.minX && row.maxX >= key.maxX, "the row spans the key")
            let face: UInt32 = scheme == .dark ? 0x6B6B6E : 0xFFFFFF
            // The neck between the row and the key, the key's face and its label's place: the balloon's colour.
            #expect(pixel(bitmap, keyboard, Point(x: key.midX, y: key.minY - ControlMetrics.keyboardAccentNeck / 2)) == face)
            #expect(pixel(bitmap, keyboard, Point(x: key.minX + 2, y: key.minY + 2)) == face, "no rounded notch where the key meets the neck")
            #expect(pixel(bitmap, keyboard, Point(x: key.midX, y: key.midY)) == face, "the held key is not greyed, its letter is under the balloon")
            #expect(pixel(bitmap, keyboard, Point(x: key.minX + 3, y: key.maxY - 3)) == face)
            // Beside the stem, below the row, the keyboard's background shows (one shape, not a slab).
            let beside = Point(x: key.minX - ControlMetrics.keyboardKeyGap / 2, y: key.midY)
            #expect(pixel(bitmap, keyboard, beside) == (scheme == .dark ? 0x2B2B2D : 0xD1D3D9))
        }
    }
}
