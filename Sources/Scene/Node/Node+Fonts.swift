public import Text

extension Node {
    /// The fonts this node sets its text with: its environment's ``EnvironmentValues/fonts``.
    ///
    /// `nil` only while the node is in no scene (nothing measures or draws it for a screen then;
    /// it is measured again once it joins one). A node in a scene whose environment has no fonts
    /// is a wiring mistake of the program, not something its user can cause, and it would show
    /// invisible text: it stops with a message naming the fix instead. Missing fonts on the
    /// machine are found earlier, when the program opens its ``FontSystem`` at start-up.
    public var textFonts: FontSystem? {
        if let fonts = environment.fonts { return fonts }
        guard owner != nil else { return nil }
        preconditionFailure("“\(name ?? String(describing: type(of: self)))” sets text in a scene without fonts: "
            + "open a FontSystem at start-up and set it as EnvironmentValues.fonts of the scene owner")
    }
}
