import Input
import Graphics
import Testing
@testable import Devices

/// Hardware keys through xkbcommon: compose sequences, which keys repeat, and releases.
@Suite("Keymap: compose and repeat")
struct KeymapComposeTests {
    let mapping = TouchMapping(panelSize: PixelSize(width: 640, height: 480))

    /// evdev codes (linux/input-event-codes.h).
    enum Code {
        static let equal: UInt32 = 13, q: UInt32 = 16, e: UInt32 = 18, o: UInt32 = 24, a: UInt32 = 30
        static let apostrophe: UInt32 = 40, leftShift: UInt32 = 42, c: UInt32 = 46, rightAlt: UInt32 = 100
    }

    final class Typist {
        let translator: InputTranslator
        init(_ translator: InputTranslator) { self.translator = translator }

        /// Presses and releases `code`; returns the press.
        func tap(_ code: UInt32) -> KeyEvent? {
            let press = event(code, down: true)
            _ = event(code, down: false)
            return press
        }

        func event(_ code: UInt32, down: Bool) -> KeyEvent? {
            if case .key(let e)? = translator.translate(.key(code: code, isPressed: down), timestamp: 0).first { return e }
            return nil
        }

        /// The text a sequence of taps types.
        func type(_ codes: [UInt32]) -> String { codes.compactMap { tap($0)?.text }.joined() }
    }

    @Test("A dead key types nothing and does not repeat; the next letter types the accented one")
    func deadKey() throws {
        let typist = Typist(InputTranslator(mapping: mapping, keymap: try Keymap(layout: "de", composeLocale: "C.UTF-8")))
        let dead = typist.tap(Code.equal)  // ´ on a German keyboard
        #expect(dead?.key == .other("dead_acute"))
        #expect(dead?.text == "")
        #expect(dead?.repeatsWhenHeld == false)
        let accented = typist.tap(Code.e)
        #expect(accented?.text == "é")
        #expect(accented?.key == .character("é"))
        #expect(accented?.repeatsWhenHeld == true)
        // The sequence is over: e types e again.
        #expect(typist.type([Code.e]) == "e")
    }

    @Test("The Compose key (Right Alt with compose:ralt) types sequences of the locale's table")
    func composeKey() throws {
        let keymap = try Keymap(layout: "us", options: "compose:ralt", composeLocale: "C.UTF-8")
        #expect(keymap.composeLocale == "C.UTF-8")
        let typist = Typist(InputTranslator(mapping: mapping, keymap: keymap))
        let multi = typist.tap(Code.rightAlt)
        #expect(multi?.key == .other("Multi_key") && multi?.text == "" && multi?.repeatsWhenHeld == false)
        #expect(typist.type([Code.apostrophe, Code.e]) == "é")
        #expect(typist.type([Code.rightAlt, Code.o, Code.c]) == "©")
        #expect(typist.type([Code.a]) == "a")
    }

    @Test("A key that breaks off a sequence types nothing, and typing goes on normally")
    func cancelledSequence() throws {
        let typist = Typist(InputTranslator(mapping: mapping, keymap: try Keymap(layout: "de", composeLocale: "C.UTF-8")))
        #expect(typist.type([Code.equal, Code.q]) == "")
        #expect(typist.type([Code.q]) == "q")
    }

    @Test("Without a compose locale a dead key types nothing by itself (xkbcommon gives dead keys no text)")
    func noCompose() throws {
        let typist = Typist(InputTranslator(mapping: mapping, keymap: try Keymap(layout: "de")))
        #expect(typist.type([Code.equal, Code.e]) == "e")
        #expect(typist.tap(Code.equal)?.key == .other("dead_acute"))
    }

    @Test("Modifiers do not repeat; a release names the key its press named, whatever Shift did meanwhile")
    func repeatFlagsAndReleases() throws {
        let typist = Typist(InputTranslator(mapping: mapping, keymap: try Keymap(layout: "us", composeLocale: "C.UTF-8")))
        let a = typist.event(Code.a, down: true)
        #expect(a?.key == .character("a") && a?.repeatsWhenHeld == true)
        let shift = typist.event(Code.leftShift, down: true)
        #expect(shift?.key == .modifier(.shift) && shift?.repeatsWhenHeld == false)
        let up = typist.event(Code.a, down: false)
        #expect(up?.key == .character("a") && up?.isPressed == false)
        #expect(typist.tap(Code.a)?.text == "A")
    }

    @Test("An unknown compose locale or XKB option is a typed error naming it")
    func unknownComposeLocaleAndOptions() {
        #expect(throws: KeymapError.unknownComposeLocale(locale: "no_SUCH.locale")) {
            try Keymap(layout: "us", composeLocale: "no_SUCH.locale")
        }
        #expect(throws: KeymapError.unknownOptions(options: "compose:nowhere")) {
            try Keymap(layout: "us", options: "compose:ralt,compose:nowhere")
        }
        #expect(KeymapError.unknownComposeLocale(locale: "xx").description.contains("libx11-data"))
    }
}
