/// The actions of a control, typed: every ``ControlNode`` adopts it, so an action receives the
/// control as the type it was added on (a ``Switch`` hands its action a `Switch`), with no cast.
///
/// <!-- example context:
/// final class Player { var volume = 0.0 }
/// final class Radio { var isEnabled = false }
/// let player = Player(), radio = Radio()
/// -->
/// ```swift
/// let volume = Slider(value: 0.5)
/// volume.addAction { volume in player.volume = volume.value }
/// let wifi = Switch()
/// wifi.addAction { wifi in radio.isEnabled = wifi.isOn }
/// ```
@MainActor
public protocol ControlActions: AnyObject {}

extension ControlActions where Self: ControlNode {
    /// Adds an action run every time the control is activated (tap, Return, Space, or a change
    /// of value a finger makes), after the control has changed its state. The action receives
    /// the control as `Self`: on a `Switch` it is a `Switch`, on a `ControlNode` a `ControlNode`.
    public func addAction(_ action: @escaping @MainActor (Self) -> Void) {
        appendAction { control in
            // The control runs its actions with itself, so the cast always succeeds.
            if let control = control as? Self { action(control) }
        }
    }
}
