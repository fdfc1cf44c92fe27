public import Graphics
public import Scene
import Gestures
import Text

/// The on-screen keyboard in the iOS look (HIG §3.19, §1.27): language boards with their
/// numbers and symbols planes, pads for numbers, decimals and phone numbers, and the 12-key kana
/// board, typing into a ``TextInputClient``.
///
/// ## Background
/// A key types when the finger lifts on it; while it is down, a letter key shows its preview
/// pop-up above it, and held for ``ControlMetrics/keyboardAccentDelay`` it offers its accents
/// (slide to one and lift). A second finger landing commits the first finger's key at once, so
/// fast two-thumb typing loses nothing. Shift capitalises the next letter; a double tap on it
/// locks the capitals. The board turns Shift on by itself as the client's
/// ``TextInputClient/autocapitalizationType`` asks. The globe key cycles ``languages``; the
/// return key is labelled by the client's ``TextInputClient/returnKeyType``. Backspace repeats
/// while held. On the kana board a tap types the centre kana (tapping again cycles the column:
/// あ → い → う…), a flick types the kana in that direction, ゛゜小 changes the kana before the
/// caret, → ends a cycle, ABC shows the English letters (whose globe leads back).
///
/// The keys keep their physical order in every language (see ``KeyboardPlane``); only the text on
/// them is shaped in its own direction. The keyboard is usually shown by a ``KeyboardHost``,
/// which slides it up and pushes the content out of its way.
///
/// <!-- example context: let nameField = TextField() -->
/// ```swift
/// let keyboard = try Keyboard(languages: [.english, .arabic, .hebrew])
/// keyboard.client = nameField
/// ```
@MainActor
public final class Keyboard: Node {
    /// Whether Shift is off, on for the next letter, or locked (caps lock).
    public enum ShiftState: Sendable, Hashable {
        /// Lower case.
        case off
        /// Upper case for the next letter only.
        case on
        /// Upper case until Shift is tapped again.
        case locked
    }

    /// What the keyboard types into; setting it shows the board its keyboard type asks for.
    public weak var client: (any TextInputClient)? { didSet { if client !== oldValue { clientDidChange() } } }
    /// Stands between the keyboard and its client for the languages that need it (Japanese
    /// conversion): asked with the language and the client whenever either changes; the keyboard
    /// keeps what it returns and types into it instead (`nil`: straight into the client). An input
    /// method left behind (another language, another client) is asked to commit its marked text.
    public var inputMethod: (@MainActor (KeyboardLanguage, any TextInputClient) -> (any TextInputClient)?)? {
        didSet { updateTypingTarget() }
    }
    /// What the keys type into: the input method when one stands in, else the client.
    public var typingTarget: (any TextInputClient)? { inputMethodClient ?? client }
    private var inputMethodClient: (any TextInputClient)?
    /// The languages the globe key cycles (from the board profile); never empty.
    public private(set) var languages: [KeyboardLanguage]
    /// The language board showing.
    public private(set) var language: KeyboardLanguage
    /// The face showing.
    public private(set) var planeKind: KeyboardPlane.Kind = .letters
    /// The keys showing.
    public private(set) var plane: KeyboardPlane
    /// Shift's state.
    public internal(set) var shiftState: ShiftState = .off
    /// The keyboard type the board is for (the client's, read when the client is set).
    public private(set) var keyboardType: KeyboardType = .default
    /// The return key's type (the client's).
    public private(set) var returnKeyType: ReturnKeyType = .default

    /// Where each key of ``plane`` is, in the keyboard's coordinates (spacers left out).
    public private(set) var keyFrames: [(key: KeyboardKey, frame: Rect)] = []

    var presses: [KeyPress] = []
    var lastShiftTap: Double?
    var lastKeyWasSpace = false
    var kanaCycle: (key: KanaFlick, position: Int)?
    var labelCache: [LabelKey: Paragraph] = [:]
    var inkCache: [InkKey: Rect?] = [:]
    var fittedLetterSizeCache: (width: Double, height: Double, scale: Double, size: Double)?
    let touchRecognizer = KeyboardTouchRecognizer()

    /// A keyboard cycling `languages` (the first shows first).
    ///
    /// - Throws: ``KeyboardError/noLanguages`` for an empty list.
    public convenience init(languages: [KeyboardLanguage] = [.english]) throws(KeyboardError) {
        guard let first = languages.first else { throw .noLanguages }
        self.init(first: first, languages: languages)
    }

    /// A keyboard cycling `languages`, which start with `first`.
    init(first: KeyboardLanguage, languages: [KeyboardLanguage]) {
        self.languages = languages
        language = first
        plane = KeyboardLayouts.plane(.letters, language: first, type: .default, showsGlobe: languages.count > 1)
        super.init()
        name = "keyboard"
        isInteractive = true
        hitTestShape = .bounds
        drawingOutsets = EdgeInsets(top: ControlMetrics.keyboardPreviewLift, leading: 0, bottom: 0, trailing: 0)
        installTouchRecognizer()
    }

    /// Replaces the languages the globe key cycles; the board shows the first.
    ///
    /// - Throws: ``KeyboardError/noLanguages`` for an empty list.
    public func setLanguages(_ languages: [KeyboardLanguage]) throws(KeyboardError) {
        guard let first = languages.first else { throw .noLanguages }
        self.languages = languages
        show(language: first)
    }

    /// Shows the letters of `language` (it need not be in ``languages``).
    public func show(language: KeyboardLanguage) {
        self.language = language
        updateTypingTarget()
        show(plane: .letters)
    }

