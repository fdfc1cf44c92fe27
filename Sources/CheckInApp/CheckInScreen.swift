import Scanout

/// The kiosk's one screen: a navigation page whose large title collapses as the form (name,
/// company, Check In) and the list of today's visitors scroll. Checking in is confirmed by an alert (HIG §1.6: one OK button, short
/// sentences), as is a missing name. The app's window shows the alerts, brings the keyboard up
/// for the fields and moves focus through the form.
@MainActor
final class CheckInScreen {
    /// The screen: a navigation stack with one page, its large title over the scrolling form
    /// and list.
    let root: NavigationStack
    /// The alert on screen (or leaving), if any.
    private(set) weak var alert: Alert?
    let nameField = TextField()
    let companyField = TextField()
    /// The form and the visitor list, scrolled by a finger's drag.
    let scroll: ScrollView
    private let list = VStackNode(spacing: 0, alignment: .fill)
    private let window: AppWindow
    private let locale: InterfaceLocale
    private let strings: StringsCatalog
    private(set) var visitors: [Visitor] = []

    init(context: AppContext) {
        window = context.window
        locale = context.environment.locale
        strings = CheckInText.catalog(context: context)
        let content = VStackNode(spacing: 12, alignment: .fill)
        scroll = ScrollView(content: content)
        let page = NavigationPage(title: strings.string(.title, locale: locale), content: scroll)
        page.background = .color(.system(.systemGroupedBackground))
        root = NavigationStack(root: page)
        root.prefersLargeTitles = true

        nameField.placeholder = text(.name)
        companyField.placeholder = text(.company)
        let button = Button(title: text(.checkIn), style: .filled, size: .large, role: .primary)
        button.addAction { [unowned self] _ in checkIn() }
        let form = card([nameField, companyField, button])

        let header = TextNode(TableHeaderFooterView.groupedHeaderText(text(.today)), style: .footnote, color: .secondaryLabel)
        header.accessibilityLabel = text(.today)
        header.padding = EdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16)
        list.background = .color(.system(.secondarySystemGroupedBackground))
        list.cornerRadius = 10
        list.clipsToBounds = true

        content.padding = EdgeInsets(top: 8, leading: 20, bottom: 24, trailing: 20)
        for node in [form, header, list] as [Node] { content.addChild(node) }
        showVisitors()
    }

    /// The visitors saved by the previous run.
    func restore(_ saved: [Visitor]) {
        visitors = saved
        showVisitors()
    }

    /// Checks in whoever is typed in the form: adds them to the list, clears the form, and
    /// confirms with an alert; with no name, an alert asks for one.
    func checkIn() {
        let name = nameField.text.trimmingSpaces()
        guard !name.isEmpty else {
            present(Alert(title: text(.missingName)))
            return
        }
        visitors.append(Visitor(name: name, company: companyField.text.trimmingSpaces()))
        nameField.text = ""
        companyField.text = ""
        showVisitors()
        present(Alert(title: strings.string(.welcome, locale: locale, .text(name)),
                      message: text(.hostNotified)))
    }

    /// The text of `key` in the kiosk's locale.
    private func text(_ key: CheckInText) -> String { strings.string(key, locale: locale) }

    /// Shows `alert` with its one button, OK (HIG §1.6: a single button is the default one;
    /// Return or Escape dismisses it too).
    private func present(_ alert: Alert) {
        alert.addAction(AlertAction(text(.ok), role: .cancel))
        self.alert = alert
        window.present(alert)
    }

    private func showVisitors() {
        list.removeAllChildren()
        guard !visitors.isEmpty else {
            let row = ListRow(text(.nobodyYet))
            row.titleNode.color = .secondaryLabel
            row.showsSeparator = false
            list.addChild(row)
            return
        }
        for (index, visitor) in visitors.enumerated().reversed() {
            let company = TextNode(visitor.company, style: .body, color: .secondaryLabel)
            let row = ListRow(visitor.name, accessory: visitor.company.isEmpty ? nil : company)
            row.showsSeparator = index != 0
            list.addChild(row)
        }
    }

    /// A rounded group of `nodes`, as an inset grouped table section draws it.
    private func card(_ nodes: [Node]) -> VStackNode {
        let stack = VStackNode(spacing: 12, alignment: .fill)
        stack.padding = EdgeInsets(16)
        stack.background = .color(.system(.secondarySystemGroupedBackground))
        stack.cornerRadius = 10
        for node in nodes { stack.addChild(node) }
        return stack
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
