public import Controls
public import Gestures
public import Graphics
public import Scene
public import Runtime
import Text

/// The boot splash's screen: the board's logo just above the centre, below it the activity
/// indicator (HIG §1.15, while the duration is unknown) or the progress bar (HIG §1.22, from the
/// first `progress`), the message line, and, while a question is asked, its prompt and entry
/// (masked for a passphrase) with the on-screen keyboard (HIG §3.19): it slides up with the
/// question, types into the entry, and its return key ("Done") answers. A key typed on a
/// hardware keyboard takes it down (iOS). While the keyboard is up the splash is laid out in the
/// room above it (``KeyboardHost/resizesContentForKeyboard``): where the column under the logo
/// does not fit below the centre line, it rises to rest just above the keyboard and the logo
/// shrinks to stay whole above it (``BootSplashLayout``), as the keyboard slides.
///
/// Everything below the logo sits in fixed slots, so a message or a prompt appearing never moves
/// the logo while the column fits (HIG §1.38: nothing that may change should flicker). Text in any of the four
/// languages is shaped and reordered like any Scanout text; the theme's language sets the layout
/// direction (right to left for Arabic and Hebrew).
@MainActor
public final class BootSplash {
    /// The scene's owner (hand it to a host through ``content``).
    public let owner: SceneOwner
    /// Keys go here: the entry takes focus while a question is asked.
    public let focus = FocusSystem()
    /// The host's content.
    public let content: SceneContent
    /// The theme shown.
    public let theme: BootTheme
    /// Boot progress, 0…100, once a `progress` came.
    public private(set) var progress: Double?
    /// The message line.
    public private(set) var message = ""
    /// The prompt of the question asked now, if one is.
    public private(set) var prompt: String?

    let logo: BootLogo
    let spinner: BootSpinner
    let bar: BootProgressBar
    let messageLine: TextNode
    let promptLine: TextNode
    let entry = TextField()
    /// The on-screen keyboard, up while a question is asked unless a hardware keyboard was typed on.
    public let keyboard: Keyboard
    /// Holds the screen and the keyboard: slides the keyboard and pushes the screen out of its way.
    public let keyboardHost: KeyboardHost
    private var answerHandler: (@MainActor (String?) -> Void)?

    /// A splash on a screen of `pixelSize` device pixels at `scale`, with `theme`'s logo
    /// (already read: see ``BootLogo/artwork(contentsOf:)``).
    public init(theme: BootTheme, logo artwork: BootLogo.Artwork, pixelSize: PixelSize, scale: Double) {
        self.theme = theme
        logo = BootLogo(artwork: artwork, foreground: theme.foreground)
        bar = BootProgressBar(color: theme.foreground)
        spinner = BootSpinner(color: theme.foreground)
        messageLine = TextNode("", style: .body, color: .fixed(theme.foreground.withAlphaMultiplied(by: BootMetrics.messageOpacity)))
        promptLine = TextNode("", style: .body, color: .fixed(theme.foreground))
        // The column under the logo: indicator slot, message, prompt, entry.
        let lower = VStackNode(spacing: BootMetrics.lineGap, alignment: .center)
        lower.padding = EdgeInsets(top: 0, leading: BootMetrics.sideMargin, bottom: 0, trailing: BootMetrics.sideMargin)
        let root = BootSplashLayout(logo: logo, column: lower)
        root.background = .color(.fixed(theme.background))
        var environment = EnvironmentValues()
        environment.layoutDirection = theme.language.layoutDirection
        environment.locale = theme.language.locale
        environment.colorScheme = theme.background.luminance < 0.5 ? .dark : .light
        let languages = Self.keyboardLanguages(for: theme.language, isSecret: true)
        do {
            keyboard = try Keyboard(languages: languages)
        } catch {
            preconditionFailure("the splash's keyboard languages are never empty: \(languages)")
        }
        keyboardHost = KeyboardHost(content: root, keyboard: keyboard)
        keyboardHost.resizesContentForKeyboard = true
        owner = SceneOwner(root: keyboardHost, pixelSize: pixelSize, scale: scale, environment: environment)
        owner.backgroundColor = .fixed(theme.background)
        content = SceneContent(owner: owner, focus: focus)

        let slot = OverlayNode(alignment: .center, children: [spinner, bar])
        slot.verticalSizing = .fixed(BootMetrics.activityIndicatorSide)
        slot.horizontalSizing = .fixed(BootMetrics.progressBarWidth)
        for line in [messageLine, promptLine] {
            line.alignment = .center
            line.maximumLines = 2
            line.horizontalSizing = .flexible(maximum: BootMetrics.maximumLineWidth)
        }
        messageLine.verticalSizing = .fixed(BootMetrics.messageSlotHeight)
        if let size = theme.messageSize {
            // The slot holds two lines at the theme's size, as it holds two at the body size, and
            // widens with it up to the screen's margins: the text stays inside its node (drawn and
            // redrawn with it), below the fixed indicator slot.
            messageLine.font = Font(pointSize: size)
            let growth = max(1, size / TextStyle.body.pointSize(textSize: .large))
            messageLine.verticalSizing = .fixed(BootMetrics.messageSlotHeight * growth)
            messageLine.horizontalSizing = .flexible(maximum: BootMetrics.maximumLineWidth * growth)
        }
        promptLine.isHidden = true
        entry.isHidden = true
        entry.horizontalSizing = .fixed(BootMetrics.entryWidth)
        entry.clearButtonMode = .never
        entry.placeholder = theme.language.placeholder
        entry.returnKeyType = .done
        entry.focusSystem = focus
        entry.addAction { [unowned self] _ in answer(with: entry.text) }
        lower.addChild(slot)
        lower.addChild(messageLine)
        lower.addChild(promptLine)
        lower.addChild(entry)
        focus.controls = [entry]
        switch theme.indicator {
        case .spinner:
            bar.isHidden = true
            spinner.startAnimating()
        case .progress:
            progress = 0
        }
    }

