import Scanout

/// The several-choices sample of the navigation screen (HIG §1.10; UIKit's
/// `allowsMultipleSelection` outside edit mode): an alarm's Repeat list, as iOS's Clock and
/// Settings show one. A tap on a day toggles it; a checked day shows a trailing checkmark in the
/// tint. The sample starts with the weekdays checked.
@MainActor
final class GalleryRepeatPhone: Node {
    let stack: NavigationStack
    let table = TableView(style: .insetGrouped)
    let days: GalleryRepeatData
    let language: GalleryLanguage

    init(language: GalleryLanguage, record: @escaping @MainActor (String) -> Void) {
        self.language = language
        days = GalleryRepeatData(language: language, record: record)
        table.dataSource = days
        table.delegate = days
        table.allowsMultipleSelection = true
        let page = NavigationPage(title: GalleryRepeatText.repeatTitle.localized(language), content: table)
        page.navigationItem.largeTitleDisplayMode = .never
        stack = NavigationStack(root: page)
        super.init()
        name = "phone several choices"
        GalleryNavigationScreen.shapeAsPhone(self)
        addChild(stack)
    }

    /// Checks the days `rows` (0 is Sunday), as taps would, without telling the data.
    func check(days rows: [Int]) {
        for row in rows where GalleryRepeatText.days.indices.contains(row) {
            table.selectRow(at: TableIndexPath(row: row, section: 0), animated: false)
        }
    }

    override var isLayoutContainer: Bool { true }

    override func layoutChildren() { stack.frame = bounds }
}

/// The Repeat list: the seven days of the week in the language; every day checked or unchecked
/// by a tap is reported to `record` ("repeat <day> on|off", the day's English name).
@MainActor
final class GalleryRepeatData: TableViewDataSource, TableViewDelegate {
    let language: GalleryLanguage
    private let record: @MainActor (String) -> Void

    init(language: GalleryLanguage, record: @escaping @MainActor (String) -> Void) {
        self.language = language
        self.record = record
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { GalleryRepeatText.days.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "day", style: .default)
        cell.textLabel.text = GalleryRepeatText.days[indexPath.row].localized(language)
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
        record("repeat \(GalleryRepeatText.days[indexPath.row].rawValue) on")
    }

    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: TableIndexPath) {
        record("repeat \(GalleryRepeatText.days[indexPath.row].rawValue) off")
    }
}
