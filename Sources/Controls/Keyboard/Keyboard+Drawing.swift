import Graphics
import Scene
import Text

/// The cache key of a key label's laid-out text.
struct LabelKey: Hashable {
    var text: String
    var size: Double
    var weight: FontWeight
    var language: String
}

/// The cache key of a key label's ink: the label and the scale it was measured at.
struct InkKey: Hashable {
    var label: LabelKey
    var scale: Double
}

extension Keyboard {
    // The keyboard's colours (iOS 17 light and dark keyboards).
    static let backgroundColor = ThemeColor.dynamic(light: Color(hex: 0xD1D3D9), dark: Color(hex: 0x2B2B2D))
    static let letterKeyColor = ThemeColor.dynamic(light: Color(hex: 0xFFFFFF), dark: Color(hex: 0x6B6B6E))
    static let functionKeyColor = ThemeColor.dynamic(light: Color(hex: 0xABB0BA), dark: Color(hex: 0x474749))
    static let keyShadowColor = ThemeColor.dynamic(light: Color(hex: 0x898A8D), dark: Color(hex: 0x1A1A1A))
    static let keyLabelColor = ThemeColor.dynamic(light: Color(hex: 0x000000), dark: Color(hex: 0xFFFFFF))
    /// Engaged Shift (on or caps lock): a white key with a black arrow in both appearances (iOS 17
    /// dark keeps it white, so it stands out from the grey letter keys).
    static let engagedShiftKeyColor = ThemeColor.fixed(Color(hex: 0xFFFFFF))
    static let engagedShiftGlyphColor = ThemeColor.fixed(Color(hex: 0x000000))

    func drawKeyboard(in context: DrawingContext) {
        let canvas = context.canvas
        canvas.fill(bounds, paint: .color(context.resolve(Self.backgroundColor)))
        // A key held for its accents is not darkened: the balloon grows out of it in its colour.
        let pressedFrames = presses.filter { $0.accents == nil }.map(\.frame)
        for (key, frame) in keyFrames {
            drawKey(key, in: frame, pressed: pressedFrames.contains(frame), context: context)
        }
        for press in presses {
            if let accents = press.accents {
                drawAccents(accents, selected: press.accentIndex, for: press, context: context)
            } else if press.key.showsPreview, plane.kind != .pad, client?.isSecureTextEntry != true {
                drawPreview(for: press, context: context)
            }
        }
    }

    private func drawKey(_ key: KeyboardKey, in frame: Rect, pressed: Bool, context: DrawingContext) {
        let canvas = context.canvas
        let radii = CornerRadii(ControlMetrics.keyboardKeyCornerRadius)
        let isReturnTinted = key.action == .return && returnKeyType != .default
        let isShiftOn = key.action == .shift && shiftState != .off
        var fill: ThemeColor = key.isFunctionKey && plane.kind != .pad ? Self.functionKeyColor : Self.letterKeyColor
        if plane.kind == .pad, key.isFunctionKey { fill = Self.backgroundColor }
        if isShiftOn { fill = Self.engagedShiftKeyColor }
        if isReturnTinted { fill = .system(.systemBlue) }
        if pressed && key.action != .shift {
            // A pressed key takes the other key colour (letter keys show their preview instead on
            // letter boards, but a pad key or a space bar darkens).
            fill = fill == Self.letterKeyColor ? Self.functionKeyColor : Self.letterKeyColor
        }
        var label = isReturnTinted && !pressed ? Color(hex: 0xFFFFFF) : context.resolve(Self.keyLabelColor)
        if isShiftOn { label = context.resolve(Self.engagedShiftGlyphColor) }
        if !(plane.kind == .pad && key.isFunctionKey && !pressed) {
            let shadow = frame.offsetBy(dx: 0, dy: ControlMetrics.keyboardKeyShadowDepth)
            canvas.fillRoundedRect(shadow, radii: radii, paint: .color(context.resolve(Self.keyShadowColor)))
            canvas.fillRoundedRect(frame, radii: radii, paint: .color(context.resolve(fill)))
        }
        let lineWidth = 1.5
        switch key.action {
        case .shift:
            let s = min(frame.height * 0.5, 22)
            KeyboardGlyphs.shift(in: Rect(x: frame.midX - s / 2, y: frame.midY - s / 2, width: s, height: s),
                                 state: shiftState, on: canvas, color: label, lineWidth: lineWidth)
        case .backspace:
            let w = min(frame.width * 0.5, 26), h = w * 0.72
            KeyboardGlyphs.backspace(in: Rect(x: frame.midX - w / 2, y: frame.midY - h / 2, width: w, height: h),
                                     on: canvas, color: label, lineWidth: lineWidth)
        case .globe:
            let s = min(frame.height * 0.48, 20)
            KeyboardGlyphs.globe(in: Rect(x: frame.midX - s / 2, y: frame.midY - s / 2, width: s, height: s),
                                 on: canvas, color: label, lineWidth: lineWidth)
        case .spacer:
            break
        default:
            drawLabel(of: key, in: frame, color: label, context: context)
        }
    }

