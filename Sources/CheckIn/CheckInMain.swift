import CheckInApp
import Scanout

/// `CheckIn`: the visitor check-in kiosk as an executable of its own, exactly as an author's app
/// is one (`@main` on an ``App``): the runtime's command line (`--language ar`, `--screenshot
/// out.png`, `--help`), the display or headless, SIGTERM saving its state. The app itself is in
/// `CheckInApp`, so that `scanout apps` hosts it too.
@main
extension CheckIn {}
