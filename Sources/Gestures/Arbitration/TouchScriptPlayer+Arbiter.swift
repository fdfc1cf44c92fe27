extension TouchScriptPlayer {
    /// Feeds the whole script to an arbiter, running deadlines in between, and finally advances
    /// the arbiter's clock to the script's end (plus `settle` seconds, so that a trailing
    /// single tap waiting for a double tap resolves).
    @MainActor
    public static func play(_ script: TouchScript, on arbiter: GestureArbiter, offset: Double = 0, settle: Double = 1) {
        for event in script.events { arbiter.handle(event.shifted(by: offset)) }
        arbiter.advance(to: offset + script.duration + settle)
    }
}
