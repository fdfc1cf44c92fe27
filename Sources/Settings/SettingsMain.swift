import Scanout
import SettingsApp

/// `swift run Settings`: the device settings app as an executable, exactly as an author's app
/// is one (`@main` on an ``App``): the runtime's command line (`--language ar --appearance dark`,
/// `--screenshot out.png`, `--help`), the display or headless, SIGTERM saving its state.
@main
extension Settings {}
