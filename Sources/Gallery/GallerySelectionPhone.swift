import Scanout

/// The multiple-selection sample of the navigation screen (HIG §1.10; UIKit's
/// `allowsMultipleSelectionDuringEditing`): a Documents list in a navigation stack. Edit shows
/// a selection circle on every row and a bottom toolbar (in the tab bar's place, HIG §1.3):
/// Select All (Deselect All once everything is selected) and a red “Delete N Items” that
/// deletes the selected rows, disabled while none is. Done ends edit mode.
@MainActor
final class GallerySelectionPhone: Node {
    let stack: NavigationStack
    let table = TableView(style: .plain)
    let documents: GalleryDocumentsData
    let editItem: BarButtonItem
    let toolbar: Toolbar
    let selectAllItem: ToolbarItem
    let deleteItem: ToolbarItem
    let language: GalleryLanguage
    private let record: @MainActor (String) -> Void

    init(language: GalleryLanguage, record: @escaping @MainActor (String) -> Void) {
        self.language = language
        self.record = record
        func text(_ key: GallerySelectionText) -> String { key.localized(language) }
        documents = GalleryDocumentsData(language: language)
        table.dataSource = documents
        table.delegate = documents
        table.allowsMultipleSelectionDuringEditing = true
        table.deleteButtonTitle = text(.delete)
        let page = NavigationPage(title: text(.documents), content: table)
        editItem = BarButtonItem(system: .edit, title: GalleryText.edit.localized(language))
        page.navigationItem.trailingItems = [editItem]
        stack = NavigationStack(root: page)
        stack.prefersLargeTitles = true
        selectAllItem = ToolbarItem(title: text(.selectAll))
        selectAllItem.name = "select all"
        deleteItem = ToolbarItem(title: GallerySelectionText.deleteItems(0, language))
        deleteItem.name = "delete selected"
        // The destructive action reads red (HIG §1.40: destructive actions in red).
        deleteItem.environmentOverrides.tintColor = .system(.systemRed)
        toolbar = Toolbar(placement: .bottom, items: [selectAllItem, ToolbarSpace.flexible(), deleteItem])
        toolbar.isHidden = true
        super.init()
        name = "phone multiple selection"
        GalleryNavigationScreen.shapeAsPhone(self)
        addChild(stack)
        addChild(toolbar)
        editItem.addAction { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.table.isEditing)
        }
        selectAllItem.addAction { [weak self] _ in self?.toggleSelectAll() }
        deleteItem.addAction { [weak self] _ in self?.deleteSelection() }
        documents.onSelectionChange = { [weak self] in self?.selectionDidChange() }
        selectionDidChange()
    }

    /// Enters or leaves edit mode: the circles and the toolbar come and go, Edit becomes Done.
    func setEditing(_ editing: Bool) {
        table.setEditing(editing, animated: owner != nil)
        editItem.title = (editing ? GalleryText.done : GalleryText.edit).localized(language)
        editItem.style = editing ? .done : .bordered
        toolbar.isHidden = !editing
        setNeedsLayout()
        selectionDidChange()
        record(editing ? "documents editing" : "documents done")
    }

    /// Selects `rows` (edit mode), as a finger would, so that the sample shows filled circles.
    func select(rows: [Int]) {
        for row in rows where documents.names.indices.contains(row) {
            table.selectRow(at: TableIndexPath(row: row, section: 0), animated: false)
        }
        selectionDidChange()
    }

    /// Selects every row, or deselects them all when every row already is.
    func toggleSelectAll() {
        let rows = documents.names.count
        if table.indexPathsForSelectedRows.count == rows {
            table.selectRow(at: nil, animated: false)
        } else {
            for row in 0..<rows { table.selectRow(at: TableIndexPath(row: row, section: 0), animated: false) }
        }
        selectionDidChange()
    }

    /// Deletes the selected rows (animated) and leaves edit mode when the list is empty.
    func deleteSelection() {
        let selected = table.indexPathsForSelectedRows
        guard !selected.isEmpty else { return }
        for path in selected.reversed() { documents.names.remove(at: path.row) }
        table.deleteRows(at: selected, animated: owner != nil)
        record("deleted \(selected.count) documents")
        if documents.names.isEmpty { setEditing(false) } else { selectionDidChange() }
    }

    /// Keeps the toolbar's titles and the Delete item's state in step with the selection.
    func selectionDidChange() {
        let count = table.indexPathsForSelectedRows.count
        deleteItem.title = GallerySelectionText.deleteItems(count, language)
        deleteItem.isEnabled = count > 0
        let all = count > 0 && count == documents.names.count
        selectAllItem.title = (all ? GallerySelectionText.deselectAll : .selectAll).localized(language)
        selectAllItem.isEnabled = !documents.names.isEmpty
    }

    override var isLayoutContainer: Bool { true }

    override func layoutChildren() {
        let b = bounds
        let bar = toolbar.isHidden ? 0 : toolbar.barHeight
        stack.frame = Rect(x: 0, y: 0, width: b.width, height: b.height - bar)
        toolbar.frame = Rect(x: 0, y: b.height - bar, width: b.width, height: bar)
    }
}

/// The Documents list: file names in the language's script; the selection is the table's, and
/// every change of it is reported through ``onSelectionChange``.
@MainActor
final class GalleryDocumentsData: TableViewEditingDataSource, TableViewDelegate {
    var names: [String]
    var onSelectionChange: (@MainActor () -> Void)?

    init(language: GalleryLanguage) { names = Self.names(language) }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "document", style: .default)
        cell.textLabel.text = names[indexPath.row]
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
        // Outside edit mode a row only flashes: the sample opens nothing.
        if !tableView.isEditing { tableView.deselectRow(at: indexPath, animated: true) }
        onSelectionChange?()
    }

    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: TableIndexPath) { onSelectionChange?() }

    func tableView(_ tableView: TableView, commit editingStyle: TableCell.EditingStyle, forRowAt indexPath: TableIndexPath) {
        guard editingStyle == .delete else { return }
        names.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], animated: true)
        onSelectionChange?()
    }

    /// Document names in the language's script.
    static func names(_ language: GalleryLanguage) -> [String] {
        switch language {
        case .english:
            ["Floor plan", "Invoice March", "Meeting notes", "Holiday photos", "Budget 2026", "Recipes", "Tax return",
             "User manual", "Train tickets", "Wedding speech", "Insurance", "Warranty"]
        case .arabic:
            ["مخطط الطابق", "فاتورة مارس", "ملاحظات الاجتماع", "صور العطلة", "ميزانية ٢٠٢٦", "وصفات", "الإقرار الضريبي",
             "دليل الاستخدام", "تذاكر القطار", "كلمة الزفاف", "التأمين", "الضمان"]
        case .hebrew:
            ["תוכנית קומה", "חשבונית מרץ", "סיכום פגישה", "תמונות מהחופשה", "תקציב 2026", "מתכונים", "דוח מס",
             "מדריך למשתמש", "כרטיסי רכבת", "נאום חתונה", "ביטוח", "אחריות"]
        case .japanese:
            ["間取り図", "3月の請求書", "会議メモ", "旅行の写真", "2026年の予算", "レシピ", "確定申告", "取扱説明書",
             "電車の切符", "結婚式のスピーチ", "保険", "保証書"]
        }
    }
}
