import Gestures
import Graphics
import InputMethods
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

/// The on-screen keyboard's Japanese boards typing through a ``JapaneseInputSession`` (Anthy),
/// with the candidate bar riding on the keyboard.
@MainActor
@Suite("Japanese keyboard input")
struct JapaneseKeyboardInputTests {
    @Test("Romaji typed on the board shows marked かんじ; the bar above the keyboard offers 漢字 and a tap commits it")
    func romajiToKanji() throws {
        let form = try KeyboardForm(languages: [.japaneseRomaji, .english])
        let japanese = JapaneseKeyboardInput()
        japanese.install(on: form.host)
        try form.beginEditing()
        #expect(form.host.accessoryView === japanese.candidateBar)
        let bar = try #require(form.host.accessoryFrame)
        #expect(bar.maxY == form.host.keyboardFrame.minY && bar.height == ControlMetrics.candidateBarHeight)
        #expect(japanese.candidateBar.frame == bar, "the keyboard is all the way up: so is the bar")
        try form.type("kanji")
        #expect(form.field.text == "かんじ" && form.field.markedTextRange == 0..<3)
        let index = try #require(japanese.candidateBar.candidates.firstIndex(of: "漢字"))
        form.harness.owner.layoutIfNeeded()
        let cell = japanese.candidateBar.candidateFrames[index]
        let p = japanese.candidateBar.convert(Point(x: cell.midX, y: cell.midY), to: form.harness.root)
        try form.harness.play("tap \(p.x),\(p.y)\nwait 0.5")
        #expect(form.field.text == "漢字" && form.field.markedTextRange == nil)
        // English: no bar, the keys type into the field.
        try form.harness.play(try form.tap(.globe) + "\nwait 0.5")
        #expect(form.keyboard.language == .english && form.host.accessoryView == nil)
        try form.type("a")
        #expect(form.field.text == "漢字a")
    }

    @Test("The kana board composes kana in the same session; moving to romaji commits what was composed")
    func kanaThenRomaji() throws {
        let form = try KeyboardForm(languages: [.japaneseKana, .japaneseRomaji])
        let japanese = JapaneseKeyboardInput()
        japanese.install(on: form.host)
        try form.beginEditing()
        let ka = try form.point(of: .flick(KanaFlick(["か", "き", "く", "け", "こ"])))
        try form.harness.play("tap \(ka.x),\(ka.y)\nwait 0.5")
        #expect(japanese.session.inputMethod.mode == .kana)
        #expect(form.field.text == "か" && form.field.markedTextRange == 0..<1)
        try form.harness.play(try form.tap(.globe) + "\nwait 0.5")
        #expect(form.keyboard.language == .japaneseRomaji && japanese.session.inputMethod.mode == .romaji)
        #expect(form.field.text == "か" && form.field.markedTextRange == nil, "leaving the kana board committed か")
        try form.type("ne")
        #expect(form.field.text == "かね" && form.field.markedTextRange == 1..<2)
    }

    @Test("In a Hebrew (right-to-left) UI the Japanese candidate bar lays out left to right, as the keyboard's language does")
    func barKeepsTheKeyboardsDirection() throws {
        let form = try KeyboardForm(languages: [.japaneseRomaji, .hebrew], direction: .rightToLeft)
        let japanese = JapaneseKeyboardInput()
        japanese.install(on: form.host)
        try form.beginEditing()
        try form.type("kanji")
        form.harness.owner.layoutIfNeeded()
        let bar = japanese.candidateBar
        #expect(form.field.layoutDirection == .rightToLeft && bar.layoutDirection == .leftToRight)
        let frames = bar.candidateFrames
        #expect(frames.count > 1)
        #expect(frames.first?.minX == bar.candidateArea.minX && bar.candidateArea.minX == 0, "the best candidate at the left")
        for (a, b) in zip(frames, frames.dropFirst()) { #expect(b.minX >= a.maxX - 1e-9, "candidates run rightward") }
        let chevron = try #require(bar.expandButtonFrame)
        #expect(chevron.maxX == bar.bounds.maxX, "the chevron at the right end")
        // A Hebrew board in the same session lays out as before: no bar, its keys in their physical places.
        try form.harness.play(try form.tap(.globe) + "\nwait 0.5")
        #expect(form.keyboard.language == .hebrew && form.host.accessoryView == nil)
    }

    @Test("The content is pushed up to clear the bar as well as the keyboard")
    func pushClearsTheBar() throws {
        let form = try KeyboardForm(languages: [.japaneseRomaji], fieldY: 560)
        JapaneseKeyboardInput().install(on: form.host)
        try form.beginEditing()
        let fieldBottom = form.field.convert(Point(x: 0, y: form.field.bounds.maxY), to: form.host).y
        let barTop = try #require(form.host.accessoryFrame).minY
        #expect(fieldBottom <= barTop - ControlMetrics.keyboardFieldClearance + 1e-9)
    }
}
