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

    /// The layout direction this node lays its children out in.
    public var layoutDirection: LayoutDirection { environment.layoutDirection }

    /// Forgets the cached environment of the subtree and tells each node.
    func invalidateEnvironment() {
        cachedEnvironment = nil
        environmentDidChange()
        for child in children { child.invalidateEnvironment() }
    }
}
