import Scene

/// The key clicks (iOS's Keyboard Clicks): a key clicks as the finger comes down on it, and
/// delete again on each repeat. Character keys and space click, delete has its own click, and
/// the keys that change the keyboard (shift, 123, the globe, a language key, Return) a third; a
/// spacer is silent.
extension Keyboard {
    /// Plays `key`'s click through the environment's sound player, when the Keyboard Clicks
    /// setting is on.
    func playClick(for key: KeyboardKey) {
        let environment = environment
        guard environment.playsKeyboardClicks, let sounds = environment.sounds else { return }
        switch key.action {
        case .spacer: return
        case .backspace: sounds.play(.deleteClick)
        case .character, .text, .space, .flick: sounds.play(.keyClick)
        case .shift, .plane, .globe, .language, .return, .kanaModifier, .kanaNext: sounds.play(.modifierClick)
        }
    }
}
