public import Graphics

/// The area of a node that answers ``Node/hitTest(_:)``, in the node's own coordinates.
public enum HitTestShape: Sendable, Hashable {
    /// The bounds rectangle.
    case bounds
    /// The bounds with the node's corner radius (a capsule or pill answers only inside its curve).
    case roundedBounds
    /// The ellipse inscribed in the bounds.
    case ellipse
    /// A custom path, filled non-zero.
    case path(Path)
    /// Nothing: the node never answers, though its children may.
    case none
}
