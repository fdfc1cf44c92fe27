public import Graphics
public import Scene
import Text

/// An action sheet (HIG §1.8): the choices of a task the user started (a toolbar button), or the
/// confirmation of a dangerous one. It rises from the bottom edge of the screen over a dimmed
/// background, its sides anchored to the screen's edges.
///
/// ## Background
/// Buttons only, two or more (no message: the action that opened the sheet is the context; an
/// optional short ``title`` may say what the choices are about). The runtime orders them by role:
/// a destructive choice, red, at the top (the most prominent place, far from where a thumb
/// reaching for the Home button lands); the other choices in the app's order; Cancel, semibold,
/// alone at the bottom, so the user reads every choice first. A tap outside the sheet is
/// Cancel; so are Escape and Return.
///
/// The sheet is 8 pt from the screen's sides and bottom (plus the safe area), 57 pt per
/// button; on a screen wider than a portrait phone it keeps a phone's width (400 pt), centred.
/// Every action sheet of an app has the same ``appearance`` (HIG §1.8, §3.8: matching its bars);
/// the presenter reports a sheet that differs from the first.
///
/// <!-- example context:
/// func deleteDraft() {}
/// func saveDraft() {}
/// let node = VStackNode()
/// -->
/// ```swift
/// let sheet = ActionSheet()
/// sheet.addAction(AlertAction("Delete Draft", role: .destructive) { deleteDraft() })
/// sheet.addAction(AlertAction("Save Draft") { saveDraft() })
/// sheet.addAction(AlertAction("Cancel", role: .cancel))
/// node.modalPresenter?.present(sheet)
/// ```
@MainActor
open class ActionSheet: ModalNode {
    /// The two appearances of HIG §1.8.
    public enum Appearance: String, Sendable, Hashable {
        /// The system material (light or dark with the interface), matching standard bars. The
        /// default.
        case standard
        /// Translucent black, matching black bars.
        case translucentBlack
    }

    /// A short line above the choices (secondary, footnote), or `nil`.
    public var title: String? {
        didSet { if title != oldValue { titleDidChange() } }
    }
    /// The background; keep it the same for every action sheet of the app.
    public var appearance: Appearance = .standard {
        didSet { if appearance != oldValue { group.setNeedsDisplay(); cancelGroup.setNeedsDisplay() } }
    }
    /// The actions, in the order the app added them.
    public private(set) var actions: [AlertAction] = []
    /// The buttons of the choices, top to bottom (Cancel is not among them).
    public private(set) var choiceButtons: [ModalActionButton] = []
    /// The Cancel button, alone at the bottom, if the app named one.
    public private(set) var cancelButton: ModalActionButton?

    /// The rounded group of the title and the choices.
    let group = Node()
    /// The rounded group of the Cancel button.
    let cancelGroup = Node()
    let titleNode = TextNode("", style: .footnote, color: .secondaryLabel)

    /// An action sheet, with an optional title; add its buttons with ``addAction(_:)``.
    public init(title: String? = nil) {
        self.title = title
        super.init()
        name = "action sheet"
        for g in [group, cancelGroup] {
            g.cornerRadius = ControlMetrics.actionSheetCornerRadius
            g.cornerStyle = .continuous
            g.clipsToBounds = true
            g.drawHandler = { [unowned self, unowned g] context in drawGroup(g, in: context) }
            addChild(g)
        }
        group.name = "action sheet choices"
        cancelGroup.name = "action sheet cancel"
        titleNode.alignment = .center
        titleNode.maximumLines = 2
        group.addChild(titleNode)
        titleDidChange()
    }

    /// Adds a button; the buttons are arranged again by their roles.
    public func addAction(_ action: AlertAction) {
        actions.append(action)
        rebuildButtons()
    }

    /// Every button, top to bottom as shown: the choices, then Cancel.
    public var buttons: [ModalActionButton] { choiceButtons + (cancelButton.map { [$0] } ?? []) }

    func titleDidChange() {
        titleNode.text = title ?? ""
        titleNode.isHidden = (title ?? "").isEmpty
        titleNode.font = Font(pointSize: TextStyle.footnote.pointSize(textSize: environment.textSize), weight: .semibold)
        setNeedsLayout()
    }

    func rebuildButtons() {
        for button in buttons { button.removeFromParent() }
        // HIG §1.8: destructive at the top, Cancel at the bottom.
        let ordered = actions.filter { $0.role == .destructive } + actions.filter { $0.role == .default }
        let size = ControlMetrics.actionSheetButtonPointSize
        choiceButtons = ordered.map { action in
            let button = ModalActionButton(action, isEmphasized: false, pointSize: size)
            button.addAction { [weak self] _ in self?.choose(action) }
            group.addChild(button)
            return button
        }
        cancelButton = actions.first { $0.role == .cancel }.map { action in
            let button = ModalActionButton(action, isEmphasized: true, pointSize: size)
            button.keyRole = .primaryAndCancel
            button.addAction { [weak self] _ in self?.choose(action) }
            cancelGroup.addChild(button)
            return button
        }
        cancelGroup.isHidden = cancelButton == nil
        setNeedsLayout()
    }

    /// Dismisses the sheet, then runs the action's handler.
    func choose(_ action: AlertAction) {
        dismiss()
        action.handler?()
    }