    private func drawLabel(of key: KeyboardKey, in frame: Rect, color: Color, context: DrawingContext) {
        let (text, size, weight) = labelText(of: key)
        guard !text.isEmpty, let p = paragraph(text, size: size, weight: weight) else { return }
        if let subtitle = key.subtitle, let s = paragraph(subtitle, size: ControlMetrics.keyboardPadLettersSize, weight: .bold) {
            let total = p.size.height + s.size.height - 6
            let top = frame.midY - total / 2
            p.draw(in: context.canvas, at: Point(x: frame.midX - p.size.width / 2, y: top), color: color)
            s.draw(in: context.canvas, at: Point(x: frame.midX - s.size.width / 2, y: top + p.size.height - 6), color: color)
            return
        }
        if centresOnInk(key) {
            // Sized for the board's widest letter and centred on the letter's own ink.
            let scale = context.environment.displayScale
            let fitted = fittedLetterSize(scale: scale)
            guard let q = paragraph(text, size: fitted, weight: weight) else { return }
            let ink = inkBounds(of: q, text: text, size: fitted, weight: weight, scale: scale)
                ?? Rect(x: 0, y: 0, width: q.size.width, height: q.size.height)
            q.draw(in: context.canvas, at: Point(x: frame.midX - ink.midX, y: frame.midY - ink.midY), color: color)
            return
        }
        let baselineLift = key.isFunctionKey || plane.kind == .pad ? 0 : 1.5  // letters sit a little high, as on iOS
        p.draw(in: context.canvas, at: Point(x: frame.midX - p.size.width / 2, y: frame.midY - p.size.height / 2 - baselineLift),
               color: color)
    }

    /// What a key shows: its text, point size and weight.
    func labelText(of key: KeyboardKey) -> (String, Double, FontWeight) {
        let letter = ControlMetrics.keyboardLetterSize
        let function = ControlMetrics.keyboardFunctionLabelSize
        if plane.kind == .pad {
            if let label = key.label { return (label, function, .regular) }
            switch key.action {
            case .character(let c), .text(let c): return (c, ControlMetrics.keyboardPadDigitSize, .regular)
            default: return ("", function, .regular)
            }
        }
        if let label = key.label { return (label, key.isFunctionKey || label.count > 1 ? function : letter, .regular) }
        switch key.action {
        case .character(let c): return (shifted(c), letter, .regular)
        case .text(let t): return (t, t.count > 1 ? function : letter, .regular)
        case .space: return (language.spaceLabel, function, .regular)
        case .return: return (language.returnLabel(for: returnKeyType), function, .regular)
        case .flick(let f): return (f.center, letter, .regular)
        default: return ("", function, .regular)
        }
    }

    /// The key preview pop-up: a bubble above the key, joined to it, with the letter large.
    private func drawPreview(for press: KeyPress, context: DrawingContext) {
        guard case .character(let c) = press.key.action,
              let p = paragraph(shifted(c), size: ControlMetrics.keyboardPreviewLetterSize, weight: .regular) else { return }
        let canvas = context.canvas
        let key = press.frame
        let overhang = ControlMetrics.keyboardPreviewOverhang
        var bubble = Rect(x: key.minX - overhang, y: key.minY - ControlMetrics.keyboardPreviewLift,
                          width: key.width + 2 * overhang, height: ControlMetrics.keyboardPreviewLift - 4)
        bubble.origin.x = min(max(bounds.minX, bubble.minX), bounds.maxX - bubble.width)
        let fill = context.resolve(Self.letterKeyColor)
        let radii = CornerRadii(ControlMetrics.keyboardKeyCornerRadius * 2)
        canvas.drawShadow(roundedRect: bubble, radii: radii,
                          shadow: BoxShadow(color: Color(white: 0, alpha: 0.25), offset: Point(x: 0, y: 1), blurRadius: 4))
        canvas.fillRoundedRect(bubble, radii: radii, paint: .color(fill))
        canvas.fillRoundedRect(key, radii: CornerRadii(ControlMetrics.keyboardKeyCornerRadius), paint: .color(fill))
        // The neck: from the bubble's bottom corners in to the key's top corners.
        var neck = Path()
        let top = bubble.maxY - radii.topLeading
        neck.move(to: Point(x: bubble.minX, y: top))
        neck.addCurve(to: Point(x: key.minX, y: key.minY + 6), control1: Point(x: bubble.minX, y: bubble.maxY + 2),
                      control2: Point(x: key.minX, y: key.minY - 2))
        neck.addLine(to: Point(x: key.maxX, y: key.minY + 6))
        neck.addCurve(to: Point(x: bubble.maxX, y: top), control1: Point(x: key.maxX, y: key.minY - 2),
                      control2: Point(x: bubble.maxX, y: bubble.maxY + 2))
        neck.closeSubpath()
        canvas.fill(neck, paint: .color(fill))
        p.draw(in: canvas, at: Point(x: bubble.midX - p.size.width / 2, y: bubble.midY - p.size.height / 2),
               color: context.resolve(Self.keyLabelColor))
    }

