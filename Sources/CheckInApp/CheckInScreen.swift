import Scanout

/// The kiosk's one screen: a large title, the form (name, company, Check In), a confirmation
/// card once someone has checked in, and the list of today's visitors.
///
/// The confirmation is an inline card rather than an alert: no alert control is on main yet.
@MainActor
final class CheckInScreen {
    let root: VStackNode
    let nameField = TextField()
    let companyField = TextField()
    private let list = VStackNode(spacing: 0, alignment: .fill)
    private let confirmation = TextNode("", style: .body)
    private let confirmationCard = VStackNode(spacing: 4, alignment: .fill)
    private let locale: String
    private(set) var visitors: [Visitor] = []

    init(locale: String, focus: FocusSystem) {
        self.locale = locale
        root = VStackNode(spacing: 0, alignment: .fill)
        root.background = .color(.system(.systemGroupedBackground))
        let title = TextNode(CheckInText.title.localized(locale), style: .largeTitle)
        title.font = Font(pointSize: TextStyle.largeTitle.pointSize(), weight: .bold)
        title.padding = EdgeInsets(top: 12, leading: 20, bottom: 8, trailing: 20)
        title.maximumLines = 1

        nameField.placeholder = CheckInText.name.localized(locale)
        companyField.placeholder = CheckInText.company.localized(locale)
        let button = Button(title: CheckInText.checkIn.localized(locale), style: .filled, size: .large, role: .primary)
        button.addAction { [unowned self] _ in checkIn() }
        let form = card([nameField, companyField, button])

        confirmation.maximumLines = 2
        confirmationCard.addChild(confirmation)
        confirmationCard.padding = EdgeInsets(horizontal: 16, vertical: 12)
        confirmationCard.background = .color(.system(.secondarySystemGroupedBackground))
        confirmationCard.cornerRadius = 10
        confirmationCard.isHidden = true

        let header = TextNode(CheckInText.today.localized(locale), style: .footnote, color: .secondaryLabel)
        header.padding = EdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16)
        list.background = .color(.system(.secondarySystemGroupedBackground))
        list.cornerRadius = 10
        list.clipsToBounds = true

        let content = VStackNode(spacing: 12, alignment: .fill)
        content.padding = EdgeInsets(top: 8, leading: 20, bottom: 24, trailing: 20)
        for node in [form, confirmationCard, header, list] as [Node] { content.addChild(node) }
        let scroll = ScrollNode(content: content)
        scroll.verticalSizing = .flexible()
        scroll.clipsToBounds = true
        root.addChild(title)
        root.addChild(scroll)
        focus.controls = [nameField, companyField, button]
        nameField.focusSystem = focus
        companyField.focusSystem = focus
        showVisitors()
    }

    /// The visitors saved by the previous run.
    func restore(_ saved: [Visitor]) {
        visitors = saved
        showVisitors()
    }

    /// Checks in whoever is typed in the form: adds them to the list, clears the form, and
    /// confirms; with no name, asks for one.
    func checkIn() {
        let name = nameField.text.trimmingSpaces()
        guard !name.isEmpty else {
            confirmation.text = CheckInText.missingName.localized(locale)
            confirmationCard.isHidden = false
            return
        }
        visitors.append(Visitor(name: name, company: companyField.text.trimmingSpaces()))
        nameField.text = ""
        companyField.text = ""
        confirmation.text = "\(CheckInText.welcome.localized(locale)), \(name). \(CheckInText.hostNotified.localized(locale))"
        confirmationCard.isHidden = false
        showVisitors()
    }

    private func showVisitors() {
        list.removeAllChildren()
        guard !visitors.isEmpty else {
            let row = ListRow(CheckInText.nobodyYet.localized(locale))
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
