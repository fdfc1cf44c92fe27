import Scanout

/// The app's navigation: the root table in a navigation stack with a large title, and the
/// pages its rows push, each made on demand (also by the state restoration, which asks for the
/// pages saved in the stack) and registered so that its scroll position is saved too.
@MainActor
final class SettingsScreens {
    let model: SettingsModel
    let context: AppContext
    let root: SettingsRootTable
    let stack: NavigationStack
    /// The pages on the stack and their controllers (tables hold their data sources weakly).
    private var controllers: [SettingsPage: AnyObject] = [:]

    init(model: SettingsModel, context: AppContext) {
        self.model = model
        self.context = context
        root = SettingsRootTable(model: model)
        let page = NavigationPage(title: model.text(.settings), content: root.table)
        stack = NavigationStack(root: page)
        stack.prefersLargeTitles = true
        context.restoration.identify(page, as: "settings")
        context.restoration.register(root.table, as: "settings.list")
        context.restoration.register(stack, as: "main") { [unowned self] id in
            SettingsPage(rawValue: id).map { makePage($0) }
        }
        root.onSelect = { [unowned self] page in
            guard !stack.isTransitioning else { return }
            stack.push(makePage(page))
        }
        model.onChange.append { [unowned self] _ in
            applyAppearance()
            applyAccessibility()
        }
        applyAppearance()
        applyAccessibility()
    }

    /// The controller of `page` while it was made last (tests and the app's own refreshes).
    func controller<T: AnyObject>(of page: SettingsPage, as type: T.Type) -> T? { controllers[page] as? T }

    /// Makes `page` (its controller kept while the app runs), identified for restoration.
    func makePage(_ page: SettingsPage) -> NavigationPage {
        let title: String
        let content: ScrollView
        switch page {
        case .wifi:
            let wifi = Switch(isOn: model.state.wifi)
            wifi.name = "wifi switch"
            let table = SettingsChoiceTable(
                choices: SettingsState.networks, header: model.text(.networks), master: (model.text(.wifi), wifi),
                title: { $0 }, current: { [unowned self] in model.state.network },
                choose: { [unowned self] network in model.update { $0.network = network } })
            wifi.addAction { [unowned self, unowned table] _ in
                let on = wifi.isOn
                model.update { $0.wifi = on }
                table.table.reloadData()
            }
            controllers[page] = table
            (title, content) = (model.text(.wifi), table.table)
        case .autoLock:
            let table = SettingsChoiceTable(
                choices: SettingsState.autoLockChoices, title: { [model] in model.autoLockTitle($0) },
                current: { [unowned self] in model.state.autoLockSeconds },
                choose: { [unowned self] seconds in model.update { $0.autoLockSeconds = seconds } })
            controllers[page] = table
            (title, content) = (model.text(.autoLock), table.table)
        case .about:
            let table = SettingsAboutTable(model: model, context: context)
            controllers[page] = table
            (title, content) = (model.text(.about), table.table)
        case .display:
            let display = SettingsDisplayPage(model: model)
            controllers[page] = display
            (title, content) = (model.text(.displayBrightness), display.content)
        case .accessibility:
            let accessibility = SettingsAccessibilityPage(model: model, runtime: context.environment.accessibility,
                                                          context: context)
            accessibility.voiceOver.onSelect = { [unowned self] in
                guard !stack.isTransitioning else { return }
                stack.push(makePage(.voiceOver))
            }
            controllers[page] = accessibility
            (title, content) = (model.text(.accessibility), accessibility.content)
        case .voiceOver:
            let voiceOver = SettingsVoiceOverPage(model: model, context: context)
            voiceOver.onReaderChange = { [unowned self] in
                let value = model.text(context.isScreenReaderRunning ? .on : .off)
                controller(of: .accessibility, as: SettingsAccessibilityPage.self)?.voiceOver.setValue(value)
            }
            controllers[page] = voiceOver
            (title, content) = (model.text(.voiceOver), voiceOver.content)
        case .sounds:
            let sounds = SettingsSoundsPage(model: model)
            controllers[page] = sounds
            (title, content) = (model.text(.sounds), sounds.content)
        case .dateTime:
            let dateTime = SettingsDateTimePage(model: model)
            controllers[page] = dateTime
            (title, content) = (model.text(.dateTime), dateTime.content)
        }
        let navigationPage = NavigationPage(title: title, content: content)
        navigationPage.navigationItem.largeTitleDisplayMode = .never
        context.restoration.identify(navigationPage, as: page.rawValue)
        context.restoration.register(content, as: "\(page.rawValue).list")
        return navigationPage
    }

    /// The screen's size changed: values that show it are read again.
    func sizeDidChange() {
        controller(of: .about, as: SettingsAboutTable.self)?.table.reloadData()
    }

    /// Draws the whole app (its modals and keyboard too) with the display settings the user
    /// changed on the Accessibility page, over the runtime's, and makes its keyboard click or
    /// not as Sounds › Keyboard Feedback › Sound says.
    private func applyAccessibility() {
        let presenter = context.window.presenter
        let overrides = model.state.accessibility.overrides
        if presenter.environmentOverrides.accessibility != overrides {
            presenter.environmentOverrides.accessibility = overrides
        }
        let clicks: Bool? = model.state.keyboardClicks ? nil : false
        if presenter.environmentOverrides.playsKeyboardClicks != clicks {
            presenter.environmentOverrides.playsKeyboardClicks = clicks
        }
    }

    /// Shows the app in the appearance the user chose (Automatic: the runtime's).
    private func applyAppearance() {
        let scheme: ColorScheme? = switch model.state.appearance {
        case .automatic: nil
        case .light: .light
        case .dark: .dark
        }
        if stack.environmentOverrides.colorScheme != scheme { stack.environmentOverrides.colorScheme = scheme }
    }
}
