public import InputMethods

/// Puts a ``JapaneseInputMethod`` between the keyboard and a text client: the keyboard's
/// Japanese planes type into the session, the session shows marked text in the client and its
/// candidates in a ``CandidateBar``, and commits into the client.
///
/// ## Background
/// The session is itself a ``TextInputClient``, so the keyboard needs no Japanese knowledge:
/// with a Japanese layout up, the keyboard's client is the session, whose ``client`` is the
/// focused field. Letters (romaji plane) or kana (kana plane) compose; the space key converts
/// while something is composed (次候補) and types a space otherwise; Backspace and Return act on
/// the composition first and reach the field only when nothing is composed. A tap in the
/// candidate bar commits. A client that cannot show marked text, or a secure one, gets the keys
/// as they are, as iOS types latin letters into a password field.
///
/// <!-- example context:
/// let nameField = TextField(), keyboard = try Keyboard(languages: [.japaneseRomaji, .english])
/// var keyboardAccessory: Node?
/// -->
/// ```swift
/// let session = JapaneseInputSession(inputMethod: JapaneseInputMethod(mode: .romaji))
/// session.client = nameField
/// keyboard.client = session            // the keyboard's romaji plane types here
/// keyboardAccessory = session.candidateBar
/// ```
@MainActor
public final class JapaneseInputSession: TextInputClient {
    /// The input method composing and converting.
    public let inputMethod: JapaneseInputMethod
    /// The bar this session fills with candidates; a tap in it commits.
    public let candidateBar: CandidateBar
    /// The field typed into. Changing it commits what is composed into the old one.
    public weak var client: (any TextInputClient)? {
        willSet {
            if newValue !== client { commitComposition() }
        }
    }

    /// A session around `inputMethod`, filling `candidateBar` (a new one by default). The bar
    /// lays out left to right, the direction of the Japanese it offers, whatever the interface's
    /// (iOS: a keyboard and its candidates follow the keyboard's language, so a Japanese keyboard
    /// in a Hebrew interface keeps its candidates flowing from the left, the chevron at the right).
    public init(inputMethod: JapaneseInputMethod, candidateBar: CandidateBar = CandidateBar()) {
        self.inputMethod = inputMethod
        self.candidateBar = candidateBar
        candidateBar.environmentOverrides.layoutDirection = .leftToRight
        candidateBar.onSelect = { [weak self] index in self?.selectCandidate(at: index) }
    }

    /// Whether keys go through the input method: the client shows marked text and is not secure.
    public var isComposingEnabled: Bool {
        guard let client else { return false }
        return client.supportsMarkedText && !client.isSecureTextEntry
    }

    // MARK: TextInputClient

    public var keyboardType: KeyboardType { client?.keyboardType ?? .default }
    public var returnKeyType: ReturnKeyType { client?.returnKeyType ?? .default }
    /// Japanese has no capitals: the romaji plane never shifts by itself.
    public var autocapitalizationType: AutocapitalizationType { .none }
    public var isSecureTextEntry: Bool { client?.isSecureTextEntry ?? false }
    public var textBeforeInsertionPoint: String { client?.textBeforeInsertionPoint ?? "" }
    public var supportsMarkedText: Bool { true }
    public var markedTextRange: Range<Int>? { client?.markedTextRange }

    /// Composes `text`; a space converts while something is composed; a line break is Return.
    public func insertText(_ text: String) {
        guard isComposingEnabled else {
            client?.insertText(text)
            return
        }
        if text == "\n" {
            insertReturn()
        } else if text == " " || text == "\u{3000}" {
            let update = inputMethod.convertNext()
            if update.isHandled { apply(update) } else { client?.insertText(text) }
        } else {
            apply(inputMethod.insert(text))
        }
    }

    /// Removes the last composed letter, undoes a conversion, or deletes in the field.
    public func deleteBackward() {
        let update = isComposingEnabled ? inputMethod.deleteBackward() : .notHandled
        if update.isHandled { apply(update) } else { client?.deleteBackward() }
    }

    /// Commits the composition (確定), or is the field's Return when nothing is composed.
    public func insertReturn() {
        let update = isComposingEnabled ? inputMethod.commit() : .notHandled
        if update.isHandled { apply(update) } else { client?.insertReturn() }
    }

    /// A keyboard rewriting the marked text (the kana board's repeated tap, ゛゜小): the
    /// composition becomes `text`.
    public func setMarkedText(_ text: String, selectedRange: Range<Int>) {
        guard isComposingEnabled else {
            client?.setMarkedText(text, selectedRange: selectedRange)
            return
        }
        apply(inputMethod.setComposition(text))
    }

    /// Commits what is composed as it shows.
    public func unmarkText() {
        commitComposition()
        if client?.markedTextRange != nil { client?.unmarkText() }
    }

    // MARK: Input method keys

    /// Chooses candidate `index` of the bar (see ``JapaneseInputMethod/selectCandidate(at:)``).
    public func selectCandidate(at index: Int) {
        apply(inputMethod.selectCandidate(at: index))
    }

    /// The kana keyboard's ゛゜小 key: the last kana's next variant.
    public func cycleLastKanaVariant() {
        apply(inputMethod.cycleLastKanaVariant())
    }

    /// Makes the focused segment longer (`delta` > 0) or shorter during a conversion.
    public func resizeFocusedSegment(by delta: Int) {
        apply(inputMethod.resizeFocusedSegment(by: delta))
    }

    /// Focuses another segment during a conversion.
    public func moveFocus(by delta: Int) {
        apply(inputMethod.moveFocus(by: delta))
    }

    /// Commits whatever is composed as it shows (the keyboard hides, the field loses focus, the
    /// layout changes); nothing is lost.
    public func commitComposition() {
        let update = inputMethod.commit()
        if update.isHandled { apply(update) }
    }

    // MARK: Applying updates

    private func apply(_ update: InputMethodUpdate) {
        defer {
            candidateBar.candidates = inputMethod.candidates
            candidateBar.highlightedIndex = inputMethod.highlightedCandidate
        }
        guard update.isHandled, let client else { return }
        if !update.committedText.isEmpty {
            client.insertText(update.committedText)
        }
        let preedit = update.preedit
        if !preedit.isEmpty {
            client.setMarkedText(preedit.text, selectedRange: preedit.caret..<preedit.caret)
        } else if client.markedTextRange != nil {
            client.setMarkedText("", selectedRange: 0..<0)
        }
        (client as? any MarkedTextClauseDisplaying)?.markedTextClauses = preedit.clauses
    }
}

/// A text client that draws an input method's clauses under its marked text (one underline per
/// segment, the focused one thicker). ``TextField`` is one.
@MainActor
public protocol MarkedTextClauseDisplaying: TextInputClient {
    /// The clauses of the marked text, in Unicode scalar offsets from its start; empty for one
    /// plain underline under all of it.
    var markedTextClauses: [Preedit.Clause] { get set }
}
