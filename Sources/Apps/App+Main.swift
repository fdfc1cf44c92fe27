import Diagnostics
import Glibc

extension App {
    /// The program's entry point for `@main final class CheckIn: App`: parses the runtime's command
    /// line (``AppLaunchOptions``; `--help` lists it) and runs the app on the display, headless,
    /// or as a screenshot (``AppRunner``). Exits with 0, 1 when the run failed (the reason is
    /// logged), or 64 for a command line it cannot use. Messages go through swift-log
    /// (`ScanoutLogging.bootstrap()`: levels, journal priorities, repeats rate-limited).
    public static func main() {
        let options: AppLaunchOptions
        do {
            options = try AppLaunchOptions(parsing: Array(CommandLine.arguments.dropFirst()))
        } catch {
            print(error.message)
            fflush(nil)
            exit(error.exitCode)
        }
        ScanoutLogging.bootstrap()
        exit(AppRunner.run(Self(), options: options))
    }
}
