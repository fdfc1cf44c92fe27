import CXKBCommon
public import Input

/// A compiled XKB keymap: turns evdev key codes into key symbols and text.
///
/// The layout comes from the board profile (default `us`); xkbcommon reads the rules from
/// Debian's `xkb-data`.
public final class Keymap {
    private let context: OpaquePointer
    private let keymap: OpaquePointer
    private let state: OpaquePointer

    /// The layout this keymap was compiled for, such as `us` or `de`.
    public let layout: String

    /// Compiles the keymap for an XKB layout (and optional variant).
    ///
    /// - Throws: ``KeymapError`` when xkbcommon cannot start or the layout does not exist.
    public init(layout: String = "us", variant: String? = nil) throws(KeymapError) {
        guard let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS) else { throw .contextFailed }
        let compiled: OpaquePointer? = layout.withCString { layoutName in
            (variant ?? "").withCString { variantName in
                var names = xkb_rule_names(
                    rules: nil, model: nil, layout: layoutName,
                    variant: variant == nil ? nil : variantName, options: nil)
                return xkb_keymap_new_from_names(context, &names, XKB_KEYMAP_COMPILE_NO_FLAGS)
            }
        }
        guard let compiled else {
            xkb_context_unref(context)
            throw .unknownLayout(layout: layout, variant: variant)
        }
        guard let state = xkb_state_new(compiled) else {
            xkb_keymap_unref(compiled)
            xkb_context_unref(context)
            throw .contextFailed
        }
        self.context = context
        self.keymap = compiled
        self.state = state
        self.layout = layout
    }

    deinit {
        xkb_state_unref(state)
        xkb_keymap_unref(keymap)
        xkb_context_unref(context)
    }

    /// The key symbol's name (`a`, `Return`, `Escape`, `Tab`) for an evdev key code in the current
    /// modifier state, or `nil` for a code the keymap does not know.
    public func symbolName(evdevKeyCode: UInt32) -> String? {
        let sym = xkb_state_key_get_one_sym(state, evdevKeyCode + 8)
        guard sym != 0 else { return nil }
        var buffer = [CChar](repeating: 0, count: 64)
        guard xkb_keysym_get_name(sym, &buffer, buffer.count) > 0 else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The text an evdev key code types in the current modifier state (empty for keys like Shift).
    public func text(evdevKeyCode: UInt32) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let n = xkb_state_key_get_utf8(state, evdevKeyCode + 8, &buffer, buffer.count)
        guard n > 0 else { return "" }
        return String(decoding: buffer.prefix(Int(n)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Records a key press or release so that modifiers (Shift, AltGr) affect later keys.
    public func update(evdevKeyCode: UInt32, isPressed: Bool) {
        xkb_state_update_key(state, evdevKeyCode + 8, isPressed ? XKB_KEY_DOWN : XKB_KEY_UP)
    }
}
