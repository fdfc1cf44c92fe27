import Devices
import Runtime
@testable import Apps
import Scanout
import Testing

/// `--status-bar` (docs/screenshots.md): the parts, the defaults, the errors, and the command
/// lines that take it.
@MainActor
@Suite("Status bar option")
struct StatusBarOptionTests {
    @Test("Alone or empty it is iOS's 9:41 with full Wi-Fi and battery; each part replaces its default")
    func parts() throws {
        #expect(try StatusBarStatus(option: "") == .screenshot)
        #expect(try StatusBarStatus(option: "Default") == .screenshot)
        #expect(try StatusBarStatus(option: "time=9:41,battery=100,wifi=3") == .screenshot)
        #expect(try StatusBarStatus(option: "time=21:05") == StatusBarStatus(
            time: StatusBarTime(hour: 21, minute: 5), network: .wifi(bars: 3), battery: StatusBarBattery(level: 100, isCharging: false)))
        #expect(try StatusBarStatus(option: " battery=15 , charging ") == StatusBarStatus(
            time: StatusBarTime(hour: 9, minute: 41), network: .wifi(bars: 3), battery: StatusBarBattery(level: 15, isCharging: true)))
        #expect(try StatusBarStatus(option: "charging=yes,battery=7") == StatusBarStatus(
            time: StatusBarTime(hour: 9, minute: 41), network: .wifi(bars: 3), battery: StatusBarBattery(level: 7, isCharging: true)))
        #expect(try StatusBarStatus(option: "battery=none,network=ethernet") == StatusBarStatus(
            time: StatusBarTime(hour: 9, minute: 41), network: .ethernet, battery: nil))
        #expect(try StatusBarStatus(option: "network=none,time=0:00").network == StatusBarNetwork.none)
        #expect(try StatusBarStatus(option: "wifi=0,network=wifi").network == .wifi(bars: 0))
        #expect(try StatusBarStatus(option: "TIME=23:59").time == StatusBarTime(hour: 23, minute: 59))
    }

    @Test("Bad values are errors that name the part and what it takes")
    func errors() {
        func error(_ text: String) -> String {
            do {
                _ = try StatusBarStatus(option: text)
                return "no error"
            } catch {
                return error.description
            }
        }
        #expect(error("time=24:00") == "--status-bar: time must be a 24-hour time from 0:00 to 23:59, such as 9:41, not “24:00”")
        #expect(error("time=9:4") == "--status-bar: time must be a 24-hour time from 0:00 to 23:59, such as 9:41, not “9:4”")
        #expect(error("time") == "--status-bar: time must be a 24-hour time from 0:00 to 23:59, such as 9:41, not “”")
        #expect(error("battery=101") == "--status-bar: battery must be a percentage from 0 to 100, or none, not “101”")
        #expect(error("battery=-5") == "--status-bar: battery must be a percentage from 0 to 100, or none, not “-5”")
        #expect(error("battery=٥٠") == "--status-bar: battery must be a percentage from 0 to 100, or none, not “٥٠”")
        #expect(error("wifi=4") == "--status-bar: wifi must be a number of bars from 0 to 3, not “4”")
        #expect(error("network=5g") == "--status-bar: network must be wifi, ethernet or none, not “5g”")
        #expect(error("charging=maybe") == "--status-bar: charging must be yes or no (or `charging` alone), not “maybe”")
        #expect(error("signal=3").hasPrefix("--status-bar: “signal” is not a part of the status bar; use time=H:MM"))
        #expect(error("wifi=1,wifi=2") == "--status-bar: wifi is given twice")
        #expect(error("wifi=2,network=ethernet") == "--status-bar: wifi and network contradict each other")
        #expect(error("battery=none,charging") == "--status-bar: charging and battery=none contradict each other")
        #expect(error("time=9:41,,wifi=3") == "--status-bar: “time=9:41,,wifi=3” has an empty part between commas")
    }

    @Test("An app's command line: --status-bar with parts, alone (last or before another option), and a bad one exits 64")
    func appCommandLine() throws {
        let given = try AppLaunchOptions(parsing: ["--screenshot", "a.png", "--status-bar", "time=12:30,wifi=2"])
        #expect(given.statusBar?.time == StatusBarTime(hour: 12, minute: 30) && given.statusBar?.network == .wifi(bars: 2))
        #expect(try AppLaunchOptions(parsing: ["--screenshot", "a.png", "--status-bar"]).statusBar == .screenshot)
        #expect(try AppLaunchOptions(parsing: ["--status-bar", "--headless"]).statusBar == .screenshot)
        #expect(try AppLaunchOptions(parsing: ["--status-bar=battery=40"]).statusBar?.battery?.level == 40)
        #expect(try AppLaunchOptions(parsing: ["--headless"]).statusBar == nil)
        #expect(try AppLaunchOptions(parsing: ["--status-bar", "default"]).statusBar == .screenshot)
        do {
            _ = try AppLaunchOptions(parsing: ["--status-bar", "wifi=9"])
            Issue.record("a bad value must fail")
        } catch {
            #expect(error.exitCode == 64)
            #expect(error.message.contains("--status-bar: wifi must be a number of bars from 0 to 3, not “9”"), "\(error.message)")
        }
        #expect(StatusBarStatus.expandingBareOption(["--status-bar", "--headless", "--status-bar"])
            == ["--status-bar=default", "--headless", "--status-bar=default"])
        #expect(StatusBarStatus.expandingBareOption(["--status-bar", "wifi=1"]) == ["--status-bar", "wifi=1"])
    }

    @Test("--status-bar shows the bar with its values whatever the board says; without it the board decides")
    func configuration() throws {
        let off = try BoardProfile(parsing: "status-bar = off")
        var fixed = AppConfiguration(pixelSize: PixelSize(width: 320, height: 480))
        let status = try StatusBarStatus(option: "time=18:00,battery=30")
        fixed.useStatusBar(of: off, headless: true, fixed: status)
        #expect(fixed.statusBarSource?.read().status == status)
        #expect(fixed.statusBarSource?.secondsUntilNextRead() == nil, "fixed: never read again")
        var plain = AppConfiguration(pixelSize: PixelSize(width: 320, height: 480))
        plain.useStatusBar(of: off, headless: true)
        #expect(plain.statusBarSource == nil)
        var launch = AppLaunchOptions()
        launch.statusBar = status
        launch.headless = true
        let instance = AppRunner.makeInstance(InboxApp(), options: launch)
        #expect(instance.statusBar?.bar.status == status)
    }
}
