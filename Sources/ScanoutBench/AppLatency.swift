import Apps
import Controls
import Devices
import Graphics
import Input
import MultiApp
import Runtime
import Scene
import Text

/// The benchmark's settings screen as an app: a grouped list of the scene's twelve rows, each
/// with a switch, under a large title, built from Scanout's controls.
final class BenchSettingsApp: App {
    var name: String { "Settings" }
    var icon: AppIcon { .symbol("gear", tint: .white, background: Color(hex: 0x8E8E93)) }

    func makeRootView(context: AppContext) -> Node {
        let root = VStackNode(spacing: 0, alignment: .fill)
        root.background = .color(.system(.systemGroupedBackground))
        let title = TextNode("Settings", style: .largeTitle)
        title.padding = EdgeInsets(top: 12, leading: 20, bottom: 8, trailing: 20)
        root.addChild(title)
        let list = VStackNode(spacing: 0, alignment: .fill)
        list.background = .color(.system(.secondarySystemGroupedBackground))
        list.cornerRadius = 10
        list.padding = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        let labels = ["Airplane Mode", "Wi-Fi Network", "Bluetooth", "Cellular Data", "Notifications", "Focus Mode",
                      "Screen Time", "Control Centre", "Accessibility", "Wallpaper", "Battery Saver", "Location"]
        for (i, label) in labels.enumerated() {
            list.addChild(ListRow(label, accessory: Switch(isOn: i % 2 == 0)))
        }
        let inset = VStackNode(spacing: 0, alignment: .fill)
        inset.padding = EdgeInsets(top: 8, leading: 20, bottom: 20, trailing: 20)
        inset.addChild(list)
        root.addChild(inset)
        return root
    }
}

/// The same app under another name and colour: a second app to switch to.
final class BenchNotesApp: App {
    var name: String { "Notes" }
    var icon: AppIcon { .symbol("compose", tint: .white, background: Color(hex: 0xFFB300)) }
    func makeRootView(context: AppContext) -> Node { BenchSettingsApp().makeRootView(context: context) }
}

/// `BENCH latency app_launch_ms` and `app_switch_ms`: the multi-app runtime at 1280×800 on a
/// headless session (the virtual clock, so no time is spent waiting for vblanks), measured on
/// this thread's CPU time natively (`Timing.threadCPU()`, milliseconds: the bench's rule on these
/// shared machines, where wall time also holds other processes' turns).
///
/// - launch: from the tap that lands on an icon (the touch-up handed to the runtime) to the
///   end of the first frame that shows the app's own screen, minus the zoom's animation frames
///   in between: the work launching costs (building the app's view tree, laying it out, its
///   first full frame), not the 0.35 s the zoom deliberately lasts. The first frame after the
///   tap (the zoom's start) is reported too.
/// - switch: the same for a four-finger swipe from one running app to the other (resume, first
///   full frame of the resumed app).
/// - rotation: the app in front turned a quarter (`MultiAppContent.rotate(to:)`): the step that
///   starts the turn (the old layout's picture kept, the new layout drawn, the first frame), and
///   each frame of the turn's animation after it (both pictures turned, scaled and faded).
@MainActor
enum AppLatency {
    struct Result {
        var launch: [Double] = []
        var launchFirstFrame: [Double] = []
        var switchApp: [Double] = []
        var switchFirstFrame: [Double] = []
        var rotationStart: [Double] = []
        var rotationFrames: [Double] = []
    }

    /// `fonts`: the runtime's, opened once as a program opens them at start-up (the default
    /// configuration).
    static func run(rounds: Int = 15, fonts: FontSystem) -> Result {
        var result = Result()
        for _ in 0..<rounds {
            let size = PixelSize(width: 1280, height: 800)
            let configuration = AppConfiguration(pixelSize: size, scale: 1)
            let content = MultiAppContent(apps: [AppInstance(BenchSettingsApp(), configuration: configuration),
                                                 AppInstance(BenchNotesApp(), configuration: configuration)],
                                          pixelSize: size, scale: 1, fonts: fonts)
            let session = HeadlessSession(content: content, pixelSize: size, scale: 1, fonts: fonts)
            content.attach(to: session.host)
            session.run()
            // Per frame: how long it took, and whether it showed an app.
            var frames: [(seconds: Double, app: RunningApp?)] = []
            var frameStart = 0.0
            content.onFrame = { app in frames.append((Timing.threadCPU() - frameStart, app)) }
            let host = session.host
            /// Plays `script` and steps the virtual clock one wake-up at a time, timing each step:
            /// returns the step that began the transition (the input handled and the first frame
            /// after it) plus the step that drew `target`'s first frame, and the former alone.
            func measure(_ script: String, until target: RunningApp) -> (work: Double, first: Double)? {
                guard let touches = try? TouchScript(script) else { return nil }
                session.play(touches)
                host.update()
                var firstStep: Double?
                while session.clock.wakeUp != nil {
                    session.clock.advanceToWakeUp()
                    frames.removeAll()
                    let start = Timing.threadCPU()
                    frameStart = start
                    host.update()
                    let elapsed = Timing.threadCPU() - start
                    if firstStep == nil, content.isTransitioning { firstStep = elapsed }
                    if frames.contains(where: { $0.app === target }) {
                        return ((firstStep ?? 0) + elapsed, firstStep ?? elapsed)
                    }
                }
                return nil
            }
            let settings = content.apps[0], notes = content.apps[1]
            func iconTap(_ app: RunningApp) -> String {
                let icon = content.iconFrame(of: app) ?? .zero
                return "tap \(icon.midX),\(icon.midY)\nwait 1"
            }
            if let m = measure(iconTap(settings), until: settings) {
                result.launch.append(m.work)
                result.launchFirstFrame.append(m.first)
            }
            session.run()
            // Notes launched too, then a four-finger swipe back and forth measures switching.
            _ = measure("swipe 640,780 640,300 fingers=4\nwait 0.6\ntap 640,40\nwait 0.6\n" + iconTap(notes), until: notes)
            session.run()
            if let m = measure("swipe 200,400 900,400 fingers=4\nwait 0.8", until: settings) {
                result.switchApp.append(m.work)
                result.switchFirstFrame.append(m.first)
            }
            session.run()
            // The app in front (Settings) turns a quarter: the turn's first step (the picture of
            // the old layout kept, the new layout drawn, the first frame) and each frame after.
            let turnStart = Timing.threadCPU()
            if content.rotate(to: .clockwise90) {
                host.update()
                let start = turnStart
                result.rotationStart.append(Timing.threadCPU() - start)
                while session.clock.wakeUp != nil, content.isTransitioning {
                    session.clock.advanceToWakeUp()
                    let frameStart = Timing.threadCPU()
                    host.update()
                    result.rotationFrames.append(Timing.threadCPU() - frameStart)
                }
            }
            session.run()
            content.terminateAll()
        }
        return result
    }
}
