import ArgumentParser
import Graphics
import Runtime

/// `scanout lint`: check apps' screens against the HIG rules the controls know (``AppLint``),
/// print each broken rule, and exit 1 when there is any. The lint runs here and in tests, never
/// during an app's run.
struct LintCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check apps' screens against the HIG rules (the HIG lint); exit 1 when a rule is broken.",
        discussion: """
            Each app is launched headless without saved state, in every interface language (en, ar, \
            he, ja), settled as a screenshot is, and its whole scene is checked: the gallery on every \
            screen, another app on its first screen. Each broken rule is printed as one line, \
            "APP SCREEN LANGUAGE: HIG lint [RULE] PATH: MESSAGE".

            Exit status: 0 when no rule is broken, 1 when any is.
            """)

    @Option(
        help: ArgumentHelp(
            "The apps to check, comma-separated (default: every app in scanout).",
            valueName: HostedApps.identifiers.joined(separator: ",")))
    var apps: String?

    @Option(help: "The screen size in points, WIDTHxHEIGHT.")
    var size = "1280x800"

    @Option(help: "Device pixels per point (1, 1.5, 2 or 3).")
    var scale = 1.0

    @MainActor
    func run() async throws {
        let parts = size.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]) else {
            throw ValidationError("--size must look like 1280x800, not “\(size)”")
        }
        let pixelSize: PixelSize
        do { pixelSize = try ScreenshotMode.pixelSize(Size(width: w, height: h), scale: scale) } catch {
            throw ValidationError(error.description)
        }
        let entries = try apps.map { try HostedApps.entries(named: $0) } ?? HostedApps.all
        let fonts = try openFonts()
        let targets = entries.flatMap { AppLint.targets(identifier: $0.identifier, make: $0.make) }
        let findings: [AppLint.Finding]
        do { findings = try AppLint.findings(of: targets, pixelSize: pixelSize, scale: scale, fonts: fonts) } catch {
            printError("scanout lint: \(error)")
            throw ExitCode(2)
        }
        try Self.report(findings, screens: targets.count) { print($0) }
    }

    /// Writes each finding and a closing count through `write`; throws exit status 1 when there
    /// are findings.
    static func report(_ findings: [AppLint.Finding], screens: Int, write: (String) -> Void) throws {
        for finding in findings { write(finding.description) }
        let checked = "\(screens) screen\(screens == 1 ? "" : "s") checked"
        write("\(checked), \(findings.count) HIG rule\(findings.count == 1 ? "" : "s") broken")
        if !findings.isEmpty { throw ExitCode(1) }
    }
}
