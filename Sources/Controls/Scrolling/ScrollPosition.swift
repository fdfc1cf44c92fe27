/// Where ``ScrollView/scroll(to:position:animated:)`` puts an item in the visible area.
public enum ScrollPosition: Sendable, Hashable {
    /// At the top (vertical) or the leading edge (horizontal).
    case start
    /// In the middle.
    case center
    /// At the bottom (vertical) or the trailing edge (horizontal).
    case end
    /// The least movement that shows the whole item (none if it is visible already).
    case nearest
}
