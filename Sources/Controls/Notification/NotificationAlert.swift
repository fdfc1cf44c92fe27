import Scene

/// The alert a hosted app's local or push notification shows while the app is not in front
/// (HIG §1.7): the app's name on top, added by the runtime, the message below it, and **Close**
/// and **View** (or the app's own action title), or a single **OK**.
///
/// It looks and behaves as a standard ``Alert`` — centred, dimming, Escape closes, Return views —
/// and waits its turn with the other modals of the presenter. View dismisses it and runs
/// ``onView`` (the multi-app runtime brings the app to the front); Close dismisses it only.
///
/// <!-- example context:
/// final class Home { func launch(_ app: String) {} }
/// let host = Home(), presenter = ModalPresenter(content: VStackNode())
/// -->
/// ```swift
/// let note = NotificationAlert(appName: "Calendar", message: "Team meeting starts in 10 minutes.")
/// note.onView = { host.launch("Calendar") }
/// presenter.present(note)
/// ```
@MainActor
public final class NotificationAlert: Alert {
    /// The app that sent the notification: the alert's title.
    public let appName: String
    /// The action button's title (`nil`: a single OK button). HIG §1.7: title-style, short, tested
    /// in every language.
    public let actionTitle: String?
    /// Runs after View dismissed the alert: open the app.
    public var onView: (@MainActor () -> Void)?
    /// Runs after Close (or OK) dismissed the alert.
    public var onClose: (@MainActor () -> Void)?

    /// A notification from `appName` with `message`; `actionTitle` is the action button
    /// (default View, `nil` for OK alone); `closeTitle` and `okTitle` translate Close and OK.
    public init(appName: String, message: String, actionTitle: String? = "View", closeTitle: String = "Close",
                okTitle: String = "OK") {
        self.appName = appName
        self.actionTitle = actionTitle
        super.init(title: appName, message: message)
        name = "notification \(appName)"
        if let actionTitle {
            // HIG §1.7: Close on the left (leading), the action on the right, the default.
            addAction(AlertAction(closeTitle, role: .cancel) { [weak self] in self?.onClose?() })
            addAction(AlertAction(actionTitle) { [weak self] in self?.onView?() })
        } else {
            addAction(AlertAction(okTitle, role: .cancel) { [weak self] in self?.onClose?() })
        }
    }

    /// HIG §1.7's rules: one or two buttons, an action title in title style, a message of
    /// sentences. (The title is the app's name: the alert title rules do not apply.)
    public override var lintIssues: [HIGLintIssue] {
        let locale = environment.locale
        var issues: [HIGLintIssue] = []
        if actions.count > ControlMetrics.notificationAlertMaximumButtons {
            issues.append(HIGLintIssue(rule: .notificationAlertContent,
                                       message: "a notification alert with \(actions.count) buttons; use Close and one action, or OK",
                                       path: ""))
        }
        for problem in PresentationLint.messageProblems(message ?? "", buttonTitles: actions.map(\.title), locale: locale) {
            issues.append(HIGLintIssue(rule: .notificationAlertContent, message: problem, path: ""))
        }
        for action in actions {
            for problem in PresentationLint.buttonTitleProblems(action.title, locale: locale) {
                issues.append(HIGLintIssue(rule: .buttonTitleWording, message: problem, path: ""))
            }
        }
        return issues
    }
}
