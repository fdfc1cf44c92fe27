public import ArgumentParser
import Controls
public import Devices

/// The display options every Scanout command line shares — `scanout run`, and every app's own
/// (`swift run CheckIn`): which board, and the overrides of its display. One group, so that the
/// options, their help and their checks are the same everywhere.
///
/// ```swift
/// import ArgumentParser
/// import Scanout
///
/// struct RunCommand: ParsableCommand {
///     @OptionGroup var display: DisplayOptions
///     func run() throws {
///         let board = try display.boardProfile()   // the profile, with --mode, --scale … applied
///     }
/// }
/// ```
///
/// ```
/// --board <board>         A board profile file (see docs/board-profile.md).
/// --mode <mode>           The display mode, WIDTHxHEIGHT[@HZ] (overrides the board profile) …
/// ```
public struct DisplayOptions: ParsableArguments {
    @Option(help: "A board profile file (see docs/board-profile.md).")
    public var board: String?

    @Option(help: "The display mode, WIDTHxHEIGHT[@HZ] (overrides the board profile); the headless screen's size.")
    public var mode: String?

    @Option(help: "Device pixels per point: 1, 1.5, 2 or 3 (overrides the board profile).")
    public var scale: Double?

    @Option(help: "Rotate the picture: 0, 90, 180 or 270 degrees clockwise (overrides the board profile).")
    public var rotation: Int?

    @Option(help: "The DRM card, such as /dev/dri/card0 (overrides the board profile).")
    public var card: String?

    @Option(help: "Use this fbdev device (such as /dev/fb0) instead of DRM/KMS.")
    public var fbdev: String?

    /// No options given: the board profile's defaults.
    public init() {}

    /// The board profile (``board``, else the defaults) with ``mode``, ``scale``, ``rotation``
    /// and ``card`` applied. (``fbdev`` is not part of the profile: the caller uses it.)
    ///
    /// - Throws: `ValidationError` naming the option and what it accepts
    ///   (`--rotation must be 0, 90, 180 or 270, not 45`), or the profile's own error.
    public func boardProfile() throws(ValidationError) -> BoardProfile {
        var profile = BoardProfile()
        if let board {
            do { profile = try BoardProfile(contentsOf: board) } catch { throw ValidationError(error.description) }
            // The keyboard's languages are named in Devices and known in Controls: check them here,
            // at start-up, rather than when a field is first tapped.
            do {
                _ = try KeyboardLanguage.languages(identifiers: profile.keyboardLanguages, locale: .english)
            } catch {
                throw ValidationError("\(board): keyboard-languages: \(error)")
            }
        }
        if let mode {
            guard let request = DisplayModeRequest(parsing: mode) else {
                throw ValidationError("--mode must look like 1024x768 or 1024x768@60, not “\(mode)”")
            }
            profile.mode = request
        }
        if let scale {
            guard scale > 0, scale <= 4, scale.isFinite else {
                throw ValidationError("--scale must be above 0 and at most 4 (1, 1.5, 2, 3), not \(scale)")
            }
            profile.scale = scale
        }
        if let rotation {
            guard let value = DisplayRotation(degrees: rotation) else {
                throw ValidationError("--rotation must be 0, 90, 180 or 270, not \(rotation)")
            }
            profile.rotation = value
        }
        if let card { profile.card = card }
        return profile
    }
}
