import Scanout
import Runtime
import ScanoutAppTesting
import Testing

@testable import SettingsApp

/// Settings › Accessibility: its rows in the four languages, each switch changing the running
/// app's environment, Larger Text in whole steps, VoiceOver turning the host's reader on and
/// off, and the choices kept between runs.
@MainActor
@Suite("The settings app's Accessibility page")
struct SettingsAccessibilityTests {
    /// Opens Accessibility (the second row of the second group).
    func open(_ app: RunningSettings) throws -> SettingsAccessibilityPage {
        try app.tapRow(1, 1, in: app.screens.root.table)
        return try #require(app.screens.controller(of: .accessibility, as: SettingsAccessibilityPage.self))
    }

    /// The titles of the page's list rows, top to bottom.
    func rowTitles(_ node: Node) -> [String] {
        var titles: [String] = []
        func visit(_ n: Node) {
            if let row = n as? ListRow { titles.append(row.titleNode.text) }
            for child in n.children { visit(child) }
        }
        visit(node)
        return titles
    }

    func firstRow(in node: Node) -> ListRow? {
        if let row = node as? ListRow { return row }
        for child in node.children { if let row = firstRow(in: child) { return row } }
        return nil
    }

    @Test("The page's rows, in iOS's order, in English, Arabic, Hebrew and Japanese", arguments: [
        ("en", "Accessibility", ["VoiceOver", "Bold Text", "Button Shapes", "On/Off Labels", "Increase Contrast",
                                 "Reduce Transparency", "Reduce Motion"]),
        ("ar", "تسهيلات الاستخدام", ["VoiceOver", "نص غامق", "أشكال الأزرار", "تسميات التشغيل/الإيقاف", "زيادة التباين",
                                    "تقليل الشفافية", "تقليل الحركة"]),
        ("he", "נגישות", ["VoiceOver", "טקסט מודגש", "צורות כפתורים", "תוויות הפעלה/כיבוי", "הגברת ניגודיות", "הפחתת שקיפות",
                          "הפחתת תנועה"]),
        ("ja", "アクセシビリティ", ["VoiceOver", "文字を太くする", "ボタンの形", "オン/オフラベル", "コントラストを上げる", "透明度を下げる",
                             "視差効果を減らす"]),
    ])
    func rows(language: String, title: String, titles: [String]) throws {
        let app = try RunningSettings(store: nil, language: language)
        let rootCell = try #require(app.screens.root.table.cellForRow(at: TableIndexPath(row: 1, section: 1)))
        #expect(rootCell.textLabel.text == title)
        let page = try open(app)
        #expect(app.screens.stack.topPage.navigationItem.title == title)
        #expect(rowTitles(page.content) == titles)
        #expect(page.switches.values.allSatisfy { !$0.isOn })
        #expect(page.voiceOver.valueNode.text == app.screens.model.text(.off), "the VoiceOver row says the reader is off")
        #expect(page.textSize.value == Double(TextSize.large.rawValue))
    }

