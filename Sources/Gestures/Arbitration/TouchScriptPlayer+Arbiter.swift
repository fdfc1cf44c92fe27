extension TouchScriptPlayer {
    /// Feeds the whole script to an arbiter, running deadlines in between, and finally advances
    /// the arbiter's clock to the script's end (plus `settle` seconds, so that a trailing
    /// single tap waiting for a double tap resolves).
    ///
    /// - Throws: ``TouchScriptError`` with ``TouchScriptError/Kind/noElementResolver(target:)``
    ///   when the script aims a step at an element (`tap "Open"`): a bare arbiter has no
    ///   accessibility tree to find it in, and a step left out would pass a test that never ran
    ///   it. Such scripts play on a host (`SceneHarness`, `HeadlessSession`).
    @MainActor
    public static func play(
        _ script: TouchScript, on arbiter: GestureArbiter, offset: Double = 0, settle: Double = 1
    ) throws(TouchScriptError) {
        if let step = script.elementSteps.first {
            throw TouchScriptError(line: step.line, kind: .noElementResolver(target: step.target.description))
        }
        for event in script.events { arbiter.handle(event.shifted(by: offset)) }
        arbiter.advance(to: offset + script.duration + settle)
    }
}