    /// Whether the boards have the globe key: there is another language to cycle to, or the board
    /// showing is not one of ``languages`` (the kana board's ABC showed English) and the globe
    /// goes back to them.
    var showsGlobe: Bool { languages.count > 1 || !languages.contains(language) }

    /// Shows face `kind` of the current language and keyboard type.
    public func show(plane kind: KeyboardPlane.Kind) {
        planeKind = kind
        kanaCycle = nil
        plane = KeyboardLayouts.plane(kind, language: language, type: keyboardType, showsGlobe: showsGlobe,
                                      locale: environment.locale)
        if !plane.hasShift { shiftState = .off }
        keyFrames = Self.frames(of: plane, in: bounds)
        updateAutomaticShift()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The key under `point` (keyboard coordinates): the nearest key of the row the point is
    /// in, so the gaps between keys type too, as on iOS.
    public func key(at point: Point) -> (key: KeyboardKey, frame: Rect)? {
        guard bounds.contains(point) else { return nil }
        var best: (key: KeyboardKey, frame: Rect)?
        var bestDistance = Double.infinity
        for entry in keyFrames {
            let f = entry.frame
            let dx = max(f.minX - point.x, 0, point.x - f.maxX)
            let dy = max(f.minY - point.y, 0, point.y - f.maxY)
            let d = dx * dx + dy * dy * 4  // rows weigh more: a finger between rows stays in its row
            if d < bestDistance {
                bestDistance = d
                best = entry
            }
        }
        return best
    }

    /// The frame of the first key doing `action`, in keyboard coordinates (tests, touch scripts).
    public func frame(of action: KeyboardKey.Action) -> Rect? {
        keyFrames.first { $0.key.action == action }?.frame
    }

    // MARK: Client

    private func updateTypingTarget() {
        let old = inputMethodClient
        inputMethodClient = client.flatMap { c in inputMethod?(language, c) }
        if let old, old !== inputMethodClient { old.unmarkText() }
    }

    private func clientDidChange() {
        cancelPresses()
        updateTypingTarget()
        let type = client?.keyboardType ?? .default
        returnKeyType = client?.returnKeyType ?? .default
        if type != keyboardType || planeKind != .letters {
            keyboardType = type
            show(plane: .letters)
        } else {
            updateAutomaticShift()
            setNeedsDisplay()
        }
    }

    /// Turns Shift on or off as the client's autocapitalisation asks for the text before the caret.
    func updateAutomaticShift() {
        guard plane.hasShift, planeKind == .letters, shiftState != .locked else { return }
        let wanted = wantsCapital()
        let state: ShiftState = wanted ? .on : .off
        if state != shiftState {
            shiftState = state
            setNeedsDisplay()
        }
    }

    private func wantsCapital() -> Bool {
        guard let client, !client.isSecureTextEntry, keyboardType == .default,
              language == .english else { return false }
        let before = client.textBeforeInsertionPoint
        switch client.autocapitalizationType {
        case .none: return false
        case .allCharacters: return true
        case .words: return before.isEmpty || before.last?.isWhitespace == true
        case .sentences:
            let trimmed = before.reversed().drop { $0 == " " }
            guard let last = trimmed.first else { return true }
            return before.last == " " && (last == "." || last == "!" || last == "?") || last == "\n"
        }
    }

    // MARK: Layout

    override public var isLayoutContainer: Bool { true }

    override public func contentSize(fitting proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? 375, height: ControlMetrics.keyboardHeight)
    }

    override public func layoutChildren() {
        keyFrames = Self.frames(of: plane, in: bounds)
    }

    /// The frames of `plane`'s keys laid out in `bounds`.
    static func frames(of plane: KeyboardPlane, in bounds: Rect) -> [(key: KeyboardKey, frame: Rect)] {
        let isPad = plane.kind == .pad || plane.columns == 5
        let gap = isPad ? ControlMetrics.keyboardPadGap : ControlMetrics.keyboardKeyGap
        let rowGap = isPad ? ControlMetrics.keyboardPadGap : ControlMetrics.keyboardRowGap
        let side = ControlMetrics.keyboardSideMargin
        let rows = Double(max(1, plane.rows.count))
        let keyHeight = max(1, (bounds.height - rows * rowGap) / rows)
        let unit = max(1, (bounds.width - 2 * side) / plane.columns)
        var result: [(key: KeyboardKey, frame: Rect)] = []
        for (r, row) in plane.rows.enumerated() {
            var x = bounds.minX + side
            let y = bounds.minY + rowGap / 2 + Double(r) * (keyHeight + rowGap)
            for key in row {
                let width = key.width * unit
                if key.action != .spacer {
                    let height = Double(key.rowSpan) * (keyHeight + rowGap) - rowGap
                    result.append((key, Rect(x: x + gap / 2, y: y, width: width - gap, height: height)))
                }
                x += width
            }
        }
        return result
    }

    override public func draw(in context: DrawingContext) { drawKeyboard(in: context) }

    // MARK: Environment

    override public func environmentDidChange() {
        super.environmentDidChange()
        labelCache.removeAll()
        inkCache.removeAll()
        fittedLetterSizeCache = nil
        // The number and decimal pads follow the locale's digits: a new locale may give another pad.
        if keyboardType == .numberPad || keyboardType == .decimalPad {
            let shown = KeyboardLayouts.plane(planeKind, language: language, type: keyboardType,
                                              showsGlobe: showsGlobe, locale: environment.locale)
            if shown != plane { show(plane: planeKind) }
        }
        setNeedsDisplay()
    }
}
