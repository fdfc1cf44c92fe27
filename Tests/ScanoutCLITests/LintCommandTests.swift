import ArgumentParser
import Scanout
import ScanoutTesting
import Testing
@testable import ScanoutCLI

/// An app whose one screen breaks two HIG rules: two filled buttons in one view, and a switch
/// outside a list row.
private final class UnruledApp: App {
    var name: String { "Unruled" }
    func makeRootView(context: AppContext) -> Node {
        let stack = VStackNode(spacing: 8)
        stack.addChild(Button(title: "Buy", style: .filled))
        stack.addChild(Button(title: "Rent", style: .filled))
        stack.addChild(Switch())
        return stack
    }
}

/// `scanout lint`: the HIG lint over apps' screens, run as a user runs it, and its report.
@MainActor
@Suite("scanout lint")
struct LintCommandTests {
    let scanout = ChildProcess.productsFolder + "/scanout"

    @Test("The example apps are lint-clean in every language: exit 0, one closing line")
    func examplesAreClean() throws {
        let run = try ChildProcess.run(scanout, ["lint", "--apps", "check-in,settings", "--size", "800x480"])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("8 screens checked, 0 HIG rules broken"), "\(run.output)")
        #expect(!run.output.contains("HIG lint ["), "\(run.output)")
    }

    @Test("An unknown app or a bad size is a usage error naming it")
    func badArguments() throws {
        let unknown = try ChildProcess.run(scanout, ["lint", "--apps", "nowhere"])
        #expect(unknown.status == 64, "\(unknown.output)")
        #expect(unknown.output.contains("no app “nowhere”"), "\(unknown.output)")
        let size = try ChildProcess.run(scanout, ["lint", "--size", "wide"])
        #expect(size.status == 64, "\(size.output)")
        #expect(size.output.contains("--size must look like 1280x800"), "\(size.output)")
    }

    @Test("A screen that breaks rules: each is found with its screen's label, printed, and the command exits 1")
    func findingsExitNonZero() throws {
        let fonts = try TestFonts.system()
        let target = AppLint.Target(label: "unruled en", language: .english) { AppInstance(UnruledApp(), configuration: $0) }
        let findings = try AppLint.findings(of: [target], pixelSize: PixelSize(width: 480, height: 320), scale: 1, fonts: fonts)
        #expect(Set(findings.map(\.issue.rule)) == [.multipleFilledButtons, .switchOutsideListRow])
        #expect(findings.allSatisfy { $0.description.hasPrefix("unruled en: HIG lint [") })
        var lines: [String] = []
        #expect(throws: ExitCode(1)) {
            try LintCommand.report(findings, screens: 1) { lines.append($0) }
        }
        #expect(lines.count == findings.count + 1)
        #expect(lines.last == "1 screen checked, 2 HIG rules broken")
        var clean: [String] = []
        try LintCommand.report([], screens: 4) { clean.append($0) }
        #expect(clean == ["4 screens checked, 0 HIG rules broken"])
    }
}
