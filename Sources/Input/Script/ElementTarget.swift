public import Graphics

/// What a touch script's step aims at when it names an element instead of a point: a label
/// (`tap "Open"`), an identifier (`tap id:open-button`), either narrowed to a role
/// (`swipe-left row:"Locker 7"`). Input knows no scene: the layer that plays a script on a
/// scene finds the element, through the accessibility tree, when the step runs
/// (``ScriptedInputSource/elementResolver``).
public struct ElementTarget: Sendable, Hashable, CustomStringConvertible {
    /// How the element is named.
    public enum Key: Sendable, Hashable {
        /// Its accessibility label (what a reader says).
        case label(String)
        /// Its accessibility identifier.
        case identifier(String)
    }

    /// The kinds of element a target can be narrowed to.
    public enum Role: String, Sendable, Hashable, CaseIterable {
        /// A row of a list (a table cell).
        case row
        /// A button (any element with the button trait).
        case button
        /// A heading.
        case heading
        /// A link.
        case link
        /// An image.
        case image
        /// A tab of a tab bar.
        case tab
        /// A text or search field.
        case field
        /// A switch.
        case `switch`
        /// An adjustable element (a slider, a stepper).
        case adjustable
        /// A keyboard key.
        case key
        /// Static text.
        case text
    }

    /// The name.
    public var key: Key
    /// The role it must have, or `nil` for any.
    public var role: Role?

    /// Creates a target.
    public init(_ key: Key, role: Role? = nil) {
        self.key = key
        self.role = role
    }

    /// As a script writes it: `"Open"`, `id:open-button`, `row:"Locker 7"`.
    public var description: String {
        let name =
            switch key {
            case .label(let label): "\"\(label)\""
            case .identifier(let id): "id:\(id)"
            }
        return role.map { "\($0.rawValue):\(name)" } ?? name
    }
}

/// What the layer playing a script found for an ``ElementTarget``.
public enum ElementResolution: Sendable, Equatable {
    /// The element's frame on the screen and the point a touch activates it at (its centre, or
    /// its control's: a row's switch), in points.
    case found(Rect, activationPoint: Point)
    /// No element matched; `available` lists what the screen offers (labels, and identifiers as
    /// `id:…`), for the error.
    case notFound(available: [String])
}

/// A function that finds a target on the screen now.
public typealias ElementResolver = (ElementTarget) -> ElementResolution

/// A step of a script aimed at an element: its gesture, made into events once the element's
/// frame is known (``TouchScript/events(for:in:activationPoint:)``).
public struct ElementStep: Sendable {
    /// A gesture aimed at an element.
    public enum Gesture: Sendable, Hashable {
        /// `taps` taps of `fingers` fingers at the element's centre.
        case tap(taps: Int, fingers: Int)
        /// Fingers held still at the centre for `duration` seconds.
        case longPress(duration: Double, fingers: Int)
        /// A fast drag across the element, from 85 % to 15 % of its width or height.
        case swipe(SwipeDirection, duration: Double, fingers: Int)
    }

    /// The way a finger moves on the screen.
    public enum SwipeDirection: String, Sendable, Hashable, CaseIterable {
        case left, right, up, down
    }

    /// The script line, for errors.
    public let line: Int
    /// What the step aims at.
    public let target: ElementTarget
    /// What it does there.
    public let gesture: Gesture
    /// When it starts, on the script's clock.
    public let time: Double
    /// Where its events go among the script's own (they come before `events[eventIndex]`).
    let eventIndex: Int
    /// The touch identities its fingers use.
    let touchIDs: [TouchID]
}

/// What a recording knows of the element under a finger that landed (``TouchScriptRecorder``):
/// how a script names it uniquely, and which gestures aimed at it by that name would start on
/// the same control the finger did (a tap by name lands on the element's activation point, a
/// swipe at 85 % of its frame).
public struct RecordedElement: Sendable, Hashable {
    /// The element's unique name on the screen.
    public var target: ElementTarget
    /// Whether `tap TARGET` lands on the control the finger landed on.
    public var tapsAlike: Bool
    /// The directions in which `swipe-DIRECTION TARGET` starts on that control.
    public var swipesAlike: Set<ElementStep.SwipeDirection>

    /// Creates what a recording knows of an element.
    public init(target: ElementTarget, tapsAlike: Bool, swipesAlike: Set<ElementStep.SwipeDirection>) {
        self.target = target
        self.tapsAlike = tapsAlike
        self.swipesAlike = swipesAlike
    }
}
