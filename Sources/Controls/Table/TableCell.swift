import Gestures
public import Graphics
public import Scene
import Text

/// A row of a ``TableView`` (HIG §1.10): one of the four standard layouts, an optional image,
/// a trailing accessory, and in edit mode a delete or insert control and a reorder handle.
///
/// ## Background
/// The cell is a control: a finger on it highlights it (the scroll view's pan takes the
/// highlight away once a drag starts), a lift inside selects the row. Labels wrap, so a row is
/// as tall as its text needs (at least 44 pt, HIG §3.6). Everything is laid out by leading and
/// trailing and mirrors in right-to-left layouts. Tables reuse cells: a cell that scrolls away is
/// kept under its ``reuseIdentifier`` and handed out again by
/// ``TableView/dequeueReusableCell(withIdentifier:style:)`` after ``prepareForReuse()``.
///
/// <!-- example context: let table = TableView(style: .insetGrouped) -->
/// ```swift
/// let cell = table.dequeueReusableCell(withIdentifier: "setting", style: .value1)
/// cell.textLabel.text = "Wi-Fi"
/// cell.detailTextLabel.text = "HomeNet"
/// cell.accessory = .disclosureIndicator
/// ```
@MainActor
open class TableCell: ControlNode {
    /// The standard layouts (UIKit's `UITableViewCell.CellStyle`).
    public enum Style: Sendable, Hashable, CaseIterable {
        /// An optional image, then the title, leading-aligned.
        case `default`
        /// The title with the detail below it in smaller secondary text.
        case subtitle
        /// The title at the leading side, the detail (a setting's value) at the trailing side.
        case value1
        /// A small tinted caption in a fixed trailing-aligned column facing the value, with a
        /// gutter between them (Contacts' info).
        case value2
    }

    /// What sits at the row's trailing end.
    public enum Accessory {
        /// Nothing.
        case none
        /// A chevron: selecting the row shows another list (HIG §1.10).
        case disclosureIndicator
        /// An info button with its own action, separate from selecting the row (HIG §1.18).
        case detailButton
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark: the row is the current choice.
        case checkmark
        /// A switch (grouped tables, HIG §1.11).
        case switchControl(Switch)
        /// Any node.
        case custom(Node)
    }

    /// What the edit-mode control at the leading side does.
    public enum EditingStyle: Sendable, Hashable {
        /// No control.
        case none
        /// The red minus: reveals the row's Delete button.
        case delete
        /// The green plus: inserts a row.
        case insert
    }

    /// The layout.
    public let style: Style
    /// The identifier under which the table keeps the cell for reuse.
    public let reuseIdentifier: String
    /// The title.
    public let textLabel: TextNode
    /// The detail (subtitle, value or, in ``Style/value2``, the value facing the caption).
    public let detailTextLabel: TextNode
    /// The image at the leading side (a symbol on a coloured rounded square, as Settings draws
    /// its icons), hidden when ``imageSymbol`` is `nil`.
    public let imageNode: SymbolNode
    /// The node holding everything that slides when the row is swiped (it draws the separator).
    public var contentView: Node { content }
    let content = TableCellContentView()

    /// The catalogue symbol shown as the image, or `nil` for none.
    public var imageSymbol: String? {
        didSet {
            guard imageSymbol != oldValue else { return }
            imageNode.symbol = imageSymbol.flatMap { SymbolCatalog.standard[$0] }
            imageNode.isHidden = imageNode.symbol == nil
            setNeedsLayout()
        }
    }
    /// The colour of the image's rounded square (`nil`: no square, the symbol in the tint).
    public var imageBackground: ThemeColor? {
        didSet {
            guard imageBackground != oldValue else { return }
            imageNode.background = imageBackground.map { .color($0) }
            imageNode.color = imageBackground == nil ? .tint : .fixed(.white)
        }
    }
    /// The trailing accessory. Changing it relays out.
    public var accessory: Accessory = .none {
        didSet { accessoryDidChange() }
    }
    /// Whether the row is selected (drawn with the selection fill).
    public internal(set) var isSelected = false {
        didSet {
            selectionIndicator.isSelected = isSelected
            updateSelectionCheckmark()
            if isSelected != oldValue { table?.rowFillDidChange() }
        }
    }
    /// Whether the table is in edit mode (set by the table).
    public internal(set) var isEditing = false
    /// The edit-mode control (set by the table from its delegate).
    public internal(set) var editingStyle: EditingStyle = .delete
    /// Whether a reorder handle shows in edit mode (set by the table from its data source).
    public internal(set) var showsReorderControl = false
    /// Whether edit mode shows the selection circle instead of the delete or insert control
    /// (set by the table from ``TableView/allowsMultipleSelectionDuringEditing``).
    public internal(set) var showsSelectionIndicator = false
    /// Whether the row shows its selection by a trailing checkmark instead of the selection fill,
    /// in the place of its own ``accessory`` (set by the table from
    /// ``TableView/allowsMultipleSelection`` outside edit mode).
    public internal(set) var showsSelectionCheckmark = false {
        didSet {
            guard showsSelectionCheckmark != oldValue else { return }
            updateSelectionCheckmark()
            updateBackground(animated: false)
            setNeedsLayout()
            table?.rowFillDidChange()
        }
    }
    /// Whether the separator along the bottom is drawn (not on a section's last row).
    public internal(set) var showsSeparator = true {
        didSet { content.showsSeparator = showsSeparator }
    }

