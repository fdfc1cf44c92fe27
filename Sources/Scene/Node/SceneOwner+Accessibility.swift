extension SceneOwner {
    /// Changes the display settings of ``environment`` as `overrides` say (what is `nil` there
    /// stays); the scene re-resolves and redraws only when something changed.
    public func useAccessibility(_ overrides: AccessibilitySettingsOverrides) {
        var settings = environment.accessibility
        overrides.apply(to: &settings)
        if settings != environment.accessibility { environment.accessibility = settings }
    }
}
