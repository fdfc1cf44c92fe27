import Testing
import Input
@testable import Devices

@Suite("Board profile")
struct BoardProfileTests {
    @Test("Every key parses; comments and blank lines are ignored")
    func parses() throws {
        let profile = try BoardProfile(parsing: """
        # a 7" panel mounted sideways
        mode = 800x480@60
        rotation = 90
        scale = 1.5

        seat = seat1
        keymap = de(nodeadkeys)
        no-display = headless   # render anyway
        fonts = /opt/fonts/Brand.otf, /opt/fonts
        card = /dev/dri/card1
        connector = DSI-1
        """)
        #expect(profile.mode == DisplayModeRequest(width: 800, height: 480, refreshHz: 60))
        #expect(profile.rotation == .clockwise90)
        #expect(profile.scale == 1.5)
        #expect(profile.seat == "seat1")
        #expect(profile.keymap == "de(nodeadkeys)")
        #expect(profile.noDisplay == .headless)
        #expect(profile.fonts == ["/opt/fonts/Brand.otf", "/opt/fonts"])
        #expect(profile.card == "/dev/dri/card1")
        #expect(profile.connector == "DSI-1")
    }

    @Test("The sound keys: the ALSA device (or none), the volume in percent, mute")
    func soundKeys() throws {
        let defaults = BoardProfile()
        #expect(defaults.soundDevice == "default" && defaults.soundVolume == 100 && !defaults.isMuted)
        let profile = try BoardProfile(parsing: "sound-device = plughw:0,0\nvolume = 60\nmute = on\n")
        #expect(profile.soundDevice == "plughw:0,0" && profile.soundVolume == 60 && profile.isMuted)
        let silent = try BoardProfile(parsing: "sound-device = none\nvolume = 0\nmute = off")
        #expect(silent.soundDevice == nil && silent.soundVolume == 0 && !silent.isMuted)
        for (text, message) in [
            ("volume = 101", "volume must be a whole percentage from 0 to 100"), ("volume = 50.5", "volume must be"),
            ("volume = -1", "volume must be"), ("mute = maybe", "mute must be `on` or `off`"),
            ("sound-device =", "sound-device needs an ALSA device name"),
        ] {
            do {
                _ = try BoardProfile(parsing: text, source: "b")
                Issue.record("“\(text)” was accepted")
            } catch {
                #expect(error.message.contains(message), "\(error)")
            }
        }
    }

    @Test("screen-reader = on starts the reader; off unless set; other values name the fix")
    func screenReaderKey() throws {
        #expect(!BoardProfile().screenReader)
        #expect(try BoardProfile(parsing: "screen-reader = on").screenReader)
        #expect(try !BoardProfile(parsing: "screen-reader = off").screenReader)
        do {
            _ = try BoardProfile(parsing: "screen-reader = loud", source: "b")
            Issue.record("“loud” was accepted")
        } catch {
            #expect(error.message.contains("screen-reader must be `on` or `off`"), "\(error)")
        }
    }

    @Test("status-bar and battery-percentage: off unless set; other values name the fix")
    func statusBarKeys() throws {
        let empty = try BoardProfile(parsing: "")
        #expect(!empty.statusBar && !empty.batteryPercentage)
        let on = try BoardProfile(parsing: "status-bar = on\nbattery-percentage = on")
        #expect(on.statusBar && on.batteryPercentage)
        #expect(try !BoardProfile(parsing: "status-bar = off").statusBar)
        do {
            _ = try BoardProfile(parsing: "status-bar = maybe", source: "b")
            Issue.record("no error")
        } catch {
            #expect(error.message.contains("status-bar must be `on` or `off`"), "\(error)")
        }
    }

    @Test("An empty profile means the defaults")
    func defaults() throws {
        let profile = try BoardProfile(parsing: "")
        #expect(profile == BoardProfile())
        #expect(profile.mode == nil && profile.rotation == .none && profile.noDisplay == .wait)
    }

    @Test("Bad lines are errors naming the line and the fix", arguments: [
        ("mode = big", 1, "mode must look like 1024x768"),
        ("\nrotation = 45", 2, "rotation must be 0, 90, 180 or 270"),
        ("scale = 0", 1, "scale must be a number above 0"),
        ("no-display = crash", 1, "no-display must be `wait` or `headless`"),
        ("colour = blue", 1, "unknown key “colour”"),
        ("mode 1024x768", 1, "expected `key = value`"),
        ("mode = 1024x768@0", 1, "mode must look like"),
        // The display settings and the screen reader's shortcut key.
        ("text-size = huge", 1, "text-size must be one of extra-small, small"),
        ("\nbold-text = yes", 2, "bold-text must be `on` or `off`, not “yes”"),
        ("reduce-motion = 1", 1, "reduce-motion must be `on` or `off`"),
        ("screen-reader-shortcut = F5 F6", 1, "screen-reader-shortcut needs a key's XKB name"),
        ("screen-reader-shortcut =", 1, "screen-reader-shortcut needs a key's XKB name"),
        ("bold = on", 1, "unknown key “bold”"),
    ])
    func errors(text: String, line: Int, message: String) {
        do {
            _ = try BoardProfile(parsing: text, source: "board.conf")
            Issue.record("“\(text)” was accepted")
        } catch {
            #expect(error.line == line)
            #expect(error.message.contains(message), "\(error)")
            #expect(error.description.hasPrefix("board.conf:\(line): "))
        }
    }

