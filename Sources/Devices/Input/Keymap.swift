import CInput
import Graphics
public import Input

/// A compiled XKB keymap: turns evdev key codes into key symbols and text, through the
/// compose sequences of a locale (dead keys, the Compose key) when it has one.
///
/// The layout comes from the board profile (default `us`); xkbcommon reads the rules from
/// Debian's `xkb-data` and the compose sequences from `libx11-data`.
public final class Keymap {
    private let context: OpaquePointer
    private let keymap: OpaquePointer
    private let state: OpaquePointer
    private let compose: ComposeState?

    /// The layout this keymap was compiled for, such as `us` or `de`.
    public let layout: String

    /// The locale whose compose sequences apply, or `nil` for none.
    public var composeLocale: String? { compose?.locale }

    /// What one key press does once the keymap and compose sequences have seen it.
    struct Press: Equatable {
        /// The key symbol's name (`a`, `eacute`, `dead_acute`, `Multi_key`), or `nil` when unknown.
        var symbolName: String?
        /// What it types (empty for a key that starts or breaks a compose sequence).
        var text: String
        /// Whether holding it repeats it (XKB's per-key flag; never while composing).
        var repeats: Bool
        /// Whether it ended a compose sequence (its text is the composed character).
        var isComposed = false
    }

    /// Compiles the keymap for an XKB layout (and optional variant and options), with the compose
    /// sequences of `composeLocale` (`C.UTF-8`; `nil` for none).
    ///
    /// - Throws: ``KeymapError`` when xkbcommon cannot start, the layout does not exist or the
    ///   locale has no compose table.
    public init(
        layout: String = "us", variant: String? = nil, options: String? = nil, composeLocale: String? = nil
    ) throws(KeymapError) {
        // xkbcommon ignores an option it does not know (and says so only on stderr): check them
        // against the rules' list first, so a mistyped `compose:ralt` is an error, not a silent
        // keyboard without a Compose key.
        if let options, let known = Self.knownOptions() {
            let unknown = options.split(separator: ",").map { String($0.trimmingSpaces) }
                .filter { !$0.isEmpty && !known.contains($0) }
            if !unknown.isEmpty { throw .unknownOptions(options: unknown.joined(separator: ",")) }
        }
        if let problem = scanout_xkbcommon_unavailable() { throw .libraryUnavailable(String(cString: problem)) }
        guard let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS) else { throw .contextFailed }
        guard let compiled = Self.compile(context, layout: layout, variant: variant, options: options) else {
            xkb_context_unref(context)
            throw .unknownLayout(layout: layout, variant: variant)
        }
        guard let state = xkb_state_new(compiled) else {
            xkb_keymap_unref(compiled)
            xkb_context_unref(context)
            throw .contextFailed
        }
        do {
            compose = try composeLocale.map { locale throws(KeymapError) in
                try ComposeState(context: context, locale: locale)
            }
        } catch {
            xkb_state_unref(state)
            xkb_keymap_unref(compiled)
            xkb_context_unref(context)
            throw error
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

    /// Where xkbcommon's rules list the options they know (Debian's `xkb-data`).
    static let rulesListPath = "/usr/share/X11/xkb/rules/evdev.lst"

    /// The option names the rules list (`compose:ralt`), or `nil` when the list cannot be read.
    private static func knownOptions() -> Set<String>? {
        guard let bytes = try? FileBytes.read(rulesListPath) else { return nil }
        var names: Set<String> = []
        var inOptions = false
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            if line.hasPrefix("!") {
                inOptions = line.trimmingSpaces == "! option"
            } else if inOptions, let name = line.split(separator: " ", omittingEmptySubsequences: true).first {
                names.insert(String(name))
            }
        }
        return names.isEmpty ? nil : names
    }

    private static func compile(
        _ context: OpaquePointer, layout: String, variant: String?, options: String?
    ) -> OpaquePointer? {
        layout.withCString { layoutName in
            (variant ?? "").withCString { variantName in
                (options ?? "").withCString { optionNames in
                    var names = xkb_rule_names(
                        rules: nil, model: nil, layout: layoutName,
                        variant: variant == nil ? nil : variantName, options: options == nil ? nil : optionNames)
                    return xkb_keymap_new_from_names(context, &names, XKB_KEYMAP_COMPILE_NO_FLAGS)
                }
            }
        }
    }

    /// The key symbol's name (`a`, `Return`, `Escape`, `Tab`) for an evdev key code in the current
    /// modifier state, or `nil` for a code the keymap does not know.
    public func symbolName(evdevKeyCode: UInt32) -> String? {
        Self.name(of: xkb_state_key_get_one_sym(state, evdevKeyCode + 8))
    }

    /// The text an evdev key code types in the current modifier state (empty for keys like
    /// Shift), without compose sequences.
    public func text(evdevKeyCode: UInt32) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let n = xkb_state_key_get_utf8(state, evdevKeyCode + 8, &buffer, buffer.count)
        guard n > 0 else { return "" }
        return Self.string(buffer, count: Int(n))
    }

    /// Records a key press or release so that modifiers (Shift, AltGr) affect later keys.
    public func update(evdevKeyCode: UInt32, isPressed: Bool) {
        xkb_state_update_key(state, evdevKeyCode + 8, isPressed ? XKB_KEY_DOWN : XKB_KEY_UP)
    }

    /// Resolves a key press through the compose sequences (before ``update(evdevKeyCode:isPressed:)``
    /// records it): a dead key or the Compose key types nothing and the key that ends the
    /// sequence types the composed text; a key that breaks a sequence types nothing.
    func press(evdevKeyCode code: UInt32) -> Press {
        let keysym = xkb_state_key_get_one_sym(state, code + 8)
        let repeats = xkb_keymap_key_repeats(keymap, code + 8) != 0
        let plain = Press(symbolName: Self.name(of: keysym), text: text(evdevKeyCode: code), repeats: repeats)
        guard let compose, keysym != 0 else { return plain }
        switch compose.feed(keysym) {
        case .none: return plain
        case .composing, .cancelled: return Press(symbolName: plain.symbolName, text: "", repeats: false)
        case .composed(let text, let name):
            return Press(symbolName: name ?? plain.symbolName, text: text, repeats: repeats, isComposed: true)
        }
    }

    static func name(of keysym: xkb_keysym_t) -> String? {
        guard keysym != 0 else { return nil }
        var buffer = [CChar](repeating: 0, count: 64)
        let n = xkb_keysym_get_name(keysym, &buffer, buffer.count)
        guard n > 0 else { return nil }
        return string(buffer, count: Int(n))
    }

    static func string(_ buffer: [CChar], count: Int) -> String {
        String(
            decoding: buffer.prefix(min(count, buffer.count)).prefix { $0 != 0 }.map { UInt8(bitPattern: $0) },
            as: UTF8.self)
    }
}
