import ScanoutHost

/// Starts the demo's activity bar with the second frame a host draws, at that frame's time: the
/// first frame shows the screen at rest (the VM suite's reference picture), and on a display the
/// second is drawn once the first is on screen and the session has set up what follows it (input
/// devices, which take hundreds of milliseconds in the VM's guest): the whole slide is seen.
@MainActor
final class DemoActivityStart: HostObserver {
    private let app: DemoApp
    private let seconds: Double
    private var framesDrawn = 0

    /// Starts `app`'s activity for `seconds` (nothing for 0).
    init(app: DemoApp, seconds: Double) {
        self.app = app
        self.seconds = seconds
    }

    func hostWillDrawFrame(_ host: AppHost, at time: Double) {
        framesDrawn += 1
        if framesDrawn == 2, seconds > 0 { app.startActivity(seconds: seconds, at: time) }
    }

    func hostDidShowFrame(_ host: AppHost, at time: Double) {
        // The first frame is on screen: ask for the second, which starts the slide.
        if framesDrawn == 1, seconds > 0 { host.setNeedsFrame() }
    }
}
