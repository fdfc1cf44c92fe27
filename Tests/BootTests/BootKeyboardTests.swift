import Controls
import Graphics
import Input
import Runtime
import ScanoutTesting
import Scene
import Testing
@testable import Boot

/// ask-password with the splash's on-screen keyboard (HIG §3.19): it comes up with the question,
/// taps on its keys type the passphrase, its Done key answers, and it goes down again; a hardware
/// key takes it down; the VM suite's touch script types the passphrase it expects.
@MainActor
@Suite("Boot splash keyboard")
struct BootKeyboardTests {
    /// The VM suite's screen (Board/vm/board.conf) and theme colours.
    let size = PixelSize(width: 1024, height: 768)
    static let root = String(#filePath.dropLast("Tests/BootTests/BootKeyboardTests.swift".count))

    func splash(_ language: BootLanguage = .english, size: PixelSize? = nil) -> BootSplash {
        var theme = BootTheme()
        theme.language = language
        theme.background = Color(hex: 0x1C3A5E)
        return BootSplash(theme: theme, logo: BootLogo.scanoutArtwork, pixelSize: size ?? self.size, scale: 1)
    }

    /// Where each key that types `text` is, on the screen, with the keyboard all the way up:
    /// Shift before a capital, "123" before a digit or a symbol, Done at the end. Read from a
    /// keyboard of the same width laid out on its own, so the splash's keyboard is not touched.
    func taps(typing text: String, on splash: BootSplash) -> [Point] {
        guard let probe = try? Keyboard(languages: [.english]) else { return [] }
        let frame = splash.keyboardHost.keyboardFrame
        probe.frame = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        probe.layoutChildren()
        var points: [Point] = []
        func tap(_ action: KeyboardKey.Action) {
            guard let key = probe.frame(of: action) else {
                Issue.record("no key \(action) on the \(probe.planeKind) plane")
                return
            }
            points.append(Point(x: frame.minX + key.midX, y: frame.minY + key.midY))
        }
        for character in text {
            let letter = String(character).lowercased()
            if character.isLetter {
                if probe.planeKind != .letters {
                    tap(.plane(.letters))
                    probe.show(plane: .letters)
                }
                if character.isUppercase { tap(.shift) }
                tap(.character(letter))
            } else {
                if probe.planeKind != .numbers {
                    tap(.plane(.numbers))
                    probe.show(plane: .numbers)
                }
                tap(.character(String(character)))
            }
        }
        tap(.return)
        return points
    }

    /// The taps as a touch script, 150 ms apart (as the VM's uinput touchscreen plays them).
    func script(_ points: [Point]) throws -> TouchScript {
        try TouchScript(points.map { "tap \(Int($0.x)),\(Int($0.y))\nwait 0.15" }.joined(separator: "\n"))
    }

    @Test("ask-password brings the keyboard up; taps on its keys type the passphrase and Done answers")
    func tappedPassphrase() throws {
        let splash = splash()
        var answer: String??
        splash.ask(prompt: "Passphrase for data", isSecret: true) { answer = .some($0) }
        let session = HeadlessSession(content: splash.content, pixelSize: size, fonts: try TestFonts.system())
        session.run(until: 1)
        #expect(splash.keyboardHost.isKeyboardShown && splash.keyboardHost.keyboardProgress == 1)
        #expect(splash.keyboard.client === splash.entry)
        #expect(splash.keyboard.returnKeyType == .done)
        // The entry clears the keyboard's top (HIG §3.19: the field stays in view).
        let entryBottom = splash.entry.convert(Point(x: 0, y: splash.entry.bounds.maxY), to: nil).y
        #expect(entryBottom <= splash.keyboardHost.keyboardFrame.minY)
        session.play(try script(taps(typing: "Tulip-42", on: splash)))
        session.run(until: 5)
        #expect(answer == .some("Tulip-42"))
        // Nothing of it is kept: the entry is empty, the keyboard is down and types into nothing.
        #expect(splash.entry.text.isEmpty && !splash.isAsking)
        #expect(!splash.keyboardHost.isKeyboardShown && splash.keyboard.client == nil)
    }

    @Test("The VM suite's touch script taps the keyboard's keys and types its passphrase on the 1024x768 splash")
    func vmTouchScript() throws {
        // Board/vm/boot-passphrase.touch, in uinput-touch's words: `tap X Y`, `sleep MS`.
        let text = try String(contentsOfFile: Self.root + "Board/vm/boot-passphrase.touch", encoding: .utf8)
        var lines: [String] = []
        var points: [Point] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let words = line.split(separator: " ")
            if words.first == "tap", words.count == 3, let x = Double(words[1]), let y = Double(words[2]) {
                lines.append("tap \(words[1]),\(words[2])")
                points.append(Point(x: x, y: y))
            }
            if words.first == "sleep", words.count == 2, let ms = Double(words[1]) { lines.append("wait \(ms / 1000)") }
        }
        let splash = splash()
        var answer: String??
        splash.ask(prompt: "Passphrase for data", isSecret: true) { answer = .some($0) }
        // The file holds the keys' centres as the keyboard lays them out at this size (made from them).
        let expected = taps(typing: "Tulip-42", on: splash)
        #expect(points.count == expected.count)
        for (point, key) in zip(points, expected) {
            #expect(abs(point.x - key.x) <= 1 && abs(point.y - key.y) <= 1, "\(point) vs the key's centre \(key)")
        }
        let session = HeadlessSession(content: splash.content, pixelSize: size, fonts: try TestFonts.system())
        session.run(until: 1)
        session.play(try TouchScript(lines.joined(separator: "\n")))
        session.run(until: 10)
        #expect(answer == .some("Tulip-42"))
    }

