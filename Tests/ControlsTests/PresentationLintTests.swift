import Graphics
import Scene
import Testing
@testable import Controls

@MainActor
@Suite("Presentation lint (HIG §1.6–1.9)")
struct PresentationLintTests {
    /// Runs `body` with `presenter`'s lint sink captured; returns what was logged.
    func logged(by presenter: ModalPresenter, _ body: () throws -> Void) rethrows -> [HIGLintIssue] {
        let log = IssueLog()
        let saved = presenter.lintSink
        presenter.lintSink = { log.issues.append($0) }
        defer { presenter.lintSink = saved }
        try body()
        return log.issues
    }

    /// What a captured sink received.
    @MainActor
    final class IssueLog {
        var issues: [HIGLintIssue] = []
    }

    func rules(_ alert: Alert) -> Set<HIGLintIssue.Rule> { Set(alert.lintIssues.map(\.rule)) }

    @Test("A well-made alert breaks no rule")
    func cleanAlert() {
        let alert = Alert(title: "Unable to Send Message", message: "The server did not respond. Try again later.")
        alert.addAction(AlertAction("Cancel", role: .cancel))
        alert.addAction(AlertAction("Retry"))
        #expect(alert.lintIssues.isEmpty)
        let question = Alert(title: "Delete this draft?")
        question.addAction(AlertAction("Cancel", role: .cancel))
        question.addAction(AlertAction("Delete", role: .destructive))
        #expect(question.lintIssues.isEmpty)
    }

    @Test("Button count: one button (OK, informing) and two are right; none, or three or more, are not")
    func buttonCount() {
        let one = Alert(title: "Download Complete")
        one.addAction(AlertAction("OK"))
        #expect(rules(one).isEmpty, "the one-button alert docs/apps.md recommends for information")
        let two = Alert(title: "Download Complete")
        two.addAction(AlertAction("Cancel", role: .cancel))
        two.addAction(AlertAction("Open"))
        #expect(rules(two).isEmpty)
        let none = Alert(title: "Download Complete")
        #expect(rules(none) == [.alertButtonCount])
        let three = Alert(title: "Unsaved Changes")
        for title in ["Save", "Discard", "Cancel"] { three.addAction(AlertAction(title, role: title == "Cancel" ? .cancel : .default)) }
        #expect(rules(three) == [.alertButtonCount])
    }

    @Test("Title case and wording: one-word titles, you/my, punctuation and capitalisation by form")
    func titles() {
        func titleRules(_ title: String) -> [HIGLintIssue.Rule] {
            let alert = Alert(title: title)
            alert.addAction(AlertAction("Cancel", role: .cancel))
            alert.addAction(AlertAction("Retry"))
            return alert.lintIssues.map(\.rule)
        }
        #expect(titleRules("Error") == [.alertTitleWording])
        #expect(titleRules("Your Photo Could Not Be Saved").contains(.alertTitleWording))
        #expect(titleRules("Unable to save photo") == [.alertTitleWording], "a fragment takes title case")
        #expect(titleRules("Unable to Save Photo.") == [.alertTitleWording], "a fragment has no final punctuation")
        #expect(titleRules("Delete This Old Draft?") == [.alertTitleWording], "a question takes sentence case")
        #expect(titleRules("The photo was not saved. The disk is full") == [.alertTitleWording])
        #expect(titleRules("Unable to Save Photo").isEmpty)
    }

    @Test("Messages: sentences with punctuation, Tap, no quoted button titles")
    func messages() {
        func messageRules(_ message: String) -> [HIGLintIssue.Rule] {
            let alert = Alert(title: "Unable to Sync", message: message)
            alert.addAction(AlertAction("Cancel", role: .cancel))
            alert.addAction(AlertAction("Settings"))
            return alert.lintIssues.map(\.rule)
        }
        #expect(messageRules("Check the network connection.").isEmpty)
        #expect(messageRules("check the network connection") == [.alertMessageWording, .alertMessageWording])
        #expect(messageRules("Click Settings to fix it.") == [.alertMessageWording])
        #expect(messageRules("Tap “Settings” to fix it.") == [.alertMessageWording])
    }

