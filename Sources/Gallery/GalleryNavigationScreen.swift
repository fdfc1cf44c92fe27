import Scanout

/// The navigation screen (HIG §1.2, §1.4, §1.10): three phone-sized samples of one tab bar app
/// with six tabs (four, and More): a settings-style drill-down with a large title (Settings ›
/// General pushed), a long contacts-style list with a section index and a filter above it (the
/// table's header view, scrolling with the rows), and the same list in edit
/// mode; and a fourth phone selecting several documents in edit mode, with a toolbar that
/// deletes them (``GallerySelectionPhone``); and a fifth choosing several days of an alarm's
/// Repeat list with checkmarks outside edit mode (``GalleryRepeatPhone``). Every sample is live: tabs switch, rows push pages,
/// Back, Edit, the selection and the toolbar work.
@MainActor
enum GalleryNavigationScreen {
    /// The size of each phone-shaped sample, in points.
    static let phoneSize = Size(width: 390, height: 600)

    /// Gives `phone` the size of a phone-shaped sample (narrower on a screen narrower than
    /// that), its content clipped to it.
    static func shapeAsPhone(_ phone: Node) {
        phone.horizontalSizing = .flexible(maximum: phoneSize.width)
        phone.verticalSizing = .fixed(phoneSize.height)
        phone.clipsToBounds = true
    }

    /// The screen's sections; `record` hears what the samples did.
    static func sections(language: GalleryLanguage, focus: FocusRequest,
                         record: @escaping @MainActor (String) -> Void) -> [Node] {
        func text(_ key: GalleryText) -> String { key.localized(language) }
        let drillDown = GalleryPhone(language: language, record: record)
        drillDown.name = "phone drill-down"
        drillDown.pushGeneral()
        let contacts = GalleryPhone(language: language, record: record)
        contacts.name = "phone contacts"
        contacts.showContacts(editing: false)
        let editing = GalleryPhone(language: language, record: record)
        editing.name = "phone edit mode"
        editing.showContacts(editing: true)
        let selecting = GallerySelectionPhone(language: language, record: record)
        selecting.setEditing(true)
        selecting.select(rows: [1, 3])
        let choosing = GalleryRepeatPhone(language: language, record: record)
        choosing.check(days: [1, 2, 3, 4, 5])
        return [
            GallerySection(title: text(.drillDown), rows: [drillDown], contentPadding: .zero, cardWidth: phoneSize.width),
            GallerySection(title: text(.indexedList), rows: [contacts], contentPadding: .zero, cardWidth: phoneSize.width),
            GallerySection(title: text(.editMode), rows: [editing], contentPadding: .zero, cardWidth: phoneSize.width),
            GallerySection(title: GallerySelectionText.multipleSelection.localized(language), rows: [selecting],
                           contentPadding: .zero, cardWidth: phoneSize.width),
            GallerySection(title: GalleryRepeatText.severalChoices.localized(language), rows: [choosing],
                           contentPadding: .zero, cardWidth: phoneSize.width),
        ]
    }
}

/// One phone-sized sample: a tab bar app (Settings, Contacts, Recents, Favorites, Downloads,
/// History) that keeps the tables' data sources alive.
@MainActor
final class GalleryPhone: Node {
    let controller: TabBarController
    let settings: GallerySettingsData
    let contacts: GalleryContactsData
    let settingsTable = TableView(style: .insetGrouped)
    let contactsTable = TableView(style: .plain)
    /// The filter above the contacts, in the table's header view: it scrolls away with the rows.
    let contactsFilter: SearchBar
    let language: GalleryLanguage
    private let record: @MainActor (String) -> Void

