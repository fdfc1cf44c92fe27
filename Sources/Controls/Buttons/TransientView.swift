/// A transient view (a sheet, an alert, an editing panel): a primary or cancel button inside
/// it dismisses it after running its actions (HIG §1.40: in a transient view, Return can
/// dismiss the view). Adopt it on the node that presents the view's content.
@MainActor
public protocol TransientView: AnyObject {
    /// Dismisses the view; `button` is the primary or cancel button that was activated.
    func dismissTransientView(by button: Button)
}
