public import Scanout
import Glibc

/// `scanout run --scene demo`: the demo scene on the display, with touch through libinput.
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
        let input = DemoInput(content: content) { [session] message in
            if options.logsEvents { session.log("scanout: " + message) }
        }
        input.attach()
        return try session.run()
    }
}
