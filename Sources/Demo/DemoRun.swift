public import Scanout
import Glibc

/// `scanout run`: the demo scene (Scene-driven) on the display, with touch through libinput.
@MainActor
public enum DemoRun {
    /// Runs the demo with `options` until SIGTERM/SIGINT or the quit timer.
    ///
    /// - Returns: the run's measurements.
    /// - Throws: ``DRMError`` when the display cannot be used (the message names the fix).
    public static func run(options: RunOptions) throws(DRMError) -> RunStatistics {
        let content = DemoContent(animationDuration: options.animationSeconds)
        let session: DisplaySession
        do { session = try DisplaySession(content: content, options: options) } catch {
            throw .call("setting up the event loop: \(error)", errno: EINVAL)
        }
        var input: DemoInput?
        session.onStarted = { session in
            guard !options.headless, options.usesInput else { return }
            do {
                let demoInput = try DemoInput(content: content, session: session, board: options.board, logsEvents: options.logsEvents)
                try demoInput.start()
                input = demoInput
            } catch {
                session.log("scanout: no touch input: \(error)")
            }
        }
        let statistics = try session.run()
        _ = input
        return statistics
    }
}