    /// The accents of a held key: one balloon in the key's colour growing out of the key, its top
    /// a row of cells, the one under the finger in the tint (iOS).
    private func drawAccents(_ accents: [String], selected: Int, for press: KeyPress, context: DrawingContext) {
        let canvas = context.canvas
        let frame = accentsFrame(for: press, count: accents.count)
        let radii = CornerRadii(ControlMetrics.keyboardKeyCornerRadius * 2)
        canvas.drawShadow(roundedRect: frame, radii: radii,
                          shadow: BoxShadow(color: Color(white: 0, alpha: 0.3), offset: Point(x: 0, y: 2), blurRadius: 8))
        canvas.fill(accentsBalloon(for: press, count: accents.count), paint: .color(context.resolve(Self.letterKeyColor)))
        let cell = frame.width / Double(accents.count)
        for (i, accent) in accents.enumerated() {
            let r = Rect(x: frame.minX + Double(i) * cell, y: frame.minY, width: cell, height: frame.height)
            var color = context.resolve(Self.keyLabelColor)
            if i == selected {
                canvas.fillRoundedRect(r.insetBy(dx: 3, dy: 3), radii: CornerRadii(ControlMetrics.keyboardKeyCornerRadius),
                                       paint: .color(context.resolve(.system(.systemBlue))))
                color = Color(hex: 0xFFFFFF)
            }
            if let p = paragraph(accent, size: ControlMetrics.keyboardLetterSize, weight: .regular) {
                p.draw(in: canvas, at: Point(x: r.midX - p.size.width / 2, y: r.midY - p.size.height / 2), color: color)
            }
        }
    }

    /// Whether `key`'s label is sized to fit and centred on its ink: the Arabic letters, whose
    /// shapes differ too much in width and height for one baseline and one size to sit well on
    /// narrow keys (iOS's Arabic keyboard centres each letter in its key).
    func centresOnInk(_ key: KeyboardKey) -> Bool {
        guard language == .arabic, plane.kind == .letters, key.label == nil, case .character = key.action else { return false }
        return true
    }

    /// The size of the letters of a board that ``centresOnInk(_:)``: the letter size, made
    /// smaller when the widest (or tallest) letter's ink would come nearer than
    /// ``ControlMetrics/keyboardScriptInkMargin`` to its key's sides (a half-point step).
    func fittedLetterSize(scale: Double) -> Double {
        let letter = ControlMetrics.keyboardLetterSize
        let keys = keyFrames.filter { centresOnInk($0.key) }
        guard let narrowest = keys.map(\.frame.width).min(), let shortest = keys.map(\.frame.height).min() else {
            return letter
        }
        if let cached = fittedLetterSizeCache, cached.width == narrowest, cached.height == shortest, cached.scale == scale {
            return cached.size
        }
        var widest = 0.0, tallest = 0.0
        for (key, _) in keys {
            guard case .character(let c) = key.action, let p = paragraph(c, size: letter, weight: .regular),
                  let ink = inkBounds(of: p, text: c, size: letter, weight: .regular, scale: scale) else { continue }
            widest = max(widest, ink.width)
            tallest = max(tallest, ink.height)
        }
        let margin = ControlMetrics.keyboardScriptInkMargin
        var factor = 1.0
        if widest > 0 { factor = min(factor, (narrowest - 2 * margin) / widest) }
        if tallest > 0 { factor = min(factor, (shortest - 2 * margin) / tallest) }
        let size = max(1, ((letter * factor) * 2).rounded(.down) / 2)
        fittedLetterSizeCache = (narrowest, shortest, scale, size)
        return size
    }

    /// The ink of `paragraph` (the layout of `text` at `size`), measured once per scale.
    func inkBounds(of paragraph: Paragraph, text: String, size: Double, weight: FontWeight, scale: Double) -> Rect? {
        let key = InkKey(label: LabelKey(text: text, size: size, weight: weight, language: language.languageTag), scale: scale)
        if let cached = inkCache[key] { return cached }
        let ink = KeyboardInk.bounds(of: paragraph, scale: scale)
        if inkCache.count > 256 { inkCache.removeAll() }
        inkCache[key] = ink
        return ink
    }

    /// `text` laid out in the keyboard's language at `size` (cached; `nil` without fonts).
    func paragraph(_ text: String, size: Double, weight: FontWeight) -> Paragraph? {
        let key = LabelKey(text: text, size: size, weight: weight, language: language.languageTag)
        if let cached = labelCache[key] { return cached }
        guard let fonts = textFonts else { return nil }
        let style = ParagraphStyle(font: Font(pointSize: size, weight: weight), maximumLines: 1,
                                   language: language.languageTag)
        let p = Paragraph(text, style: style, fonts: fonts)
        if labelCache.count > 256 { labelCache.removeAll() }
        labelCache[key] = p
        return p
    }
}