    /// Shows `percent` (0…100) on the progress bar, which replaces the activity indicator:
    /// the duration is known from now on (HIG §1.15, §1.22).
    public func setProgress(_ percent: Double) {
        let clamped = percent.isFinite ? min(max(percent, 0), 100) : 0
        progress = clamped
        bar.fraction = clamped / 100
        if bar.isHidden {
            spinner.stopAnimating()
            bar.isHidden = false
        }
    }

    /// Shows `text` on the message line (empty clears it).
    public func setMessage(_ text: String) {
        message = text
        messageLine.text = text
    }

    /// Asks a question: shows `prompt` (the language's own when empty) and an entry, masked when
    /// `isSecret`, with keyboard focus. `completion` gets what was typed when Return is pressed,
    /// or `nil` when the question is cancelled; the entry is emptied either way, so nothing
    /// typed stays in memory the splash keeps.
    public func ask(prompt: String, isSecret: Bool, completion: @escaping @MainActor (String?) -> Void) {
        cancelQuestion()
        let shown = prompt.isEmpty ? (isSecret ? theme.language.passwordPrompt : theme.language.questionPrompt) : prompt
        self.prompt = shown
        answerHandler = completion
        promptLine.text = shown
        promptLine.isHidden = false
        entry.isSecureTextEntry = isSecret
        entry.text = ""
        entry.isHidden = false
        // A list that is never empty: the call cannot fail.
        try? keyboard.setLanguages(Self.keyboardLanguages(for: theme.language, isSecret: isSecret))
        focus.setFocus(entry)  // the entry begins editing: the keyboard comes up
    }

    /// The keyboard's boards for a question in `language`: its own first, then English (the globe
    /// key cycles them). A passphrase is typed on letter boards only, as iOS offers only
    /// ASCII-capable keyboards in secure fields: in Japanese, on the English board (the kana board
    /// would need conversion, which a secure field does not show); an answer in Japanese on the
    /// kana board.
    static func keyboardLanguages(for language: BootLanguage, isSecret: Bool) -> [KeyboardLanguage] {
        switch language {
        case .english: [.english]
        case .arabic: [.arabic, .english]
        case .hebrew: [.hebrew, .english]
        case .japanese: isSecret ? [.english] : [.japaneseKana, .english]
        }
    }

    /// Ends the question asked now, if any: its completion gets `nil`.
    public func cancelQuestion() {
        guard let handler = answerHandler else { return }
        finishQuestion()
        handler(nil)
    }

    /// Whether the activity indicator turns (the session then steps it on a timer).
    public var isSpinning: Bool { spinner.isAnimating }

    /// Steps the activity indicator on (every ``BootSpinner/stepInterval``).
    public func advanceSpinner() { spinner.advance() }

    /// Whether a question waits for its answer.
    public var isAsking: Bool { answerHandler != nil }

    private func answer(with text: String) {
        guard let handler = answerHandler else { return }
        finishQuestion()
        handler(text)
    }

    private func finishQuestion() {
        answerHandler = nil
        prompt = nil
        focus.setFocus(nil)
        entry.text = ""
        entry.isHidden = true
        promptLine.isHidden = true
        promptLine.text = ""
    }
}

extension Color {
    /// Relative luminance (Rec. 709 weights on the stored components), 0…1.
    var luminance: Double { 0.2126 * red + 0.7152 * green + 0.0722 * blue }
}
