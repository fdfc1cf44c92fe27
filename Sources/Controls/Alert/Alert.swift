public import Graphics
public import Scene
import Text

/// An alert (HIG §1.6): important news about the app or device, usually unexpected, with a
/// choice for dealing with it. It pops up in the centre of the screen over a dimmed background,
/// 270 pt wide, its text always centred.
///
/// ## Background
/// The title wraps, centred; the optional message shows whole while the screen has room and
/// scrolls only when it must (a long message in landscape, HIG §3.3): then it shows whole lines
/// down to the buttons' separator, and its bottom padding scrolls in after its last line. Two buttons sit side by side, one or three and more are stacked (and two whose
/// titles do not fit side by side).
///
/// The app names each button's role and the runtime derives the rest (HIG §1.6 “the app must
/// tell the runtime which button is Cancel”):
/// - a *benign* alert (no destructive button): Cancel on the leading side in the regular weight
///   (“dark”), the action on the trailing side, semibold (“light”), answering Return;
/// - a *risky* alert (a ``AlertAction/Role/destructive`` button, drawn red): Cancel leading and
///   semibold, answering Return as well as Escape, the destructive button trailing (iOS 17/18:
///   the cancel-style action leads in a row whatever the other's style, so a hurried tap on the
///   trailing side — where the likely choice usually sits — is never the only way out);
/// - stacked: the choices in the app's order, the destructive one first, Cancel at the bottom;
/// - a single button is the default (semibold) one.
/// Escape always activates Cancel. In right-to-left interfaces leading is the right.
///
/// Width, background and text alignment are not customisable (HIG §1.6); ``width`` exists so that
/// the lint can report the apps that set it.
///
/// <!-- example context:
/// func send() {}
/// let node = VStackNode()
/// -->
/// ```swift
/// let alert = Alert(title: "Unable to Send Message", message: "The server did not respond. Try again later.")
/// alert.addAction(AlertAction("Cancel", role: .cancel))
/// alert.addAction(AlertAction("Retry") { send() })
/// node.modalPresenter?.present(alert)
/// ```
@MainActor
open class Alert: ModalNode {
    /// The title: one line, truncated when longer.
    public var title: String {
        didSet { if title != oldValue { titleNode.text = title; lintTextDidChange() } }
    }
    /// The message under the title, or `nil`.
    public var message: String? {
        didSet { if message != oldValue { messageDidChange() } }
    }
    /// A custom width in points. HIG §1.6: an alert's width is not customisable; the ``HIGLint``
    /// reports an alert that sets it (it is honoured, within the screen).
    public var width: Double? {
        didSet { if width != oldValue { setNeedsLayout() } }
    }
    /// The buttons' actions, in the order the app added them.
    public private(set) var actions: [AlertAction] = []
    /// The buttons, in the order they are shown (leading to trailing, or top to bottom).
    public private(set) var buttons: [ModalActionButton] = []

    let titleNode: TextNode
    let messageNode: TextNode
    /// The message's scroll view: it scrolls only when the message does not fit the screen.
    public let messageScrollView: ScrollView

    /// An alert titled `title` with an optional `message`; add its buttons with
    /// ``addAction(_:)``.
    public init(title: String, message: String? = nil) {
        self.title = title
        self.message = message
        titleNode = TextNode(title, style: .headline)
        messageNode = TextNode(message ?? "", style: .footnote)
        messageScrollView = ScrollView(content: messageNode)
        super.init()
        messageScrollView.scrollsToTop = false  // a tap on the status bar scrolls the screen's list, not the message
        name = "alert \(title)"
        cornerRadius = ControlMetrics.alertCornerRadius
        cornerStyle = .continuous
        clipsToBounds = true
        // A title that does not fit one line wraps, as UIAlertController's does.
        titleNode.maximumLines = 0
        titleNode.alignment = .center
        messageNode.alignment = .center
        messageScrollView.name = "alert message"
        addChild(titleNode)
        addChild(messageScrollView)
        messageDidChange()
    }

    /// Adds a button; the buttons are arranged again by their roles.
    public func addAction(_ action: AlertAction) {
        actions.append(action)
        rebuildButtons()
    }

