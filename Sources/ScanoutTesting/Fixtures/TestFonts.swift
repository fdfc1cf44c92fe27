public import Text

/// The fonts tests set text with: one ``FontSystem`` with the default configuration, opened on
/// first use and shared by every test of the process (opening fonts costs milliseconds; the
/// glyph and shaping caches stay warm between tests).
///
/// Programs open their own at start-up and hand it to their scenes (`EnvironmentValues.fonts`);
/// this one exists for tests only.
public enum TestFonts {
    private static let opened: Result<FontSystem, TextError> = Result { () throws(TextError) in try FontSystem() }

    /// The shared font system.
    ///
    /// - Throws: ``TextError/noUsableFont(searched:)`` when no font is installed (the message
    ///   names the packages; `scripts/setup` installs them).
    public static func system() throws(TextError) -> FontSystem { try opened.get() }
}
