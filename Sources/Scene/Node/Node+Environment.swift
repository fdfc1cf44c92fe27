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

    /// Forgets the cached environment of the subtree, then tells each node, parents first.
    ///
    /// Every cache goes before the first ``environmentDidChange()`` runs, so a node that
    /// measures its children there (or a layout that one starts) reads their new environment,
    /// never the one they cached before: a subtree whose environment was read while it was in
    /// no scene (no fonts) would otherwise set text in a scene without fonts.
    func invalidateEnvironment() {
        forgetEnvironment()
        notifyEnvironmentDidChange()
    }

    /// Drops the subtree's cached environments and the measurements made with them.
    func forgetEnvironment() {
        cachedEnvironment = nil
        measurements.removeAll()
        for child in children { child.forgetEnvironment() }
    }

    private func notifyEnvironmentDidChange() {
        environmentDidChange()
        for child in children { child.notifyEnvironmentDidChange() }
    }
}
