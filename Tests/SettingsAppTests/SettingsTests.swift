import FoundationEssentials
import Glibc
import Scanout
import Runtime
import ScanoutAppTesting
import Testing

@testable import SettingsApp

/// A temporary state folder, removed at the end of the test.
final class StateFolder {
    let path: String

    init() throws {
        var template = Array("/tmp/scanout-settings-XXXXXX".utf8CString)
        path = try #require(template.withUnsafeMutableBufferPointer { $0.baseAddress.flatMap { mkdtemp($0) } }
            .map { String(cString: $0) })
    }

    deinit {
        for name in ["settings.state.json", "settings.state.json.corrupt"] { unlink(path + "/" + name) }
        rmdir(path)
    }
}

/// The settings app running headless on the virtual clock, 320×640 points, touched through
/// touch scripts as a finger would.
@MainActor
final class RunningSettings {
    let app = Settings()
    let instance: AppInstance
    let session: HeadlessSession
    var log: [String] = []

    init(store: AppStateStore?, language: String = "en") throws {
        var environment = EnvironmentValues()
        environment.locale = try InterfaceLocale(language)
        environment.layoutDirection = environment.locale.layoutDirection
        instance = AppInstance(app, configuration: AppConfiguration(pixelSize: PixelSize(width: 320, height: 640),
                                                                     environment: environment, stateStore: store))
        let fonts = try TestFonts.system()
        instance.useFonts(fonts)
        session = HeadlessSession(content: instance, pixelSize: PixelSize(width: 320, height: 640), fonts: fonts)
        instance.log = { [unowned self] in log.append($0) }
        instance.attach(to: session.host)
        instance.launch()
        session.run()
    }

    var screens: SettingsScreens { app.screens! }
    var state: SettingsState { screens.model.state }

    /// Plays `script` and runs until everything has settled.
    func play(_ script: String) throws {
        session.play(try TouchScript(script))
        session.run()
    }

    /// Taps the middle of `node`.
    func tap(_ node: Node) throws {
        let centre = node.convert(Point(x: node.bounds.width / 2, y: node.bounds.height / 2), to: nil)
        try play("tap \(Int(centre.x)),\(Int(centre.y))\nwait 1")
    }

    /// Taps the root table's row `row` of `section`.
    func tapRow(_ section: Int, _ row: Int, in table: TableView) throws {
        try tap(try #require(table.cellForRow(at: TableIndexPath(row: row, section: section)), "row \(section).\(row) on screen"))
    }
}

@MainActor
@Suite("The settings example app")
struct SettingsTests {
    @Test("Rows push their pages; a slider, a segmented control and switches change the settings, and the appearance applies at once")
    func displayPage() throws {
        let app = try RunningSettings(store: nil)
        #expect(app.screens.stack.pages.count == 1)
        try app.tapRow(1, 0, in: app.screens.root.table)
        #expect(app.screens.stack.pages.count == 2, "Display & Brightness pushed")
        #expect(app.screens.stack.topPage.navigationItem.title == "Display & Brightness")
        let display = try #require(app.screens.controller(of: .display, as: SettingsDisplayPage.self))

        // Drag the brightness thumb to the leading end of its track.
        let slider = display.brightness
        let thumb = slider.convert(slider.thumbCentre(atFraction: slider.fraction(of: slider.value)), to: nil)
        let start = slider.convert(Point(x: slider.trackRect.minX, y: slider.bounds.height / 2), to: nil)
        try app.play("drag \(Int(thumb.x)),\(Int(thumb.y)) \(Int(start.x) - 30),\(Int(thumb.y)) duration=0.3\nwait 1")
        #expect(app.state.brightness < 0.05, "brightness \(app.state.brightness)")

        // “Dark”, the third segment.
        let segments = display.appearance
        let dark = segments.convert(Point(x: segments.segmentRect(2).midX, y: segments.bounds.height / 2), to: nil)
        #expect(app.screens.stack.environment.colorScheme == .light)
        try app.play("tap \(Int(dark.x)),\(Int(dark.y))\nwait 1")
        #expect(app.state.appearance == .dark)
        #expect(app.screens.stack.environment.colorScheme == .dark, "the app is dark at once")
    }

    @Test("Wi-Fi: choosing a network puts a checkmark on it and its name on the first screen; off hides the networks")
    func wifi() throws {
        let app = try RunningSettings(store: nil)
        let rootTable = app.screens.root.table
        #expect(rootTable.cellForRow(at: TableIndexPath(row: 0, section: 0))?.detailTextLabel.text == "Workshop")
        try app.tapRow(0, 0, in: rootTable)
        let wifi = try #require(app.screens.controller(of: .wifi, as: SettingsChoiceTable<String>.self))
        try app.tapRow(1, 1, in: wifi.table)
        #expect(app.state.network == "Lobby Guest")
        let chosen = try #require(wifi.table.cellForRow(at: TableIndexPath(row: 1, section: 1)))
        if case .checkmark = chosen.accessory {} else { Issue.record("the chosen network has no checkmark") }
        if case .checkmark = try #require(wifi.table.cellForRow(at: TableIndexPath(row: 0, section: 1))).accessory {
            Issue.record("the old network kept its checkmark")
        }

