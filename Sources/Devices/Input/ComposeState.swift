import CInput
import Input

/// A locale's compose sequences (dead keys, the Compose key) and where typing is in one: the
/// xkbcommon compose table and state, owned here and freed in `deinit`.
///
/// The table comes from libX11's data (`/usr/share/X11/locale/<locale>/Compose`, Debian's
/// `libx11-data`); `C.UTF-8` and every UTF-8 locale without its own table use en_US.UTF-8's.
final class ComposeState {
    /// What feeding one key symbol did.
    enum Outcome: Equatable {
        /// The key is not part of a sequence: it types what it types.
        case none
        /// The key starts or continues a sequence: it types nothing yet.
        case composing
        /// The key ends a sequence, which types `text` (`é`); `symbolName` is its key symbol.
        case composed(text: String, symbolName: String?)
        /// The key broke off a sequence that cannot go on: it types nothing.
        case cancelled
    }

    private let table: OpaquePointer
    private let state: OpaquePointer
    /// The locale the table was read for.
    let locale: String

    /// Reads `locale`'s compose table in `context`.
    ///
    /// - Throws: ``KeymapError/unknownComposeLocale(locale:)`` when there is no table for it.
    init(context: OpaquePointer, locale: String) throws(KeymapError) {
        guard let table = xkb_compose_table_new_from_locale(context, locale, XKB_COMPOSE_COMPILE_NO_FLAGS) else {
            throw .unknownComposeLocale(locale: locale)
        }
        guard let state = xkb_compose_state_new(table, XKB_COMPOSE_STATE_NO_FLAGS) else {
            xkb_compose_table_unref(table)
            throw .contextFailed
        }
        self.table = table
        self.state = state
        self.locale = locale
    }

    deinit {
        xkb_compose_state_unref(state)
        xkb_compose_table_unref(table)
    }

    /// Feeds a pressed key's symbol and says what it did; a finished or broken sequence starts
    /// over with the next key.
    func feed(_ keysym: xkb_keysym_t) -> Outcome {
        guard xkb_compose_state_feed(state, keysym) == XKB_COMPOSE_FEED_ACCEPTED else { return .none }
        switch xkb_compose_state_get_status(state) {
        case XKB_COMPOSE_COMPOSING:
            return .composing
        case XKB_COMPOSE_COMPOSED:
            var buffer = [CChar](repeating: 0, count: 64)
            let n = xkb_compose_state_get_utf8(state, &buffer, buffer.count)
            let text = n > 0 ? Keymap.string(buffer, count: Int(n)) : ""
            let symbolName = Keymap.name(of: xkb_compose_state_get_one_sym(state))
            xkb_compose_state_reset(state)
            return .composed(text: text, symbolName: symbolName)
        case XKB_COMPOSE_CANCELLED:
            xkb_compose_state_reset(state)
            return .cancelled
        default:
            return .none
        }
    }

    /// Drops a sequence under way (the keyboard went away).
    func reset() { xkb_compose_state_reset(state) }
}