    // MARK: Modal behaviour

    /// A tap outside the sheet is Cancel (when there is one).
    open override func backgroundTapped() {
        guard let cancel = actions.first(where: { $0.role == .cancel }) else { return }
        choose(cancel)
    }

    /// The height of the choices' group.
    var groupHeight: Double {
        let header = titleNode.isHidden ? 0 : ControlMetrics.actionSheetTitleHeight
        return header + Double(choiceButtons.count) * ControlMetrics.actionSheetButtonHeight
    }

    /// The whole sheet's height: the groups and the gap between them.
    var sheetHeight: Double {
        var h = groupHeight
        if cancelButton != nil {
            h += (h > 0 ? ControlMetrics.actionSheetCancelSpacing : 0) + ControlMetrics.actionSheetButtonHeight
        }
        return h
    }

    /// Where the sheet rests: the bottom of the screen, anchored to its sides.
    open override func place(in bounds: Rect, safeArea: EdgeInsets) {
        let margin = ControlMetrics.actionSheetMargin
        let w = min(bounds.width - 2 * margin, ControlMetrics.actionSheetMaximumWidth)
        let h = sheetHeight
        let bottom = bounds.maxY - safeArea.bottom - margin
        let rect = Rect(x: pixelSnapped(bounds.midX - w / 2), y: bottom - h, width: w, height: h)
        if frame != rect { frame = rect }
        screenHeight = bounds.height
    }

    /// The screen's height when last placed (the sheet slides in from below it).
    var screenHeight: Double = 0

    open override func prepareForPresentation() {
        transform = Transform2D(translationX: 0, y: max(0, screenHeight - frame.minY))
    }

    open override func applyPresentedState() {
        transform = .identity
    }

    open override func applyDismissedState() {
        transform = Transform2D(translationX: 0, y: max(0, screenHeight - frame.minY))
    }

    open override var presentationAnimation: Animation {
        Animation(.timing(duration: ControlMetrics.actionSheetPresentationDuration, curve: .systemDefault))
    }

    open override var dismissalAnimation: Animation { .easeIn(duration: ControlMetrics.actionSheetDismissalDuration) }

    // MARK: Layout

    open override var isLayoutContainer: Bool { true }

    open override func contentSize(fitting proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? ControlMetrics.actionSheetMaximumWidth, height: sheetHeight)
    }

    open override func layoutChildren() {
        let w = bounds.width
        let groupH = groupHeight
        group.isHidden = groupH == 0
        group.frame = Rect(x: 0, y: 0, width: w, height: groupH)
        var y = 0.0
        if !titleNode.isHidden {
            let inset = ControlMetrics.alertContentHorizontalPadding
            let size = titleNode.sizeThatFits(ProposedSize(width: w - 2 * inset, height: nil))
            titleNode.frame = Rect(x: inset, y: pixelSnapped((ControlMetrics.actionSheetTitleHeight - size.height) / 2),
                                   width: w - 2 * inset, height: size.height)
            y = ControlMetrics.actionSheetTitleHeight
        }
        for button in choiceButtons {
            button.frame = Rect(x: 0, y: y, width: w, height: ControlMetrics.actionSheetButtonHeight)
            y += ControlMetrics.actionSheetButtonHeight
        }
        if let cancelButton {
            let top = groupH > 0 ? groupH + ControlMetrics.actionSheetCancelSpacing : 0
            cancelGroup.frame = Rect(x: 0, y: top, width: w, height: ControlMetrics.actionSheetButtonHeight)
            cancelButton.frame = cancelGroup.bounds
        }
    }

    // MARK: Drawing

    func drawGroup(_ g: Node, in context: DrawingContext) {
        let tint = appearance == .translucentBlack ? ModalMaterial.black : ModalMaterial.tint
        ModalMaterial.draw(in: context, rect: context.bounds, radius: ControlMetrics.actionSheetCornerRadius, tint: tint)
        guard g === group else { return }
        let hairline = 1 / max(1, context.environment.displayScale)
        let color = Paint.color(context.resolve(.separator))
        for (i, button) in choiceButtons.enumerated() where i > 0 || !titleNode.isHidden {
            context.canvas.fill(Rect(x: 0, y: button.frame.minY, width: context.bounds.width, height: hairline), paint: color)
        }
    }

    // MARK: Lint (HIG §1.8)

    open override var lintIssues: [HIGLintIssue] {
        var issues: [HIGLintIssue] = []
        func add(_ rule: HIGLintIssue.Rule, _ message: String) {
            issues.append(HIGLintIssue(rule: rule, message: message, path: ""))
        }
        if actions.count < ControlMetrics.actionSheetMinimumButtons {
            add(.actionSheetButtons, "an action sheet with \(actions.count) button(s); give it two or more (the choices and Cancel)")
        }
        if cancelButton == nil {
            add(.actionSheetButtons, "an action sheet without a Cancel button; add one, shown at the bottom")
        }
        for action in actions {
            for problem in PresentationLint.buttonTitleProblems(action.title, locale: environment.locale) {
                add(.buttonTitleWording, problem)
            }
        }
        return issues
    }

    open override var appWideStyle: (rule: HIGLintIssue.Rule, name: String, value: String)? {
        (.actionSheetBackground, "action-sheet background", appearance.rawValue)
    }
}