    @Test("Each switch changes the running app at once: its views, its modals' presenter, and the state saved")
    func switchesApply() throws {
        let app = try RunningSettings(store: nil)
        let page = try open(app)
        let presenter = app.instance.context.window.presenter
        let cases: [(SettingsAccessibilityPage.Toggle, (EnvironmentValues) -> Bool)] = [
            (.boldText, \.boldText), (.buttonShapes, \.buttonShapes), (.onOffLabels, \.showsOnOffLabels),
            (.increaseContrast, \.increaseContrast), (.reduceTransparency, \.reduceTransparency),
            (.reduceMotion, \.reduceMotion),
        ]
        for (toggle, read) in cases {
            let control = try #require(page.switches[toggle])
            #expect(!read(page.content.environment), "\(toggle) off at first")
            try app.tap(control)
            #expect(control.isOn, "\(toggle) switched")
            #expect(read(page.content.environment), "\(toggle) applies to the page")
            #expect(read(presenter.environment), "\(toggle) applies to the whole window")
            #expect(app.state.accessibility[keyPath: toggle.field] == true)
        }
        // Bold Text reached the text: the page's own rows are set semibold.
        let row = try #require(firstRow(in: page.content))
        #expect(row.titleNode.paragraphStyle.font.weight == .semibold)
        try app.tap(try #require(page.switches[.boldText]))
        #expect(!page.content.environment.boldText && app.state.accessibility.boldText == false)
    }

    @Test("Larger Text moves in whole sizes and sets the app's text size")
    func largerText() throws {
        let app = try RunningSettings(store: nil)
        let page = try open(app)
        page.textSize.setValue(8.4, animated: false)
        page.textSize.sendActions()
        app.session.run()
        #expect(page.textSize.value == 8)
        #expect(app.state.accessibility.textSize == "accessibility-large")
        #expect(page.content.environment.textSize == .accessibilityLarge)
    }

    @Test("The VoiceOver row opens the VoiceOver page, whose switch turns the host's screen reader on and off; with no speech output it stays off")
    func voiceOver() throws {
        let app = try RunningSettings(store: nil)
        let page = try open(app)
        try app.tap(page.voiceOver.row)
        let voiceOver = try #require(app.screens.controller(of: .voiceOver, as: SettingsVoiceOverPage.self))
        #expect(app.screens.stack.topPage.navigationItem.title == "VoiceOver")
        try app.tap(voiceOver.voiceOver)
        #expect(app.session.host.screenReader == nil && !voiceOver.voiceOver.isOn, "the host has no speech: the switch goes back")
        #expect(page.voiceOver.valueNode.text == "Off")
        app.session.host.screenReaderSpeech = { SpeechTranscript() }
        voiceOver.voiceOver.setOn(true, animated: false)
        voiceOver.voiceOver.sendActions()
        #expect(app.session.host.screenReader != nil && app.instance.context.isScreenReaderRunning)
        #expect(page.voiceOver.valueNode.text == "On", "the Accessibility page's row follows")
        #expect(page.voiceOver.row.accessibilityValue == "On")
        voiceOver.voiceOver.setOn(false, animated: false)
        voiceOver.voiceOver.sendActions()
        #expect(app.session.host.screenReader == nil)
        #expect(page.voiceOver.valueNode.text == "Off")
    }

    @Test("The runtime's settings show on the switches until the user changes them, and the user's come back next run")
    func runtimeAndSavedSettings() throws {
        let folder = try StateFolder()
        let store = AppStateStore(folder: folder.path)
        do {
            let app = try RunningSettings(store: store)
            var board = AccessibilitySettingsOverrides()
            board.increaseContrast = true
            app.session.host.accessibilityOverrides = board
            let page = try open(app)
            #expect(page.switches[.increaseContrast]?.isOn == true, "the board's setting shows")
            try app.tap(try #require(page.switches[.reduceMotion]))
            #expect(app.state.accessibility.reduceMotion == true && app.state.accessibility.increaseContrast == nil)
            app.instance.terminate()
        }
        let again = try RunningSettings(store: store)
        #expect(again.state.accessibility.reduceMotion == true)
        #expect(again.instance.context.window.presenter.environment.reduceMotion)
    }

    @Test("At every text size the first screen cuts nothing off on a phone, and its rows only grow with the size")
    func everyTextSizeNotClipped() throws {
        let fonts = try TestFonts.system()
        let size = PixelSize(width: 390, height: 844)
        var previous: Double = 0
        for textSize in TextSize.allCases {
            var environment = EnvironmentValues()
            environment.textSize = textSize
            let app = Settings()
            let instance = AppInstance(app, configuration: AppConfiguration(pixelSize: size, environment: environment, stateStore: nil))
            instance.useFonts(fonts)
            let session = HeadlessSession(content: instance, pixelSize: size, fonts: fonts)
            instance.attach(to: session.host)
            instance.launch()
            session.run()
            let clipped = ClippingAudit.clippedElements(in: instance.scene)
            #expect(clipped.isEmpty, "\(textSize.name): \(clipped.prefix(6))")
            let screens = try #require(app.screens)
            let height = screens.root.table.rectForRow(at: TableIndexPath(row: 0, section: 0)).height
            #expect(height >= max(previous, 44) - 0.5, "\(textSize.name): the first row is \(height) pt, \(previous) pt a size smaller")
            previous = height
        }
    }

    @Test("At Accessibility XXXL with Bold Text, the first screen and the Accessibility page cut nothing off on a phone and a 800×480 panel",
          arguments: [PixelSize(width: 390, height: 844), PixelSize(width: 800, height: 480)])
    func largestTextNotClipped(size: PixelSize) throws {
        var environment = EnvironmentValues()
        environment.textSize = .accessibilityExtraExtraExtraLarge
        environment.boldText = true
        let app = Settings()
        let instance = AppInstance(app, configuration: AppConfiguration(pixelSize: size, environment: environment, stateStore: nil))
        let fonts = try TestFonts.system()
        instance.useFonts(fonts)
        let session = HeadlessSession(content: instance, pixelSize: size, fonts: fonts)
        instance.attach(to: session.host)
        instance.launch()
        session.run()
        var clipped = ClippingAudit.clippedElements(in: instance.scene)
        #expect(clipped.isEmpty, "root at \(size): \(clipped.prefix(6))")
        let screens = try #require(app.screens)
        screens.stack.push(screens.makePage(.accessibility), animated: false)
        session.run()
        clipped = ClippingAudit.clippedElements(in: instance.scene)
        #expect(clipped.isEmpty, "Accessibility at \(size): \(clipped.prefix(6))")
        // Rows grew with the text: the root's first row is taller than the 44 pt minimum.
        #expect(screens.root.table.rectForRow(at: TableIndexPath(row: 0, section: 0)).height > 60)
    }
}