    // MARK: Roles → order and weight (HIG §1.6)

    /// Whether a choice is risky: the alert has a destructive button.
    public var isRisky: Bool { actions.contains { $0.role == .destructive } }

    /// The Cancel action, if the app named one.
    public var cancelAction: AlertAction? { actions.first { $0.role == .cancel } }

    /// Whether the buttons are stacked: one, three or more, or two whose titles do not fit side
    /// by side.
    public var isStacked: Bool {
        guard actions.count == 2 else { return true }
        let half = alertWidth / 2
        return buttons.contains { $0.idealWidth > half }
    }

    /// The actions in the order shown, and which one is the default (semibold, Return).
    func arrangement() -> (order: [AlertAction], emphasized: Int?) {
        let destructive = actions.filter { $0.role == .destructive }
        let plain = actions.filter { $0.role == .default }
        let cancel = actions.filter { $0.role == .cancel }
        switch actions.count {
        case 0:
            return ([], nil)
        case 1:
            return (actions, actions[0].role == .destructive ? nil : 0)
        case 2:
            if isRisky {
                // Risky: Cancel leading and semibold (iOS 17/18); the destructive choice trailing.
                let order = cancel + plain + destructive
                return (order, order[0].role == .destructive ? nil : 0)
            }
            // Benign: Cancel leading and dark, the action trailing and light.
            let order = cancel + plain
            return (order, 1)
        default:
            let order = destructive + plain + cancel
            if isRisky { return (order, cancel.isEmpty ? nil : order.count - 1) }
            return (order, plain.isEmpty ? nil : destructive.count)
        }
    }

