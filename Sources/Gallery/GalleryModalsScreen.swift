import Scanout

/// The modals screen (HIG §1.5–1.9, §1.19): an alert, a risky alert, an action sheet and a
/// notification alert shown in place as specimens, buttons that present each one for real (and
/// the Compose modal view), and the info buttons, one of which flips to a settings back side.
///
/// The live modals go through the ``ModalPresenter`` around the gallery (found with
/// ``Node/modalPresenter``): one at a time, dimming, Escape and Return by role.
@MainActor
enum GalleryModalsScreen {
    /// The screen's sections; `record` hears what each button did.
    static func sections(language: GalleryLanguage, focus: FocusRequest,
                         record: @escaping @MainActor (String) -> Void) -> [Node] {
        func text(_ key: GalleryModalText) -> String { key.localized(language) }
        func action(_ key: GalleryModalText, _ role: AlertAction.Role = .default) -> AlertAction {
            AlertAction(text(key), role: role) { record("modal \(key.rawValue)") }
        }
        func benignAlert() -> Alert {
            let alert = Alert(title: text(.sendFailedTitle), message: text(.sendFailedMessage))
            alert.addAction(action(.cancel, .cancel))
            alert.addAction(action(.retry))
            return alert
        }
        func riskyAlert() -> Alert {
            let alert = Alert(title: text(.deleteTitle), message: text(.deleteMessage))
            alert.addAction(action(.cancel, .cancel))
            alert.addAction(action(.delete, .destructive))
            return alert
        }
        func sheet() -> ActionSheet {
            let sheet = ActionSheet(title: text(.draft))
            sheet.addAction(action(.deleteDraft, .destructive))
            sheet.addAction(action(.saveDraft))
            sheet.addAction(action(.cancel, .cancel))
            return sheet
        }
        func notification() -> NotificationAlert {
            let note = NotificationAlert(appName: text(.calendar), message: text(.meetingMessage),
                                         actionTitle: text(.view), closeTitle: text(.close))
            note.onView = { record("notification view") }
            return note
        }
        func compose() -> ModalView {
            let form = VStackNode(alignment: .fill)
            for key in [GalleryModalText.to, .subject] { form.addChild(ListRow(text(key), accessory: nil)) }
            let view = ModalView(title: text(.newMessage), content: form, doneTitle: text(.send), cancelTitle: text(.cancel))
            view.onDone = { record("compose send") }
            view.onCancel = { record("compose cancel") }
            return view
        }
        func show(_ key: GalleryModalText, _ make: @escaping @MainActor () -> ModalNode) -> Button {
            let button = Button(title: text(key), style: .gray, size: .small)
            button.name = "show \(key.rawValue)"
            button.addAction { control in
                record("show \(key.rawValue)")
                control.modalPresenter?.present(make())
            }
            return button
        }
        /// A specimen: the modal drawn in place, inert (nothing presents it), at most `width` wide
        /// (narrower on a narrow screen), on the dimming it is
        /// seen over when presented.
        func specimen(_ modal: ModalNode, width: Double) -> Node {
            modal.horizontalSizing = .fit(maximum: width)
            let backdrop = OverlayNode(alignment: .center, children: [modal])
            backdrop.background = .color(.dynamic(light: Color(white: 0, alpha: ControlMetrics.modalDimmingAlphaLight),
                                                  dark: Color(white: 0, alpha: ControlMetrics.modalDimmingAlphaDark)))
            backdrop.padding = EdgeInsets(12)
            backdrop.cornerRadius = 10
            backdrop.cornerStyle = .continuous
            backdrop.isUserInteractionEnabled = false
            return backdrop
        }

        let alerts = GallerySection(title: text(.alerts), rows: [
            specimen(benignAlert(), width: ControlMetrics.alertWidth),
            specimen(riskyAlert(), width: ControlMetrics.alertWidth),
            GalleryRow([show(.showAlert, benignAlert), show(.showRiskyAlert, riskyAlert)]),
        ])
        let sheets = GallerySection(title: text(.actionSheets), rows: [
            specimen(sheet(), width: 320),
            GalleryRow([show(.showSheet, sheet)]),
        ])
        let notifications = GallerySection(title: text(.notifications), rows: [
            specimen(notification(), width: ControlMetrics.alertWidth),
            GalleryRow([show(.showNotification, notification)]),
        ])

        // Each variant on the background it is made for (HIG §1.19), in both appearances; iOS
        // 17/18 draws both in the button's colour: the tint on the light card, white on the dark.
        let onLight = InfoButton(variant: .dark)
        onLight.name = "info dark"
        let lightCard = Node()
        lightCard.background = .color(.fixed(Color(white: 0.95)))
        lightCard.cornerRadius = 10
        lightCard.horizontalSizing = .fixed(88)
        lightCard.verticalSizing = .fixed(44)
        let onLightRow = OverlayNode(alignment: .center, children: [lightCard, onLight])
        let darkCard = Node()
        darkCard.background = .color(.fixed(Color(hex: 0x0B2545)))
        darkCard.cornerRadius = 10
        darkCard.horizontalSizing = .fixed(88)
        darkCard.verticalSizing = .fixed(44)
        let onDark = InfoButton(variant: .light)
        onDark.name = "info light"
        onDark.color = .fixed(.white)
        let onDarkRow = OverlayNode(alignment: .center, children: [darkCard, onDark])
        for button in [onLight, onDark] {
            button.addAction { control in
                record("info")
                let units = ListRow(text(.units), accessory: nil)
                control.modalPresenter?.present(ModalView(title: text(.settings), content: units, doneTitle: text(.done),
                                                          cancelTitle: nil, transitionStyle: .flipHorizontal))
            }
        }
        let modalViews = GallerySection(title: text(.modalViews), rows: [
            GalleryRow([show(.compose, compose)]),
        ])
        let info = GallerySection(title: text(.infoButtons), rows: [GalleryRow([onLightRow, onDarkRow], spacing: 24)])
        return [alerts, sheets, notifications, modalViews, info]
    }
}