    // MARK: Parts the table drives

    /// The delete or insert control.
    public let editControl = TableEditControl()
    /// The circle that shows whether the row is selected while the table selects several rows.
    public let selectionIndicator = TableSelectionIndicator()
    /// The reorder handle.
    public let reorderControl = TableReorderControl()
    /// The trailing checkmark of a selected row while ``showsSelectionCheckmark``.
    public let selectionCheckmark = TableCell.checkmarkNode()
    /// The buttons a swipe or the delete control reveals, behind the content at the trailing end.
    public let actionsView = Node()
    /// The nodes of the current accessory.
    var accessoryNodes: [Node] = []
    /// The detail button, when the accessory has one.
    var detailButton: SystemButton?
    /// How far the content is slid towards the leading side to reveal the actions, in points (≥ 0).
    var revealedWidth: Double = 0
    /// The actions shown in ``actionsView``.
    var actions: [TableSwipeAction] = []
    var actionButtons: [Node] = []
    var tableStyle: TableViewStyle = .plain
    /// Where the separator starts, from the leading edge (the text's start).
    var separatorStart: Double = ControlMetrics.tableCellMargin {
        didSet { content.separatorStart = separatorStart }
    }
    /// The separator's colour (``TableView/separatorColor``).
    var separatorColor: ThemeColor = .separator {
        didSet { content.separatorColor = separatorColor }
    }
    /// How far the content keeps from the trailing edge beyond the margin, in points: the
    /// section index's width beside an index (set by the table). The row's fill, selection,
    /// separator and swipe still reach the edge.
    var contentTrailingInset: Double = 0 {
        didSet { if contentTrailingInset != oldValue { setNeedsLayout() } }
    }
    var isFirstInSection = false
    var isLastInSection = false
    weak var table: TableView?
    /// Whether the table hid the cell to keep it for reuse: it stays in the table's content,
    /// hidden, until the table shows it for another row (see ``TableView/recycle(_:)``).
    var isHiddenForReuse = false

    /// Creates a cell with a layout and a reuse identifier.
    public init(style: Style = .default, reuseIdentifier: String = "cell") {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        let detailStyle: TextStyle = style == .subtitle ? .subheadline : (style == .value2 ? .body : .body)
        textLabel = TextNode("", style: style == .value2 ? .subheadline : .body,
                             color: style == .value2 ? .tint : .label)
        detailTextLabel = TextNode("", style: detailStyle, color: style == .value2 ? .label : .secondaryLabel)
        imageNode = SymbolNode(symbol: nil, textStyle: .body, color: .tint)
        super.init()
        name = "cell"
        minimumHitTargetSize = nil
        clipsToBounds = true
        // Labels line up with the interface's leading edge whatever their text's direction.
        textLabel.alignment = style == .value2 ? .trailing : .leading
        detailTextLabel.alignment = style == .value1 ? .trailing : .leading
        imageNode.isHidden = true
        imageNode.cornerRadius = ControlMetrics.tableCellImageCornerRadius
        imageNode.cornerStyle = .continuous
        imageNode.pointSize = 17
        actionsView.name = "swipe actions"
        actionsView.clipsToBounds = true
        addChild(actionsView)
        contentView.name = "cell content"
        addChild(contentView)
        for part in [imageNode, textLabel, detailTextLabel] { contentView.addChild(part) }
        contentView.addChild(editControl)
        contentView.addChild(selectionIndicator)
        contentView.addChild(reorderControl)
        contentView.addChild(selectionCheckmark)
        selectionCheckmark.name = "selection checkmark"
        selectionCheckmark.isHidden = true
        editControl.isHidden = true
        selectionIndicator.isHidden = true
        reorderControl.isHidden = true
        editControl.addAction { [weak self] _ in self?.editControlTapped() }
        reorderControl.pan.addAction { [weak self] recognizer in
            guard let self else { return }
            self.table?.handleReorder(self, recognizer)
        }
        updateBackground(animated: false)
    }