    init(language: GalleryLanguage, record: @escaping @MainActor (String) -> Void) {
        self.language = language
        self.record = record
        func text(_ key: GalleryText) -> String { key.localized(language) }
        settings = GallerySettingsData(language: language)
        contacts = GalleryContactsData(language: language)
        settingsTable.dataSource = settings
        settingsTable.delegate = settings
        contactsTable.dataSource = contacts
        contactsTable.delegate = contacts
        contactsTable.deleteButtonTitle = text(.delete)
        contactsFilter = SearchBar(placeholder: GalleryFormText.searchPlaceholder.localized(language))
        contactsFilter.name = "contacts filter"
        contactsFilter.cancelButton.title = GalleryFormText.cancel.localized(language)
        contactsTable.tableHeaderView = contactsFilter

        let settingsPage = NavigationPage(title: text(.settings), content: settingsTable)
        let contactsPage = NavigationPage(title: text(.contacts), content: contactsTable)
        let edit = BarButtonItem(system: .edit, title: text(.edit))
        contactsPage.navigationItem.trailingItems = [edit]
        func list(_ key: GalleryText, rows: [GalleryText]) -> NavigationPage {
            let column = VStackNode(alignment: .fill)
            for row in rows { column.addChild(ListRow(text(row))) }
            return NavigationPage(title: text(key), content: ScrollView(content: column))
        }
        let tabs = [
            Tab(title: text(.settings), symbol: "gear", root: settingsPage),
            Tab(system: .contacts, title: text(.contacts), root: contactsPage),
            Tab(system: .recents, title: text(.recents), root: list(.recents, rows: [.missedCall, .yesterday])),
            Tab(system: .favorites, title: text(.favorites), root: list(.favorites, rows: [.wifi, .bluetooth])),
            Tab(system: .downloads, title: text(.downloads), root: list(.downloads, rows: [.documents, .photos, .music])),
            Tab(system: .history, title: text(.history), root: list(.history, rows: [.yesterday])),
        ]
        tabs[2].badgeValue = "2"
        for tab in tabs { tab.stack?.prefersLargeTitles = true }
        controller = TabBarController(tabs: tabs)
        controller.moreTitle = text(.more)
        controller.configureTexts = (text(.edit), text(.configure), text(.done))
        super.init()
        GalleryNavigationScreen.shapeAsPhone(self)
        addChild(controller)
        settings.onSelectGeneral = { [weak self] in self?.pushGeneral() }
        edit.addAction { [weak self, weak edit] _ in
            guard let self, let edit else { return }
            let editing = !self.contactsTable.isEditing
            self.setContactsEditing(editing, item: edit)
        }
        contacts.onDelete = { name in record("contact \(name) deleted") }
        contactsFilter.onSearchTextChange = { [weak self] text, _ in
            guard let self else { return }
            self.contacts.filter = text
            self.contactsTable.reloadData()
            record("contacts filtered \(text)")
        }
    }

    /// Shows the Contacts tab, in edit mode or not.
    func showContacts(editing: Bool) {
        guard let tab = controller.tabs.first(where: { $0.symbolName == Tab.SystemItem.contacts.symbolName }) else { return }
        controller.select(tab)
        if editing, let edit = tab.stack?.topPage.navigationItem.trailingItems.first {
            setContactsEditing(true, item: edit)
        }
    }

    private func setContactsEditing(_ editing: Bool, item: BarButtonItem) {
        contactsTable.setEditing(editing, animated: owner != nil)
        item.title = (editing ? GalleryText.done : GalleryText.edit).localized(language)
        item.style = editing ? .done : .bordered
        record(editing ? "contacts editing" : "contacts done")
    }

    /// Pushes General (and its table) on the Settings tab.
    func pushGeneral() {
        guard let stack = controller.tabs.first?.stack, stack.pages.count == 1 else { return }
        let column = VStackNode(alignment: .fill)
        for key in [GalleryText.about, .softwareUpdate, .languageRegion] {
            column.addChild(ListRow(key.localized(language), accessory: SymbolNode("disclosure", color: .system(.tertiaryLabel))))
        }
        column.padding = EdgeInsets(top: 16)
        let page = NavigationPage(title: GalleryText.general.localized(language), content: ScrollView(content: column))
        page.navigationItem.largeTitleDisplayMode = .never
        stack.push(page, animated: owner != nil)
        record("general pushed")
    }

    override var isLayoutContainer: Bool { true }

    override func layoutChildren() {
        controller.frame = bounds
    }
}

/// The Settings tab's table: Wi-Fi (value), Bluetooth and Airplane Mode (switches), General
/// (drills down).
@MainActor
final class GallerySettingsData: TableViewDataSource, TableViewDelegate {
    let language: GalleryLanguage
    var onSelectGeneral: (@MainActor () -> Void)?
    let bluetooth = Switch(isOn: true)
    let airplane = Switch(isOn: false)

    init(language: GalleryLanguage) { self.language = language }

    func numberOfSections(in tableView: TableView) -> Int { 2 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 3 : 2 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting", style: .value1)
        cell.detailTextLabel.text = ""
        cell.accessory = .none
        func text(_ key: GalleryText) -> String { key.localized(language) }
        switch (indexPath.section, indexPath.row) {
        case (0, 0):
            cell.textLabel.text = text(.airplaneMode)
            cell.imageSymbol = "lock"
            cell.imageBackground = .system(.systemOrange)
            cell.accessory = .switchControl(airplane)
        case (0, 1):
            cell.textLabel.text = text(.wifi)
            cell.imageSymbol = "refresh"
            cell.imageBackground = .system(.systemBlue)
            cell.detailTextLabel.text = text(.connected)
            cell.accessory = .disclosureIndicator
        case (0, 2):
            cell.textLabel.text = text(.bluetooth)
            cell.imageSymbol = "share"
            cell.imageBackground = .system(.systemBlue)
            cell.accessory = .switchControl(bluetooth)
        case (1, 0):
            cell.textLabel.text = text(.notifications)
            cell.imageSymbol = "bell"
            cell.imageBackground = .system(.systemRed)
            cell.accessory = .disclosureIndicator
        default:
            cell.textLabel.text = text(.general)
            cell.imageSymbol = "gear"
            cell.imageBackground = .system(.systemGray)
            cell.accessory = .disclosureIndicator
        }
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        if indexPath == TableIndexPath(row: 1, section: 1) { onSelectGeneral?() }
    }
}