    @Test("A missing file is an error naming it")
    func missingFile() {
        #expect(throws: BoardProfileError.self) { try BoardProfile(contentsOf: "/nonexistent/board.conf") }
    }

    @Test("Mode requests pick the same size at the nearest rate, else nothing")
    func modeMatching() {
        let modes: [(width: Int, height: Int, refreshHz: Double)] = [(1280, 800, 74.99), (1024, 768, 75), (1024, 768, 60.004), (800, 600, 60)]
        #expect(DisplayModeRequest(parsing: "1024x768@60")?.bestMatch(in: modes) == 2)
        #expect(DisplayModeRequest(parsing: "1024x768")?.bestMatch(in: modes) == 1)
        #expect(DisplayModeRequest(parsing: "1024x768@30")?.bestMatch(in: modes) == nil)
        #expect(DisplayModeRequest(parsing: "640x480")?.bestMatch(in: modes) == nil)
        #expect(DisplayModeRequest(parsing: "1024x768@60")?.description == "1024x768@60")
        #expect(DisplayModeRequest(parsing: "x768") == nil)
    }
}

@Suite("DRM error messages")
struct DRMErrorMessageTests {
    @Test("A permission error names every fix: root, the video group, seatd")
    func permission() {
        let message = DRMError.permissionDenied(path: "/dev/dri/card0", reason: "Permission denied").description
        #expect(message.contains("/dev/dri/card0"))
        #expect(message.contains("root"))
        #expect(message.contains("`video` group"))
        #expect(message.contains("seatd"))
    }

    @Test("A mode the display does not offer lists the ones it does")
    func mode() {
        let message = DRMError.modeNotOffered(requested: "640x480@60", available: ["1024x768@60", "800x600@60"]).description
        #expect(message.contains("640x480@60"))
        #expect(message.contains("1024x768@60, 800x600@60"))
    }
}

@Suite("Board profile: keyboards")
struct BoardProfileKeyboardTests {
    @Test("Key repeat, XKB options and the compose locale parse; defaults are iOS's repeat and C.UTF-8")
    func keyboardKeys() throws {
        let defaults = BoardProfile()
        #expect(defaults.keyRepeat == KeyRepeat(delay: 0.5, rate: 10))
        #expect(defaults.composeLocale == "C.UTF-8")
        #expect(defaults.keymapOptions == nil)
        let profile = try BoardProfile(parsing: """
            key-repeat-delay = 250
            key-repeat-rate = 30
            keymap-options = compose:ralt
            compose = de_DE.UTF-8
            """)
        #expect(profile.keyRepeat == KeyRepeat(delay: 0.25, rate: 30))
        #expect(profile.keymapOptions == "compose:ralt")
        #expect(profile.composeLocale == "de_DE.UTF-8")
        #expect(try BoardProfile(parsing: "key-repeat-rate = 0").keyRepeat.isEnabled == false)
    }

    @Test("keyboard-languages is an ordered, lower-cased list; an empty entry names the line")
    func keyboardLanguages() throws {
        #expect(BoardProfile().keyboardLanguages.isEmpty)
        let profile = try BoardProfile(parsing: "keyboard-languages = en, AR , ja-kana")
        #expect(profile.keyboardLanguages == ["en", "ar", "ja-kana"])
        #expect {
            try BoardProfile(parsing: "keyboard-languages = en,,he")
        } throws: { error in
            (error as? BoardProfileError)?.message.contains("comma-separated") == true
        }
    }

    @Test("A bad repeat delay or rate names the line and the range")
    func badRepeat() {
        #expect {
            try BoardProfile(parsing: "mode = preferred\nkey-repeat-delay = soon")
        } throws: { error in
            let e = error as? BoardProfileError
            return e?.line == 2 && e?.message.contains("milliseconds") == true
        }
        #expect {
            try BoardProfile(parsing: "key-repeat-rate = -3")
        } throws: { error in
            (error as? BoardProfileError)?.message.contains("repeats a second") == true
        }
    }
}