    func rebuildButtons() {
        for button in buttons { button.removeFromParent() }
        let (order, emphasized) = arrangement()
        buttons = order.enumerated().map { i, action in
            let button = ModalActionButton(action, isEmphasized: i == emphasized)
            let isDefault = i == emphasized
            switch (action.role == .cancel, isDefault) {
            case (true, true): button.keyRole = .primaryAndCancel
            case (true, false): button.keyRole = .cancel
            case (false, true): button.keyRole = .primary
            case (false, false): button.keyRole = .none
            }
            button.addAction { [weak self] _ in self?.choose(action) }
            return button
        }
        for button in buttons { addChild(button) }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Dismisses the alert, then runs the action's handler.
    func choose(_ action: AlertAction) {
        dismiss()
        action.handler?()
    }

    func messageDidChange() {
        messageNode.text = message ?? ""
        messageScrollView.isHidden = (message ?? "").isEmpty
        lintTextDidChange()
        setNeedsLayout()
    }

    func lintTextDidChange() {
        name = "alert \(title)"
        setNeedsLayout()
    }

    // MARK: Modal behaviour

    /// The width drawn: ``width`` or 270 pt, within the screen.
    var alertWidth: Double {
        let requested = width ?? ControlMetrics.alertWidth
        guard let screen = parent?.bounds.width, screen > 0 else { return requested }
        return min(requested, screen - 2 * ControlMetrics.modalScreenMargin)
    }

    /// The room the alert has on screen, set by ``place(in:safeArea:)``.
    var availableHeight: Double = .infinity

    open override func place(in bounds: Rect, safeArea: EdgeInsets) {
        let top = bounds.minY + safeArea.top + ControlMetrics.modalScreenMargin
        let bottom = bounds.maxY - safeArea.bottom - ControlMetrics.modalScreenMargin
        availableHeight = max(0, bottom - top)
        let w = min(width ?? ControlMetrics.alertWidth, max(0, bounds.width - 2 * ControlMetrics.modalScreenMargin))
        let h = fittedHeight(width: w, available: availableHeight)
        let rect = Rect(x: pixelSnapped(bounds.midX - w / 2), y: pixelSnapped(top + (availableHeight - h) / 2),
                        width: w, height: h)
        if frame != rect { frame = rect }
    }

    open override func prepareForPresentation() {
        let s = ControlMetrics.alertPresentationScale
        transform = Transform2D(scaleX: s, y: s)
        opacity = 0
    }

    open override var presentationAnimation: Animation {
        Animation(.timing(duration: ControlMetrics.alertPresentationDuration, curve: .systemDefault))
    }

    open override var dismissalAnimation: Animation { .easeOut(duration: ControlMetrics.alertDismissalDuration) }

    // MARK: Layout

    /// The height of the text part (title, message and padding) for a width, message unclipped.
    func textHeights(width: Double) -> (title: Double, message: Double) {
        let inner = max(0, width - 2 * ControlMetrics.alertContentHorizontalPadding)
        let title = title.isEmpty ? 0 : titleNode.sizeThatFits(ProposedSize(width: inner, height: nil)).height
        let message = messageScrollView.isHidden ? 0
            : messageNode.sizeThatFits(ProposedSize(width: inner, height: nil)).height
        return (title, message)
    }

    var headerHasText: Bool { !title.isEmpty || !messageScrollView.isHidden }

    var buttonsHeight: Double {
        let rows = isStacked ? buttons.count : 1
        return Double(rows) * ControlMetrics.alertButtonHeight
    }

    /// The alert's height when nothing has to scroll.
    func idealHeight(width: Double) -> Double {
        let (t, m) = textHeights(width: width)
        var header = 0.0
        if headerHasText {
            header = 2 * ControlMetrics.alertContentVerticalPadding + t + m
            if t > 0 && m > 0 { header += ControlMetrics.alertTitleMessageSpacing }
        }
        return header + (buttons.isEmpty ? 0 : buttonsHeight)
    }

    /// The top of the message in the alert (below the title and its spacing).
    func messageTop(titleHeight t: Double, messageHeight m: Double) -> Double {
        ControlMetrics.alertContentVerticalPadding + (t > 0 ? t + (m > 0 ? ControlMetrics.alertTitleMessageSpacing : 0) : 0)
    }

    /// The alert's height within `available` points: its ideal height when that fits; otherwise
    /// the message scrolls, and the alert ends its visible part at a line's bottom, right above
    /// the buttons' separator, so that no line is cut mid-glyph and no empty band sits above the
    /// separator (the message's bottom padding scrolls in after its last line).
    func fittedHeight(width: Double, available: Double) -> Double {
        let ideal = idealHeight(width: width)
        guard ideal > available else { return ideal }
        let (t, m) = textHeights(width: width)
        guard m > 0 else { return available }
        let top = messageTop(titleHeight: t, messageHeight: m)
        let room = available - top - (buttons.isEmpty ? 0 : buttonsHeight)
        return top + messageViewportHeight(room: room, width: width) + (buttons.isEmpty ? 0 : buttonsHeight)
    }

    /// The height of the message's visible part when it has `room` points above the separator:
    /// the bottom of the last line that fits whole (`room` itself when not even one does).
    func messageViewportHeight(room: Double, width: Double) -> Double {
        let inner = max(0, width - 2 * ControlMetrics.alertContentHorizontalPadding)
        guard room > 0, let paragraph = messageNode.paragraph(width: inner) else { return max(0, room) }
        let fitting = paragraph.lines.map { $0.top + $0.height }.filter { $0 <= room + 0.001 }
        return fitting.max() ?? room
    }

    open override var isLayoutContainer: Bool { true }

    open override func contentSize(fitting proposal: ProposedSize) -> Size {
        let w = proposal.width ?? alertWidth
        return Size(width: w, height: idealHeight(width: w))
    }

    open override func layoutChildren() {
        let b = bounds
        let inner = max(0, b.width - 2 * ControlMetrics.alertContentHorizontalPadding)
        let (t, m) = textHeights(width: b.width)
        let buttonsTop = b.height - (buttons.isEmpty ? 0 : buttonsHeight)
        var y = ControlMetrics.alertContentVerticalPadding
        titleNode.isHidden = title.isEmpty
        if t > 0 {
            titleNode.frame = Rect(x: ControlMetrics.alertContentHorizontalPadding, y: y, width: inner, height: t)
            y += t + (m > 0 ? ControlMetrics.alertTitleMessageSpacing : 0)
        }
        if m > 0 {
            // The message gets what is left above the buttons with its bottom padding. When that
            // is less than its height it scrolls, visible down to the separator (the alert ends
            // its view at a line's bottom, see fittedHeight), and its bottom padding becomes the
            // scroll content's inset, reached with the last line.
            let padding = ControlMetrics.alertContentVerticalPadding
            let scrolls = m > buttonsTop - padding - y + 0.001
            let inset = EdgeInsets(top: 0, leading: 0, bottom: scrolls ? padding : 0, trailing: 0)
            if messageScrollView.contentInset != inset { messageScrollView.contentInset = inset }
            messageScrollView.frame = Rect(x: ControlMetrics.alertContentHorizontalPadding, y: y, width: inner,
                                           height: scrolls ? max(0, buttonsTop - y) : m)
        }
        if isStacked {
            for (i, button) in buttons.enumerated() {
                button.frame = Rect(x: 0, y: buttonsTop + Double(i) * ControlMetrics.alertButtonHeight, width: b.width,
                                    height: ControlMetrics.alertButtonHeight)
            }
        } else {
            let rtl = layoutDirection == .rightToLeft
            let half = pixelSnapped(b.width / 2)
            for (i, button) in buttons.enumerated() {
                // Index 0 is leading: the left in LTR, the right in RTL.
                let leadingHalf = i == 0
                let x = leadingHalf != rtl ? 0 : half
                let w = leadingHalf != rtl ? half : b.width - half
                button.frame = Rect(x: x, y: buttonsTop, width: w, height: ControlMetrics.alertButtonHeight)
            }
        }
    }

    /// Whether the message has to scroll to be read whole.
    public var messageScrolls: Bool {
        messageScrollView.maximumContentOffset.y > messageScrollView.minimumContentOffset.y + 0.5
    }

    // MARK: Drawing

    open override func draw(in context: DrawingContext) {
        ModalMaterial.draw(in: context, rect: context.bounds, radius: ControlMetrics.alertCornerRadius)
        guard !buttons.isEmpty else { return }
        let hairline = 1 / max(1, context.environment.displayScale)
        let color = Paint.color(context.resolve(.separator))
        let top = buttons[0].frame.minY
        let canvas = context.canvas
        if headerHasText { canvas.fill(Rect(x: 0, y: top, width: context.bounds.width, height: hairline), paint: color) }
        if isStacked {
            for button in buttons.dropFirst() {
                canvas.fill(Rect(x: 0, y: button.frame.minY, width: context.bounds.width, height: hairline), paint: color)
            }
        } else if buttons.count == 2 {
            let x = max(buttons[0].frame.minX, buttons[1].frame.minX)
            canvas.fill(Rect(x: x - hairline / 2, y: top, width: hairline, height: ControlMetrics.alertButtonHeight),
                        paint: color)
        }
    }

    // MARK: Lint (HIG §1.6)

    open override var lintIssues: [HIGLintIssue] {
        let locale = environment.locale
        var issues: [HIGLintIssue] = []
        func add(_ rule: HIGLintIssue.Rule, _ message: String) {
            issues.append(HIGLintIssue(rule: rule, message: message, path: ""))
        }
        switch actions.count {
        case 0: add(.alertButtonCount, "an alert without buttons cannot be dismissed; give it OK, or an action and Cancel")
        case 1, 2: break
        default: add(.alertButtonCount, "an alert with \(actions.count) buttons; for more than two choices use an action sheet")
        }
        if actions.filter({ $0.role == .cancel }).count > 1 {
            add(.alertButtonCount, "an alert with more than one Cancel button; name one")
        }
        for problem in PresentationLint.titleProblems(title, locale: locale) { add(.alertTitleWording, problem) }
        if let message {
            for problem in PresentationLint.messageProblems(message, buttonTitles: actions.map(\.title), locale: locale) {
                add(.alertMessageWording, problem)
            }
        }
        for action in actions {
            for problem in PresentationLint.buttonTitleProblems(action.title, locale: locale) { add(.buttonTitleWording, problem) }
        }
        if let width {
            add(.alertCustomAppearance, "an alert with a custom width (\(width) pt); alert width is not customisable")
        }
        return issues
    }
}