    @Test("Buttons: Yes/No in any shipped language, more than two words, title case, punctuation")
    func buttons() {
        func buttonRules(_ titles: [String], locale: String = "en") -> [HIGLintIssue.Rule] {
            let alert = Alert(title: "Unable to Sync")
            alert.environmentOverrides.locale = try? InterfaceLocale(locale)
            alert.addAction(AlertAction(titles[0], role: .cancel))
            alert.addAction(AlertAction(titles[1]))
            return alert.lintIssues.map(\.rule)
        }
        #expect(buttonRules(["No", "Yes"]) == [.buttonTitleWording, .buttonTitleWording])
        #expect(buttonRules(["いいえ", "はい"], locale: "ja") == [.buttonTitleWording, .buttonTitleWording])
        #expect(buttonRules(["لا", "نعم"], locale: "ar") == [.buttonTitleWording, .buttonTitleWording])
        #expect(buttonRules(["Cancel", "Open the Settings App"]) == [.buttonTitleWording])
        #expect(buttonRules(["Cancel", "try again"]) == [.buttonTitleWording])
        #expect(buttonRules(["Cancel", "Retry!"]) == [.buttonTitleWording])
        #expect(buttonRules(["キャンセル", "設定"], locale: "ja").isEmpty)
    }

    @Test("A custom width is reported")
    func customWidth() {
        let alert = Alert(title: "Unable to Sync")
        alert.addAction(AlertAction("Cancel", role: .cancel))
        alert.addAction(AlertAction("Retry"))
        alert.width = 320
        #expect(rules(alert) == [.alertCustomAppearance])
    }

    @Test("The presenter logs each modal's issues as it presents it (debug builds), and the app-wide ones")
    func presenterLogs() throws {
        let f = try PresentationFixture()
        let issues = try logged(by: f.presenter) {
            let bad = Alert(title: "Error")
            bad.addAction(AlertAction("No", role: .cancel))
            bad.addAction(AlertAction("Yes"))
            f.presenter.present(bad)
            f.settle()
            try f.play("key Escape")
            let first = ActionSheet()
            first.addAction(AlertAction("Share"))
            first.addAction(AlertAction("Cancel", role: .cancel))
            f.presenter.present(first)
            f.settle()
            try f.play("key Escape")
            let black = ActionSheet()
            black.appearance = .translucentBlack
            black.addAction(AlertAction("Print"))
            f.presenter.present(black)
            f.settle()
            black.dismiss()
            f.settle()
            let untitled = ModalView(title: "", content: Node(), transitionStyle: .flipHorizontal)
            f.presenter.present(untitled)
            f.settle()
            untitled.dismiss()
            f.settle()
            let slide = ModalView(title: "New Message", content: Node())
            f.presenter.present(slide)
            f.settle()
        }
        if HIGLint.isEnabled {
            #expect(issues.map(\.rule) == [.alertTitleWording, .buttonTitleWording, .buttonTitleWording,
                                            .actionSheetButtons, .actionSheetButtons, .actionSheetBackground,
                                            .modalViewTitle, .modalViewStyle])
            #expect(issues.allSatisfy { !$0.path.isEmpty && $0.description.hasPrefix("HIG lint [") })
        } else {
            #expect(issues.isEmpty, "release builds log nothing")
        }
    }

    @Test("Without a lint sink, as in an app's run, the presenter lints nothing and prints nothing")
    func noSinkDuringRuns() throws {
        let f = try PresentationFixture()
        #expect(f.presenter.lintSink == nil, "no sink by default")
        let printed = try StandardErrorCapture.capture {
            let bad = Alert(title: "Warning")
            bad.addAction(AlertAction("Yes"))
            bad.addAction(AlertAction("No"))
            bad.addAction(AlertAction("Maybe"))
            f.presenter.present(bad, animated: false)
            f.settle()
            bad.dismiss()
            f.settle()
            let sheet = ActionSheet()
            sheet.addAction(AlertAction("Print"))
            f.presenter.present(sheet, animated: false)
            f.settle()
        }
        #expect(!printed.contains("HIG lint"), "printed: \(printed)")
        #expect(f.presenter.firstStyles.isEmpty, "the app-wide style rules were not even evaluated")
    }

    @Test("HIGLint.check finds a presented alert's issues in the tree; a modal view's bar must match the app's")
    func treeCheck() throws {
        let f = try PresentationFixture()
        let bad = Alert(title: "Warning")
        bad.addAction(AlertAction("OK"))
        f.presenter.present(bad, animated: false)
        let found = HIGLint.check(f.presenter)
        #expect(Set(found.map(\.rule)) == [.alertTitleWording])
        #expect(found.allSatisfy { $0.path.contains("alert Warning") })

        let app = NavigationStack(root: NavigationFixtures.plainPage("Inbox"))
        app.navigationBar.appearance = .opaque
        let view = ModalView(title: "New Message", content: Node())
        #expect(view.lintIssues(over: app).map(\.rule) == [.modalViewStyle])
        view.navigationStack.navigationBar.appearance = .opaque
        #expect(view.lintIssues(over: app).isEmpty)
    }
}
