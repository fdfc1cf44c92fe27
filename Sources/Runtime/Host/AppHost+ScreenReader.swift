public import Gestures
public import Scene

extension AppHost {
    /// Starts a VoiceOver-style screen reader over the content (its input root), speaking
    /// through `speech`: from now on every touch goes to the reader (``ScreenReader``), its
    /// cursor is drawn, and it goes on over content that replaces this one. Returns the reader,
    /// or `nil` when the content takes no input (nothing to read). A reader already running is
    /// returned as it is.
    @discardableResult
    public func startScreenReader(speech: any SpeechOutput) -> ScreenReader? {
        if let screenReader { return screenReader }
        guard let root = content.inputRoot, let arbiter = input?.arbiter else { return nil }
        let reader = ScreenReader(root: root, speech: speech)
        speech.useRate(wordsPerMinute: screenReaderSettings.wordsPerMinute)
        reader.settings = screenReaderSettings
        screenReader = reader
        reader.start(on: arbiter)
        return reader
    }

    /// Stops the screen reader: touches go to the content again, its cursor goes.
    public func stopScreenReader() {
        screenReader?.stop()
        screenReader = nil
    }
}