    override open var isLayoutContainer: Bool { true }
    override open var needsLayoutOnEnvironmentChange: Bool { true }

    /// The row's height for `proposal`'s width: the text wrapped in the space the image,
    /// accessory and edit controls leave, plus padding, at least 44 pt.
    override open func contentSize(fitting proposal: ProposedSize) -> Size {
        let width = proposal.width ?? frame.width
        return Size(width: width, height: computeLayout(width: width).height)
    }

    override open func layoutChildren() { layoutParts() }

    /// A cell hidden for reuse that is put anywhere but its table's content (or taken out of
    /// the scene) shows again.
    override open func environmentDidChange() {
        super.environmentDidChange()
        if isHiddenForReuse, parent == nil || parent !== table?.content {
            isHiddenForReuse = false
            isHidden = false
        }
    }

    /// Resets the cell before the table hands it out again: texts, image, accessory, selection
    /// and swipe state. Subclasses call `super`.
    open func prepareForReuse() {
        textLabel.text = ""
        detailTextLabel.text = ""
        imageSymbol = nil
        imageBackground = nil
        accessory = .none
        isSelected = false
        isHighlighted = false
        revealedWidth = 0
        setActions([])
        editControl.showsConfirmation = false
        opacity = 1
        transform = .identity
        shadow = nil
        removeAllActions()
        updateBackground(animated: false)
    }

    // MARK: Accessory

    func accessoryDidChange() {
        for node in accessoryNodes { node.removeFromParent() }
        accessoryNodes = []
        detailButton = nil
        func chevron() -> Node { SymbolNode.disclosureIndicator() }
        func info() -> SystemButton {
            let button = SystemButton(.info)
            button.name = "detail button"
            button.addAction { [weak self] _ in
                guard let self, let table = self.table, let path = table.indexPath(for: self) else { return }
                table.delegate?.tableView(table, accessoryButtonTappedForRowAt: path)
            }
            detailButton = button
            return button
        }
        switch accessory {
        case .none: break
        case .disclosureIndicator: accessoryNodes = [chevron()]
        case .detailButton: accessoryNodes = [info()]
        case .detailDisclosureButton: accessoryNodes = [info(), chevron()]
        case .checkmark: accessoryNodes = [TableCell.checkmarkNode()]
        case .switchControl(let toggle): accessoryNodes = [toggle]
        case .custom(let node): accessoryNodes = [node]
        }
        for node in accessoryNodes { contentView.addChild(node) }
        setNeedsLayout()
    }

    /// The checkmark of the ``Accessory/checkmark`` accessory and of a selected row in a table
    /// that allows multiple selection: bold, in the tint.
    static func checkmarkNode() -> SymbolNode {
        let mark = SymbolNode("checkmark", textStyle: .body, color: .tint)
        mark.weight = .bold
        mark.pointSize = ControlMetrics.tableCheckmarkPointSize
        mark.name = "checkmark"
        return mark
    }

    /// Shows the selection checkmark on a selected row while ``showsSelectionCheckmark``.
    func updateSelectionCheckmark() {
        let hidden = !(showsSelectionCheckmark && isSelected)
        if selectionCheckmark.isHidden != hidden { selectionCheckmark.isHidden = hidden }
    }

    /// A row that shows its selection by a checkmark was toggled by a lift: the highlight's fill,
    /// already taken away with the finger, fades out over ``ControlMetrics/tableSelectionFadeDuration``
    /// as in iOS's Settings lists.
    func fadeOutHighlight() {
        guard showsSelectionCheckmark, !isHighlighted, owner?.animator != nil else { return }
        contentView.background = .color(.system(.systemGray4))
        updateBackground(animated: true)
    }

    // MARK: State

