extension Node {
    /// The environment this node is laid out and drawn with: its parent's (the owner's for the
    /// root) with ``environmentOverrides`` applied. Cached until something above changes.
    public var environment: EnvironmentValues {
        if let cachedEnvironment { return cachedEnvironment }
        let inherited = parent?.environment ?? owner?.environment ?? EnvironmentValues()
        let resolved = environmentOverrides.isEmpty ? inherited : environmentOverrides.applied(to: inherited)
        cachedEnvironment = resolved
        return resolved
    }

    /// Whether the node and its subtree respond to input: false when it or an ancestor is
    /// disabled. Setting it overrides ``EnvironmentValues/isEnabled`` for the subtree (disabled
    /// controls draw dimmed).
    public var isEnabled: Bool {
        get { environment.isEnabled }
        set { environmentOverrides.isEnabled = newValue }
    }

    /// The layout direction this node lays its children out in.
    public var layoutDirection: LayoutDirection { environment.layoutDirection }

    /// Forgets the cached environment of the subtree and tells each node.
    func invalidateEnvironment() {
        cachedEnvironment = nil
        measurements.removeAll()
        environmentDidChange()
        for child in children { child.invalidateEnvironment() }
    }
}
