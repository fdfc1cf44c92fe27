public import Graphics
public import Scene

/// The HIG's picker (§1.17): one or more spinning wheels of values, the chosen value of each
/// under a translucent selection band across the centre.
///
/// ## Background
/// The picker has a fixed height, the keyboard's (``ControlMetrics/pickerHeight``, 216 pt), and
/// takes the width it is given. Wheels sit leading to trailing (mirrored in right-to-left
/// layouts), each a ``PickerWheel`` whose rows come from the ``dataSource`` only while they are in
/// sight, so a wheel may have any number of rows. A wheel turns with a drag, glides after a flick
/// and always comes to rest on a row; then ``onSelectionChange`` hears the new row. The band is
/// drawn behind the rows; unit labels (``PickerComponent/unitLabel``) sit in it.
///
/// HIG: a picker suits values people already know (months, hours); for many unfamiliar values use
/// a table view, which is taller and scrolls faster.
///
/// ```swift
/// let size = Picker(components: [["Small", "Medium", "Large"], ["Red", "Green", "Blue"]])
/// size.selectRow(1, inComponent: 0, animated: false)
/// size.onSelectionChange = { row, component in print(component, row) }
/// ```
@MainActor
open class Picker: Node {
    /// Where the wheels' rows come from (weak). Setting it reloads every wheel.
    public weak var dataSource: (any PickerDataSource)? {
        didSet { reloadAllComponents() }
    }
    /// The data source of ``init(components:layouts:)``, kept alive by the picker.
    private var ownedDataSource: ArrayPickerDataSource?
    /// The wheels, in component order.
    public private(set) var wheels: [PickerWheel] = []
    /// The translucent band across the centre, behind the rows.
    public let selectionBand = Node()
    /// Called when a wheel comes to rest on a row after the user turned it (not after
    /// ``selectRow(_:inComponent:animated:)``), with the row and the component.
    public var onSelectionChange: (@MainActor (_ row: Int, _ component: Int) -> Void)?

    /// A picker whose wheels and rows come from `dataSource` (held weakly).
    public init(dataSource: (any PickerDataSource)?) {
        super.init()
        setUp()
        self.dataSource = dataSource
        reloadAllComponents()
    }

    /// A picker of fixed lists: one wheel per list, laid out as `layouts` (by component; missing
    /// ones are an equal share, centred).
    public convenience init(components: [[String]], layouts: [PickerComponent] = []) {
        let source = ArrayPickerDataSource(titles: components, layouts: layouts)
        self.init(dataSource: nil)
        ownedDataSource = source
        dataSource = source
        reloadAllComponents()
    }

    private func setUp() {
        name = "picker"
        clipsToBounds = true
        horizontalSizing = .flexible
        verticalSizing = .fixed(ControlMetrics.pickerHeight)
        selectionBand.name = "picker selection band"
        selectionBand.isUserInteractionEnabled = false
        selectionBand.background = .color(.system(.tertiarySystemFill))
        selectionBand.cornerRadius = ControlMetrics.pickerSelectionBandCornerRadius
        selectionBand.cornerStyle = .continuous
        addChild(selectionBand)
    }

    // MARK: Data

    /// The number of wheels.
    public var numberOfComponents: Int { wheels.count }

    /// The number of rows of wheel `component` (0 for a component that does not exist).
    public func numberOfRows(inComponent component: Int) -> Int {
        wheel(forComponent: component)?.numberOfRows ?? 0
    }

    /// The wheel of `component`, if it exists.
    public func wheel(forComponent component: Int) -> PickerWheel? {
        wheels.indices.contains(component) ? wheels[component] : nil
    }

    /// Asks the data source again for the wheels, their rows and their layouts; keeps each wheel's
    /// selected row where it still exists.
    public func reloadAllComponents() {
        let count = max(0, dataSource.map { $0.numberOfComponents(in: self) } ?? 0)
        while wheels.count > count { wheels.removeLast().removeFromParent() }
        while wheels.count < count {
            let wheel = PickerWheel(component: wheels.count, layout: PickerComponent())
            wheel.picker = self
            wheels.append(wheel)
            addChild(wheel)
        }
        for component in wheels.indices { reloadComponent(component) }
        setNeedsLayout()
    }

    /// Asks the data source again for wheel `component`'s rows and layout.
    public func reloadComponent(_ component: Int) {
        guard let wheel = wheel(forComponent: component) else { return }
        let rows = dataSource.map { $0.picker(self, numberOfRowsInComponent: component) } ?? 0
        let layout = dataSource.map { $0.picker(self, layoutForComponent: component) } ?? PickerComponent()
        let relayout = layout.width != wheel.layout.width || layout.unitLabel != wheel.layout.unitLabel
        wheel.reload(rowCount: rows, layout: layout)
        if wheel.settledRow == nil || rows == 0 { wheel.settledRow = wheel.selectedRow }
        if relayout { setNeedsLayout() }
    }