    override open func highlightDidChange() {
        updateBackground(animated: false)
        table?.cellHighlightDidChange(self)
        super.highlightDidChange()
    }

    /// Whether a tracked lift selects the row: not while the actions are revealed, nor in edit
    /// mode unless the table selects several rows (then the lift toggles the row).
    override open var activatesOnTrackedTap: Bool { revealedWidth == 0 && (!isEditing || showsSelectionIndicator) }

    override open func activate() {
        guard isEnabled else { return }
        if let table, let path = table.indexPath(for: self) { table.userSelectedRow(at: path) }
        super.activate()
    }

    /// The cell's fill: the selection colour while highlighted or selected, else the table
    /// style's row colour.
    var rowFill: ThemeColor {
        if isHighlighted || showsSelectionFill { return .system(.systemGray4) }
        return tableStyle == .insetGrouped ? .system(.secondarySystemGroupedBackground) : .system(.systemBackground)
    }

    /// Whether the content must paint its own fill: when selected or highlighted, while actions
    /// are revealed behind it, or when the row colour differs from the table's (inset grouped).
    /// A plain row at rest shows the table's background and paints nothing, so a scrolling
    /// list fills each pixel once.
    var needsOwnFill: Bool {
        isHighlighted || showsSelectionFill || revealedWidth > 0 || tableStyle != .plain
    }

    /// Whether the selection shows as the row's fill (not while a checkmark shows it).
    var showsSelectionFill: Bool { isSelected && !showsSelectionCheckmark }

    /// Whether the row shows the highlight or selection fill: the separators along its top and
    /// bottom are not drawn then, as in iOS (two selected rows in a row read as one block).
    var showsRowFill: Bool { isHighlighted || showsSelectionFill }

    /// Sets the content's fill; `animated` fades over ``ControlMetrics/tableSelectionFadeDuration``.
    func updateBackground(animated: Bool) {
        let fill: Background? = needsOwnFill ? .color(rowFill) : nil
        if animated, let animator = owner?.animator {
            // Fade to the row colour, then drop the fill if the row no longer needs one.
            animator.animate(.easeInOut(duration: ControlMetrics.tableSelectionFadeDuration), changes: {
                contentView.background = .color(rowFill)
            }, completion: { [weak self] finished in
                guard let self, finished, !self.needsOwnFill else { return }
                self.contentView.background = nil
            })
        } else if contentView.background != fill {
            contentView.background = fill
        }
    }

    func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != isSelected else { return }
        isSelected = selected
        updateBackground(animated: animated)
    }

    func editControlTapped() {
        guard let table, let path = table.indexPath(for: self) else { return }
        switch editingStyle {
        case .insert: table.editingDataSource?.tableView(table, commit: .insert, forRowAt: path)
        case .delete: table.toggleDeleteConfirmation(at: path)
        case .none: break
        }
    }

    /// Puts `actions` behind the content at the trailing edge (the first action outermost).
    func setActions(_ newActions: [TableSwipeAction]) {
        for button in actionButtons { button.removeFromParent() }
        actions = newActions
        actionButtons = newActions.enumerated().map { index, action in
            let button = TableSwipeActionButton(action: action)
            button.addAction { [weak self] _ in
                guard let self, let table = self.table, let path = table.indexPath(for: self) else { return }
                table.perform(action, at: path)
            }
            _ = index
            return button
        }
        for button in actionButtons { actionsView.addChild(button) }
        setNeedsLayout()
    }

    /// The width of all actions side by side, and the section index's strip beside an index (the
    /// outermost action reaches the edge under the index, its title clear of it).
    var actionsWidth: Double {
        guard !actionButtons.isEmpty else { return 0 }
        return actionButtons.reduce(contentTrailingInset) { $0 + (($1 as? TableSwipeActionButton)?.preferredWidth ?? 0) }
    }

    /// The width action `index` takes at rest (the first, outermost one also the index's strip).
    func preferredWidth(ofAction index: Int) -> Double {
        let own = (actionButtons[index] as? TableSwipeActionButton)?.preferredWidth ?? 0
        return index == 0 ? own + contentTrailingInset : own
    }
}

extension TableCell: HIGLintSubject {
    /// A table row is a list row for the lint: a switch in its accessory is in its place
    /// (HIG §1.41), as in a ``ListRow``.
    public var higLintTrait: HIGLintTrait { .listRow }
}
