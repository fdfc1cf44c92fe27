public import ScanoutHost

/// `scanout run --scene demo`: the demo scene on the display, with touch through libinput.
@MainActor
public enum DemoRun {
    /// Runs the demo with `options` until SIGTERM/SIGINT or the quit timer.
    ///
    /// - Returns: the run's measurements.
    /// - Throws: ``DisplaySessionError`` when the display or the event loop cannot be used (the
    ///   message names the fix).
    public static func run(options: RunOptions, fonts: FontSystem) throws(DisplaySessionError) -> RunStatistics {
        let content = DemoContent(animationDuration: options.animationSeconds)
        let session: DisplaySession
        do { session = try DisplaySession(content: content, options: options, fonts: fonts) } catch {
            throw .eventLoop(error)
        }
        let input = DemoInput(content: content) { [session] message in
            if options.logsEvents { session.log(message) }
        }
        input.attach()
        return try session.run()
    }
}
