import Graphics
public import Input
public import Scene

/// Finds a touch script's element targets (`tap "Open"`, `tap id:open-button`,
/// `swipe-left row:"Locker 7"`) in a scene's accessibility tree, on the screen as it is when the
/// step runs: the layer that plays scripts on a scene, where Input sees no nodes.
///
/// ## Background
/// An identifier matches ``Node/accessibilityIdentifier`` exactly. A label matches
/// ``AccessibleElement/accessibilityLabel`` exactly, else ignoring case, else the first part of
/// a label read as several (“Locker 7” finds a row labelled “Locker 7, Available”). A role keeps
/// only elements of that kind (`row:` an element in a list container, `button:` the button
/// trait, `switch:` a switch…). Of several matches the first in reading order wins. Taps aim at
/// the element's ``AccessibleElement/accessibilityActivationPoint`` (a row's switch), swipes
/// cross the part of its frame on the screen.
///
/// <!-- example context: let root = Node() -->
/// ```swift
/// let target = ElementTarget(.label("Open"), role: .button)
/// if case .found(let frame, let point) = ElementTargetResolver.resolve(target, in: root) { print(frame, point) }
/// ```
@MainActor
public enum ElementTargetResolver {
    /// The frame of the element `target` names under `root`, or what the screen offers.
    public static func resolve(_ target: ElementTarget, in root: Node) -> ElementResolution {
        let elements = AccessibilityTree.elements(of: root)
        let screen = root.transformToScreen.apply(to: root.bounds)
        let candidates = elements.filter { has(target.role, $0) }
        let match: (any AccessibleElement)?
        switch target.key {
        case .identifier(let id):
            match = candidates.first { $0.accessibilityIdentifier == id }
        case .label(let label):
            match =
                candidates.first { $0.accessibilityLabel == label }
                ?? candidates.first { $0.accessibilityLabel?.lowercased() == label.lowercased() }
                ?? candidates.first { element in
                    guard let full = element.accessibilityLabel, let first = full.split(separator: ",").first else {
                        return false
                    }
                    return first.trimmingSpaces == label
                }
        }
        if let match {
            let visible = match.accessibilityFrame.intersection(screen)
            if visible.width > 0, visible.height > 0 {
                let point = match.accessibilityActivationPoint
                return .found(
                    visible, activationPoint: visible.contains(point) ? point : Point(x: visible.midX, y: visible.midY))
            }
        }
        return .notFound(available: offered(elements))
    }

    /// A resolver over whatever `root()` is when a step runs (`nil`: nothing is shown).
    public static func resolver(root: @escaping @MainActor () -> Node?) -> ElementResolver {
        { target in
            MainActor.assumeIsolated {
                guard let node = root() else { return .notFound(available: []) }
                return resolve(target, in: node)
            }
        }
    }

    /// What the screen offers, for an error: labels quoted, identifiers as `id:…`.
    static func offered(_ elements: [any AccessibleElement]) -> [String] {
        var seen = Set<String>()
        var out: [String] = []
        for element in elements {
            for name in [
                element.accessibilityLabel.map { "\"\($0)\"" }, element.accessibilityIdentifier.map { "id:\($0)" },
            ] {
                guard let name, name != "\"\"", seen.insert(name).inserted else { continue }
                out.append(name)
            }
        }
        return out
    }

    /// Whether `element` has `role` (any role: `nil`).
    static func has(_ role: ElementTarget.Role?, _ element: any AccessibleElement) -> Bool {
        guard let role else { return true }
        let traits = element.accessibilityTraits
        switch role {
        case .row: return isInList(element)
        case .button: return traits.contains(.button) || traits.contains(.toggleButton)
        case .heading: return traits.contains(.header)
        case .link: return traits.contains(.link)
        case .image: return traits.contains(.image)
        case .tab: return traits.contains(.button) && inTabBar(element)
        case .field: return traits.contains(.textEntry) || traits.contains(.searchField)
        case .switch: return traits.contains(.toggleButton)
        case .adjustable: return traits.contains(.adjustable)
        case .key: return traits.contains(.keyboardKey)
        case .text: return traits.contains(.staticText)
        }
    }

    private static func isInList(_ element: any AccessibleElement) -> Bool {
        var node = element.accessibilityContainerNode?.parent
        while let current = node {
            if current.accessibilityContainerType == .list { return true }
            node = current.parent
        }
        return false
    }

    private static func inTabBar(_ element: any AccessibleElement) -> Bool {
        var node = element.accessibilityContainerNode?.parent
        while let current = node {
            if current.accessibilityTraits.contains(.tabBar) { return true }
            node = current.parent
        }
        return false
    }
}

extension ScriptedInputSource {
    /// Finds the script's element targets in the accessibility tree of whatever `root()` is when
    /// each step runs.
    @MainActor
    public func resolveElements(in root: @escaping @MainActor () -> Node?) {
        elementResolver = ElementTargetResolver.resolver(root: root)
    }
}

extension Substring {
    /// The text without leading and trailing spaces.
    var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
