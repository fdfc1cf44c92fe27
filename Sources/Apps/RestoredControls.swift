/// What the runtime saves of the built-in controls an app registered with its
/// ``RestorationRegistry``: scroll positions and navigation stacks, by the app's identifiers.
public struct RestoredControls: Codable, Sendable, Hashable {
    /// A scroll position in points.
    public struct Offset: Codable, Sendable, Hashable {
        /// The horizontal offset.
        public var x: Double
        /// The vertical offset.
        public var y: Double

        /// An offset of `x`, `y` points.
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// Content offsets of scroll views, by identifier.
    public var scrollOffsets: [String: Offset] = [:]
    /// Navigation stacks, by identifier: the identifiers of their pages, root first.
    public var navigationStacks: [String: [String]] = [:]

    /// Nothing saved.
    public init() {}

    /// Whether nothing is saved.
    public var isEmpty: Bool { scrollOffsets.isEmpty && navigationStacks.isEmpty }
}

/// The JSON document of an app's state file.
struct StoredAppState<State: Codable>: Codable {
    /// The version of this layout; a file with another is not read.
    static var currentFormat: Int { 1 }

    /// The layout's version.
    var format: Int
    /// The app's identifier: a state file is only handed back to the app that wrote it.
    var app: String
    /// The built-in controls' positions.
    var controls: RestoredControls
    /// The app's own state.
    var state: State?
}
