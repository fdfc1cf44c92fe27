import Apps
import Devices
import Glibc
import Graphics
import Runtime
import ScanoutTesting
import Scene
import Testing
@testable import Boot

/// The handover to an ``App``: `quit --handover` launches it as an ``AppInstance`` on the splash's
/// host (its saved state read, its first frame whole over the splash's last) and the end of the
/// run terminates it (its state saved).
@MainActor
@Suite("Boot handover to an App")
struct BootAppHandoverTests {
    /// What the greeter was told, in order.
    final class Journal {
        var events: [String] = []
    }

    /// A kiosk app: a greeting and the number of times it was launched, which it saves.
    final class Greeter: App {
        typealias State = Int
        let journal: Journal
        let launches = Box()
        final class Box { var count = 0 }

        init() { journal = Journal() }
        init(journal: Journal) { self.journal = journal }

        var name: String { "Greeter" }

        func makeRootView(context: AppContext) -> Node {
            journal.events.append("makeRootView \(context.environment.locale) \(context.environment.layoutDirection)")
            let root = VStackNode(spacing: 12, alignment: .center)
            root.background = .color(.fixed(Color(hex: 0xF2F2F7)))
            root.addChild(Spacer())
            root.addChild(TextNode("Welcome", style: .largeTitle))
            root.addChild(Spacer())
            return root
        }

        func didLaunch(restoring state: Int?, context: AppContext) {
            journal.events.append("didLaunch(\(state.map(String.init) ?? "nil"))")
            launches.count = (state ?? 0) + 1
        }

        func willTerminate() { journal.events.append("willTerminate") }

        func stateSnapshot() -> Int? { launches.count }
    }

    func temporaryFolder() throws -> String {
        var template = Array("/tmp/scanout-boot-handover.XXXXXX".utf8CString)
        return try #require(template.withUnsafeMutableBufferPointer { $0.baseAddress.flatMap { mkdtemp($0) } }
            .map { String(cString: $0) })
    }

    @Test("The app launches with its saved state, its first frame replaces the splash's whole, and the run's end saves its state")
    func handoverToApp() throws {
        let fonts = try TestFonts.system()
        let folder = try temporaryFolder()
        let store = AppStateStore(folder: folder)
        defer {
            unlink(store.path(for: "greeter"))
            rmdir(folder)
        }
        // Launched once before.
        let before = AppInstance(Greeter(), configuration: AppConfiguration(pixelSize: PixelSize(width: 64, height: 64), stateStore: store))
        before.launch()
        before.terminate()

        let size = PixelSize(width: 480, height: 320)
        var theme = BootTheme()
        theme.indicator = .progress
        theme.language = .arabic
        let splash = BootSplash(theme: theme, logo: BootLogo.scanoutArtwork, pixelSize: size, scale: 1)
        splash.setProgress(100)
        let display = RecordingDisplay(pixelSize: size)
        let host = AppHost(content: splash.content, clock: VirtualHostClock(), fonts: fonts)
        host.show(on: display)
        host.update()
        #expect(display.shown.count == 1)

        let journal = Journal()
        let app = BootApp { Greeter(journal: journal) }
        #expect(app.name == "greeter", "named by the app's identifier")
        var configuration = BootSession.configuration(theme: theme, board: BoardProfile())
        configuration.stateStore = store
        configuration.pixelSize = PixelSize(width: 1280, height: 800)  // the display's size wins
        var messages: [String] = []
        let handover = BootHandover(app: app, on: host, configuration: configuration) { messages.append($0) }
        #expect(handover.instance.phase == .active)
        #expect(handover.instance.scene.pixelSize == size)
        #expect(journal.events == ["makeRootView ar rightToLeft", "didLaunch(1)"])
        #expect(display.shown.count == 1, "nothing is presented until the next frame")
        host.update()
        #expect(display.shown.count == 2, "one present: the splash's last frame, then the app's first")

        var referenceConfiguration = configuration
        referenceConfiguration.stateStore = nil
        let reference = AppInstance(Greeter(), configuration: referenceConfiguration)
        let session = HeadlessSession(content: reference, pixelSize: size, fonts: fonts)
        reference.attach(to: session.host)
        reference.launch()
        session.run()
        #expect(differingPixels(display.shown[1], session.display.frame) == 0, "the app's first frame is drawn whole")
        #expect(differingPixels(display.shown[0], display.shown[1]) > 0)
        for frame in display.shown { #expect(isOpaqueEverywhere(frame)) }

        handover.finish()
        #expect(handover.instance.phase == .terminated)
        #expect(journal.events.last == "willTerminate")
        // The state saved at the run's end is what the next launch gets.
        let next = Journal()
        let after = AppInstance(Greeter(journal: next), configuration: AppConfiguration(pixelSize: size, stateStore: store))
        after.launch()
        #expect(next.events.last == "didLaunch(2)", "the state is saved at the run's end")
        #expect(messages.isEmpty, "\(messages)")
    }

    @Test("Handed over before any display exists, the app launches when it is first shown")
    func handoverWithoutDisplay() throws {
        let fonts = try TestFonts.system()
        let splash = BootSplash(theme: BootTheme(), logo: BootLogo.scanoutArtwork,
                                pixelSize: PixelSize(width: 320, height: 240), scale: 1)
        let host = AppHost(content: splash.content, clock: VirtualHostClock(), fonts: fonts)
        let journal = Journal()
        var configuration = BootSession.configuration(theme: BootTheme(), board: BoardProfile())
        configuration.stateStore = nil
        let handover = BootHandover(app: BootApp(name: "kiosk") { Greeter(journal: journal) }, on: host,
                                    configuration: configuration) { _ in }
        #expect(handover.name == "kiosk")
        #expect(handover.instance.phase == .notLaunched)
        #expect(journal.events.isEmpty)
        let display = RecordingDisplay(pixelSize: PixelSize(width: 320, height: 240))
        host.show(on: display)
        host.update()
        #expect(handover.instance.phase == .active)
        #expect(journal.events == ["makeRootView en leftToRight", "didLaunch(nil)"])
        #expect(display.shown.count == 1)
    }
}