    @Test("A hardware key takes the on-screen keyboard down; Return answers")
    func hardwareKeyboard() throws {
        let splash = splash()
        var answer: String??
        splash.ask(prompt: "", isSecret: true) { answer = .some($0) }
        let session = HeadlessSession(content: splash.content, pixelSize: size, fonts: try TestFonts.system())
        session.run(until: 1)
        #expect(splash.keyboardHost.isKeyboardShown)
        session.play(try TouchScript("key o\nkey k\nwait 0.5\nkey Return"))
        session.run(until: 3)
        #expect(answer == .some("ok"))
        #expect(splash.keyboardHost.isHardwareKeyboardAttached && !splash.keyboardHost.isKeyboardShown)
        // The next question keeps it down: the hardware keyboard is still there.
        splash.ask(prompt: "", isSecret: false) { _ in }
        session.run(until: 4)
        #expect(!splash.keyboardHost.isKeyboardShown && splash.keyboardHost.keyboardProgress == 0)
    }

    @Test("The boards: the theme's language then English; a passphrase in Japanese on the English board")
    func boards() {
        #expect(BootSplash.keyboardLanguages(for: .english, isSecret: true) == [.english])
        #expect(BootSplash.keyboardLanguages(for: .arabic, isSecret: true) == [.arabic, .english])
        #expect(BootSplash.keyboardLanguages(for: .hebrew, isSecret: false) == [.hebrew, .english])
        #expect(BootSplash.keyboardLanguages(for: .japanese, isSecret: true) == [.english])
        #expect(BootSplash.keyboardLanguages(for: .japanese, isSecret: false) == [.japaneseKana, .english])
        let splash = splash(.japanese)
        splash.ask(prompt: "", isSecret: false) { _ in }
        #expect(splash.keyboard.language == .japaneseKana)
        splash.ask(prompt: "", isSecret: true) { _ in }
        #expect(splash.keyboard.language == .english)
    }

    /// The frame of `node` on the screen, in points.
    func screenFrame(_ node: Node) -> Rect {
        let origin = node.convert(Point(x: 0, y: 0), to: nil)
        return Rect(origin: origin, size: node.bounds.size)
    }

    @Test("With the keyboard up the splash re-flows above it: logo whole on screen, prompt and entry clear of the keyboard")
    func reflowAboveKeyboard() throws {
        for (width, height) in [(800, 480), (1024, 768), (640, 480)] {
            let size = PixelSize(width: width, height: height)
            let splash = splash(.hebrew, size: size)
            splash.setProgress(60)
            let session = HeadlessSession(content: splash.content, pixelSize: size, fonts: try TestFonts.system())
            session.run(until: 0.5)
            let resting = splash.logo.frame
            #expect(resting.maxY == Double(height) / 2 && resting.height == BootMetrics.logoSide, "resting on the centre line")
            splash.ask(prompt: "", isSecret: true) { _ in }
            session.run(until: 1.5)
            #expect(splash.keyboardHost.keyboardProgress == 1)
            let keyboardTop = splash.keyboardHost.keyboardFrame.minY
            let logo = screenFrame(splash.logo), prompt = screenFrame(splash.promptLine), entry = screenFrame(splash.entry)
            let label = "\(width)x\(height)"
            #expect(logo.minY >= BootMetrics.compactMargin - 1e-9, "\(label): the logo's top \(logo.minY) is on screen")
            #expect(logo.height >= BootMetrics.compactLogoMinimumSide, "\(label): the logo keeps a visible size")
            #expect(logo.maxY + BootMetrics.lineGap <= screenFrame(splash.bar).minY + 1e-9 || splash.bar.isHidden,
                    "\(label): the logo above the indicator")
            #expect(prompt.minY >= logo.maxY && entry.minY >= prompt.maxY, "\(label): logo, prompt, entry in order")
            #expect(entry.maxY + BootMetrics.compactMargin <= keyboardTop + 1e-9, "\(label): the entry clears the keyboard")
            #expect(splash.keyboardHost.contentPush == 0, "\(label): re-flowed, not pushed up")
            #expect(abs(logo.midX - Double(width) / 2) <= 0.5, "\(label): centred")
            if height >= 768 {
                #expect(logo.size == resting.size, "\(label): room enough for the logo at its size")
            } else {
                #expect(logo.height < resting.height, "\(label): the logo shrinks to fit the room")
            }
            // The keyboard going down gives the splash its screen back: the logo rests on the centre line.
            splash.cancelQuestion()
            session.run(until: 2.5)
            #expect(splash.logo.frame == resting, "\(label): back where it rested")
        }
    }

    @Test("The arrangement is continuous in the room's height: no jump as the keyboard slides")
    func reflowIsContinuous() {
        let logo = Size(width: 128, height: 128)
        var previous: (logo: Rect, column: Rect)?
        for step in 0...400 {
            let height = 480 - Double(step) * 0.6
            let frames = BootSplashLayout.arrange(room: Rect(x: 0, y: 0, width: 800, height: height), logo: logo, column: 185, scale: 1)
            if let previous {
                #expect(abs(frames.logo.minY - previous.logo.minY) <= 1.5 && abs(frames.column.minY - previous.column.minY) <= 1.5,
                        "at \(height) pt: \(previous) → \(frames)")
                #expect(abs(frames.logo.height - previous.logo.height) <= 1.5)
            }
            previous = frames
        }
    }
}
