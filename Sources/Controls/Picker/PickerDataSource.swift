/// What a ``Picker`` shows: how many wheels, how many rows each has, each row's title, and
/// which rows may be chosen. The picker asks only for the rows on screen, so a wheel may have
/// millions of rows.
@MainActor
public protocol PickerDataSource: AnyObject {
    /// How many wheels (components) the picker has.
    func numberOfComponents(in picker: Picker) -> Int
    /// How many rows the wheel `component` has (0 or more).
    func picker(_ picker: Picker, numberOfRowsInComponent component: Int) -> Int
    /// The text of `row` on wheel `component`.
    func picker(_ picker: Picker, titleForRow row: Int, inComponent component: Int) -> String
    /// How wheel `component` looks and turns. Default: an equal share, centred, not cyclic.
    func picker(_ picker: Picker, layoutForComponent component: Int) -> PickerComponent
    /// Whether `row` can be chosen; a row that cannot is drawn dimmed, and the owner of the
    /// picker springs the wheel back when it settles there (as the date picker does outside its
    /// minimum and maximum). Default: every row.
    func picker(_ picker: Picker, isRowEnabled row: Int, inComponent component: Int) -> Bool
}

extension PickerDataSource {
    public func picker(_ picker: Picker, layoutForComponent component: Int) -> PickerComponent { PickerComponent() }
    public func picker(_ picker: Picker, isRowEnabled row: Int, inComponent component: Int) -> Bool { true }
}

/// A data source over fixed lists of titles, one list per wheel (``Picker/init(components:)``).
@MainActor
final class ArrayPickerDataSource: PickerDataSource {
    var titles: [[String]]
    var layouts: [PickerComponent]

    init(titles: [[String]], layouts: [PickerComponent]) {
        self.titles = titles
        self.layouts = layouts
    }

    func numberOfComponents(in picker: Picker) -> Int { titles.count }
    func picker(_ picker: Picker, numberOfRowsInComponent component: Int) -> Int {
        titles.indices.contains(component) ? titles[component].count : 0
    }
    func picker(_ picker: Picker, titleForRow row: Int, inComponent component: Int) -> String {
        guard titles.indices.contains(component), titles[component].indices.contains(row) else { return "" }
        return titles[component][row]
    }
    func picker(_ picker: Picker, layoutForComponent component: Int) -> PickerComponent {
        layouts.indices.contains(component) ? layouts[component] : PickerComponent()
    }
}
