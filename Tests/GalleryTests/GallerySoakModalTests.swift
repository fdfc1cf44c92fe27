import Scanout
import ScanoutTesting
import Testing
@testable import Gallery

/// The soak's session leaves every modal the gallery can show (Board/vm/soak-session.awk,
/// `leave_modal`): its blind taps where an alert's buttons, a form sheet's Send and a modal view's Done are answer
/// each one, at the soak's 1024x768, so that the switcher behind it is reached again. Without
/// them a random tap that brought one up left it there to the session's end (docs/reliability.md,
/// "Leaving a modal").
@Suite("Gallery: the soak's session leaves every modal")
@MainActor
struct GallerySoakModalTests {
    /// The fonts every scene here sets its text with.
    let fonts: FontSystem

    init() throws { fonts = try TestFonts.system() }

    static let root = String(#filePath.dropLast("Tests/GalleryTests/GallerySoakModalTests.swift".count))

    /// The actions of two `leave_modal`s (its leading, then its trailing alert button), as the
    /// session's awk program prints them, made a touch script as `scripts/soak-native` makes it.
    static func leaveModalScript() throws -> String {
        let awk = try ChildProcess.run("busybox", ["awk", "-v", "modal_only=1", "-v", "screens=8",
                                                   "-f", root + "Board/vm/soak-session.awk"])
        #expect(awk.status == 0, "\(awk.output)")
        var lines: [String] = []
        for line in awk.output.split(separator: "\n") {
            let word = line.split(separator: " ")
            if word.first == "tap", word.count == 3 {
                lines += ["tap \(word[1]),\(word[2])", "wait 0.01"]
            } else if word.first == "sleep", word.count == 2, let ms = Int(word[1]) {
                lines.append("wait \(Double(ms) / 1000)")
            } else {
                Issue.record("leave_modal printed an action the test does not know: \(line)")
            }
        }
        #expect(lines.filter { $0.hasPrefix("tap ") }.count == 6, "two leave_modals of three taps: \(awk.output)")
        return lines.joined(separator: "\n")
    }

    @Test("Each of the gallery's modals (both alerts, the action sheet, the notification alert, Compose, the info buttons' Settings) is gone after the session's leave_modal taps, and the switcher's tap then shows another screen",
          arguments: ["show showAlert", "show showRiskyAlert", "show showSheet", "show showNotification", "show compose", "info dark"])
    func leaveModalLeavesEachModal(button name: String) throws {
        let leave = try Self.leaveModalScript()
        let fixture = try GallerySessionFixture(screen: .modals, size: PixelSize(width: 1024, height: 768), fonts: fonts)
        let presenter = fixture.gallery.presenter
        let show = try #require(fixture.node(name) as? ControlNode, "the modals screen's \(name)")
        show.activate()
        fixture.session.run(until: fixture.session.clock.now + 1)
        try #require(presenter.presented.count == 1, "\(name) presented its modal")
        let toggles = try #require(fixture.node("screen toggles"))
        if name != "show showSheet" {
            // The switcher is behind it: its tap does nothing while the modal is up (a tap beside
            // an action sheet cancels it, so the sheet never kept the switcher).
            try fixture.play("tap \(fixture.centre(of: toggles))", for: 1)
            #expect(fixture.gallery.screen == .modals && presenter.presented.count == 1,
                    "\(name)'s modal keeps the switcher from a tap")
        }
        // The taps take 3.56 s; the session's next switcher tap comes 0.78 s after them, behind
        // its pull in the margin.
        try fixture.play(leave, for: 3.56 + 0.78)
        #expect(presenter.presented.isEmpty && presenter.queue.isEmpty && presenter.leaving.isEmpty,
                "the session's leave_modal taps left \(name)'s modal: \(presenter.presented.map { $0.name ?? "?" })")
        try fixture.play("tap \(fixture.centre(of: toggles))", for: 1)
        #expect(fixture.gallery.screen == .toggles, "after it the switcher shows the toggles screen")
        fixture.instance.terminate()
    }

    @Test("With no modal up, the leave_modal taps change nothing on the modals screen (they land beside its specimens and on its title)")
    func leaveModalWithoutModal() throws {
        let fixture = try GallerySessionFixture(screen: .modals, size: PixelSize(width: 1024, height: 768), fonts: fonts)
        let events = fixture.gallery.events
        try fixture.play(try Self.leaveModalScript(), for: 4)
        #expect(fixture.gallery.presenter.presented.isEmpty && fixture.gallery.events == events,
                "nothing presented, no action: \(fixture.gallery.events.suffix(3))")
        fixture.instance.terminate()
    }
}