    /// Redraws the titles and enabled states of the rows in sight on every wheel, without moving
    /// anything (after what is valid changed).
    public func refreshVisibleRows() {
        for wheel in wheels { wheel.refreshVisibleRows() }
    }

    // MARK: Selection

    /// The row in the band of wheel `component` (the row nearest it while the wheel turns); -1 for
    /// a wheel without rows or a component that does not exist.
    public func selectedRow(inComponent component: Int) -> Int {
        wheel(forComponent: component)?.selectedRow ?? -1
    }

    /// Turns wheel `component` so that `row` (clamped to its rows) is in the band, animated over
    /// 0.3 s or at once. Does not call ``onSelectionChange``.
    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        wheel(forComponent: component)?.scroll(toRow: row, animated: animated)
    }

    /// Whether any wheel is being dragged or is still moving.
    public var isMoving: Bool { wheels.contains { $0.isDragging || $0.isMoving } }

    /// A wheel came to rest on a row.
    func wheelDidSettle(_ wheel: PickerWheel, userDriven: Bool) {
        guard userDriven else { return }
        onSelectionChange?(wheel.selectedRow, wheel.component)
    }

    // MARK: Layout

    override open func contentSize(fitting proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? ControlMetrics.pickerDefaultWidth, height: ControlMetrics.pickerHeight)
    }

    override open var isLayoutContainer: Bool { true }

    override open func layoutChildren() {
        let inset = ControlMetrics.pickerSelectionBandInset
        let bandHeight = ControlMetrics.pickerSelectionBandHeight
        selectionBand.frame = Rect(x: inset, y: (bounds.height - bandHeight) / 2,
                                   width: max(0, bounds.width - 2 * inset), height: bandHeight)
        let frames = wheelFrames()
        for (wheel, frame) in zip(wheels, frames) {
            wheel.frame = frame
            // Placed now, not marked: marking during layout would climb back to this picker.
            wheel.layoutChildren()
        }
    }

    /// `widths` with every one above a common cap cut to it, the cap chosen so that they add up
    /// to `total` (all equal to `total / count` when even that is needed).
    static func capped(_ widths: [Double], toTotal total: Double) -> [Double] {
        guard !widths.isEmpty, widths.reduce(0, +) > total else { return widths }
        var below = 0.0
        let sorted = widths.sorted()
        for (i, width) in sorted.enumerated() {
            let remaining = Double(sorted.count - i)
            let cap = (total - below) / remaining
            if width >= cap { return widths.map { min($0, max(0, cap)) } }
            below += width
        }
        return widths
    }

    /// The wheels' frames: fixed widths as given, the rest shared equally, the group centred
    /// inside the band's insets, leading to trailing (mirrored in right-to-left layouts).
    func wheelFrames() -> [Rect] {
        guard !wheels.isEmpty else { return [] }
        let inset = ControlMetrics.pickerSelectionBandInset
        let spacing = ControlMetrics.pickerComponentSpacing
        let available = max(0, bounds.width - 2 * inset - spacing * Double(wheels.count - 1))
        let fixedWidths = wheels.compactMap { $0.layout.width }
        let fixed = fixedWidths.reduce(0, +)
        let flexibleCount = wheels.count - fixedWidths.count
        let widths: [Double]
        if fixed <= available {
            let share = flexibleCount > 0 ? (available - fixed) / Double(flexibleCount) : 0
            widths = wheels.map { $0.layout.width ?? share }
        } else {
            // Narrower than the wheels' own widths (a small panel): the widest wheels give up
            // width first, down to one cap that makes them fit (a month's name truncates, the
            // day and the year beside it stay whole); a flexible wheel counts as an average
            // fixed one. The wheels stay inside the picker.
            let average = fixed / Double(max(1, fixedWidths.count))
            let desired = wheels.map { $0.layout.width ?? average }
            widths = Self.capped(desired, toTotal: available)
        }
        let total = widths.reduce(0, +) + spacing * Double(wheels.count - 1)
        var x = inset + max(0, (bounds.width - 2 * inset - total) / 2)
        let rtl = layoutDirection == .rightToLeft
        var frames: [Rect] = []
        for width in widths {
            let physicalX = rtl ? bounds.width - x - width : x
            frames.append(Rect(x: physicalX, y: 0, width: width, height: bounds.height))
            x += width + spacing
        }
        return frames
    }
}