        let master = try #require(wifi.master?.control)
        try app.tap(master)
        #expect(!app.state.wifi)
        #expect(wifi.table.numberOfRows(inSection: 1) == 0, "no networks while Wi-Fi is off")
        // Back on the first screen, the Wi-Fi row says Off.
        try app.tap(try #require(app.screens.stack.navigationBar.backButton))
        #expect(app.screens.stack.pages.count == 1)
        #expect(rootTable.cellForRow(at: TableIndexPath(row: 0, section: 0))?.detailTextLabel.text == "Off")
        try app.tapRow(0, 0, in: rootTable)
        let reopened = try #require(app.screens.controller(of: .wifi, as: SettingsChoiceTable<String>.self))
        #expect(reopened.table.numberOfRows(inSection: 1) == 0, "made again, the page shows Wi-Fi off")
        try app.tap(try #require(reopened.master?.control))
        #expect(reopened.table.numberOfRows(inSection: 1) == 3)
        try app.tap(try #require(app.screens.stack.navigationBar.backButton))
        #expect(rootTable.cellForRow(at: TableIndexPath(row: 0, section: 0))?.detailTextLabel.text == "Lobby Guest")
    }

    @Test("Date & Time: 24-Hour Time switches the picker's clock; turning Set Automatically off shows the picker")
    func dateAndTime() throws {
        let app = try RunningSettings(store: nil)
        try app.tapRow(2, 0, in: app.screens.root.table)
        let page = try #require(app.screens.controller(of: .dateTime, as: SettingsDateTimePage.self))
        #expect(page.pickerGroup.isHidden, "set automatically: no picker")
        #expect(!page.twentyFourHour.isOn, "US English: a 12-hour clock")
        #expect(page.picker.locale.usesTwelveHourClock)
        try app.tap(page.twentyFourHour)
        #expect(app.state.uses24HourTime == true)
        #expect(!page.picker.locale.usesTwelveHourClock)
        try app.tap(page.automatic)
        #expect(!app.state.setsTimeAutomatically)
        #expect(!page.pickerGroup.isHidden)
    }

    @Test("Every setting, the open page and its scroll position come back at the next launch")
    func restoresState() throws {
        let folder = try StateFolder()
        let store = AppStateStore(folder: folder.path)
        do {
            let app = try RunningSettings(store: store)
            try app.tapRow(0, 1, in: app.screens.root.table)  // the Bluetooth switch's row: the switch
            try app.tap(app.screens.root.bluetooth)
            #expect(app.state.bluetooth)
            try app.tapRow(1, 3, in: app.screens.root.table)  // Auto-Lock
            let autoLock = try #require(app.screens.controller(of: .autoLock, as: SettingsChoiceTable<Int>.self))
            try app.tapRow(0, 3, in: autoLock.table)  // 5 minutes
            #expect(app.state.autoLockSeconds == 300)
            app.instance.terminate()
            #expect(app.log.isEmpty, "\(app.log)")
        }
        let again = try RunningSettings(store: store)
        #expect(again.log.isEmpty, "\(again.log)")
        #expect(again.state.bluetooth && again.state.autoLockSeconds == 300)
        #expect(again.screens.root.bluetooth.isOn, "the switch shows the restored value")
        #expect(again.screens.stack.pages.count == 2 && again.screens.stack.topPage.navigationItem.title == "Auto-Lock",
                "the page that was open is open again")
        let autoLock = try #require(again.screens.controller(of: .autoLock, as: SettingsChoiceTable<Int>.self))
        if case .checkmark = try #require(autoLock.table.cellForRow(at: TableIndexPath(row: 3, section: 0))).accessory {} else {
            Issue.record("5 minutes is not checked after the restore")
        }
    }

    @Test("A state file from another version (unknown values, missing keys) loads what it can and keeps the defaults for the rest")
    func tolerantState() throws {
        let json = #"{"wifi": false, "network": "Gone", "autoLockSeconds": 7, "brightness": 4}"#
        let state = try JSONDecoder().decode(SettingsState.self, from: Data(json.utf8))
        #expect(!state.wifi)
        #expect(state.network == "Workshop", "a network not in range falls back")
        #expect(state.autoLockSeconds == 120, "an Auto-Lock that is not a choice falls back")
        #expect(state.brightness == 1, "clamped")
        #expect(state.volume == SettingsState().volume)
    }
}

/// Settings at the panel sizes boards ship: nothing cut off that scrolling cannot bring into view,
/// and a host that sleeps once the screen has settled.
@MainActor
@Suite("Settings at the common panel sizes")
struct SettingsPanelSizeTests {
    @Test("Nothing is clipped and nothing wakes the idle host at any common panel size, in English and in Arabic",
          arguments: ["en", "ar"])
    func nothingClippedNothingAwake(language: String) throws {
        var environment = EnvironmentValues()
        environment.locale = try InterfaceLocale(language)
        environment.layoutDirection = environment.locale.layoutDirection
        for size in PanelSizes.common {
            let shown = try SettledApp(Settings(), size: size, environment: environment)
            #expect(shown.clippedElements.isEmpty, "\(language) at \(size): \(shown.clippedElements.prefix(6))")
            #expect(shown.idleWakeUps(over: 2) == 0, "\(language) at \(size): woken by \(shown.frameRequesters)")
        }
    }
}