/// The Contacts tab's table: names in sections by their first letter, with a section index;
/// rows can be deleted (swipe, or the delete control in edit mode); a filter (the table's header
/// view) keeps the names that contain its text.
@MainActor
final class GalleryContactsData: TableViewEditingDataSource, TableViewDelegate {
    /// Every name, in order.
    private var names: [String]
    /// The sections shown: the names that pass ``filter``, by their first letter.
    private(set) var sections: [(title: String, names: [String])] = []
    /// The filter's text; empty shows every name.
    var filter = "" {
        didSet { if filter != oldValue { regroup() } }
    }
    var onDelete: (@MainActor (String) -> Void)?

    init(language: GalleryLanguage) {
        names = Self.names(language)
        regroup()
    }

    private func regroup() {
        var groups: [(title: String, names: [String])] = []
        let needle = filter.lowercased()
        for name in names where needle.isEmpty || name.lowercased().contains(needle) {
            let initial = String(name.prefix(1))
            if let i = groups.firstIndex(where: { $0.title == initial }) { groups[i].names.append(name) } else {
                groups.append((initial, [name]))
            }
        }
        sections = groups
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].names.count }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }
    func sectionIndexTitles(for tableView: TableView) -> [String]? { sections.map(\.title) }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "contact", style: .default)
        cell.textLabel.text = sections[indexPath.section].names[indexPath.row]
        return cell
    }

    func tableView(_ tableView: TableView, commit editingStyle: TableCell.EditingStyle, forRowAt indexPath: TableIndexPath) {
        guard editingStyle == .delete else { return }
        let name = sections[indexPath.section].names.remove(at: indexPath.row)
        names.removeAll { $0 == name }
        tableView.deleteRows(at: [indexPath], animated: true)
        onDelete?(name)
    }

    /// Contact names in the language's script, sorted as its readers expect.
    static func names(_ language: GalleryLanguage) -> [String] {
        switch language {
        case .english:
            ["Aaron Baker", "Abigail Chen", "Adam Park", "Bella Diaz", "Ben Cohen", "Carla Ruiz", "Chris Moore",
             "Daniel Kim", "Diana Ross", "Eli Stone", "Emma Watts", "Frank Ocean", "Grace Hill", "Hannah Lee",
             "Ivan Petrov", "Jack Miller", "Julia Roberts", "Kevin Hart", "Laura Palmer", "Maya Singh",
             "Nina Simone", "Oscar Wilde", "Paul Allen", "Quinn Fox", "Rosa Parks", "Sam Carter", "Tina Turner",
             "Uma Patel", "Victor Hugo", "Wendy Wu", "Yara Haddad", "Zoe Adams"]
        case .arabic:
            ["أحمد سالم", "أمل يوسف", "باسم خليل", "بشرى علي", "جميلة حسن", "حسن محمود", "خالد عمر", "دينا سعيد",
             "رامي ناصر", "ريم فؤاد", "زياد كريم", "سارة منصور", "سليم حداد", "شادي عيسى", "صفاء نبيل", "طارق زكي",
             "عمر فاروق", "عائشة بكر", "غادة رشيد", "فادي جرجس", "قاسم أمين", "كريم سمير", "ليلى مراد", "مريم جابر",
             "نادر شكري", "هالة صبري", "وليد توفيق", "ياسمين عادل"]
        case .hebrew:
            ["אבי כהן", "אורית לוי", "בני גולן", "בתיה רז", "גלית שמש", "דוד מזרחי", "דנה אורן", "הילה ברק",
             "ורד נחום", "זיו אלון", "חנה פרץ", "טל שגיא", "יעל דיין", "יוסי בנאי", "כרמית ששון", "לאה גולדברג",
             "מיכל אשכנזי", "משה פרידמן", "נועה קירל", "סיון רהב", "עמית פז", "פנינה רוזנבלום", "צביקה פיק",
             "קרן פלס", "רונית אלקבץ", "שירה חדד", "תמר זנדברג"]
        case .japanese:
            ["阿部 一郎", "青木 花子", "伊藤 健", "井上 美咲", "上田 翔", "遠藤 真理", "岡田 直樹", "加藤 恵",
             "木村 拓也", "小林 聡", "佐藤 由美", "鈴木 大輔", "高橋 玲奈", "田中 誠", "中村 愛", "西田 涼",
             "野口 彩", "橋本 亮", "林 さくら", "藤田 陽", "前田 光", "松本 潤", "山田 太郎", "山本 結衣",
             "吉田 蓮", "渡辺 葵"]
        }
    }
}
