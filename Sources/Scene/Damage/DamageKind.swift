/// How much of a node's painted area a change affects.
enum DamageKind: Int {
    /// Nothing changed.
    case none
    /// The node's own drawing changed (colour, border, custom content): its own area.
    case content
    /// The node's placement changed (frame, transform, opacity, visibility, clip, shadow): the
    /// area of its whole subtree, before and after.
    case geometry
}
