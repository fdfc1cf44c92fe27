import Gestures
import Graphics
import InputMethods
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

/// The candidate bar's chevron and its expanded grid of all candidates over the keyboard.
@MainActor
@Suite("Candidate grid")
struct CandidateGridTests {
    let tolerance = GoldenTolerance.perChannel(2, maxDifferingPixels: 0)
    static let many = ["感じ", "漢字", "幹事", "監事", "巻次", "莞爾", "かんじ", "カンジ", "観じ", "燗時", "寛治", "完治",
                       "冠辞", "乾地", "貫地", "換地", "漢時", "間字", "官地", "環視", "諫止", "干支", "艦事", "缶寺"]

    /// A Japanese romaji form with the keyboard up and かんじ composed.
    func composing(direction: LayoutDirection = .leftToRight) throws -> (KeyboardForm, JapaneseKeyboardInput) {
        let form = try KeyboardForm(languages: [.japaneseRomaji], direction: direction)
        let japanese = JapaneseKeyboardInput()
        japanese.install(on: form.host)
        try form.beginEditing()
        try form.type("kanji")
        return (form, japanese)
    }

    @Test("The chevron at the bar's trailing end opens every candidate in a grid over the keyboard; a tap there commits and folds it")
    func expandAndChoose() throws {
        let (form, japanese) = try composing()
        let bar = japanese.candidateBar
        let chevron = try #require(bar.expandButtonFrame)
        #expect(chevron.maxX == bar.bounds.maxX && chevron.width == ControlMetrics.candidateExpandButtonWidth)
        #expect(bar.candidateFrames.first?.minX == 0 && bar.candidateArea.maxX == chevron.minX,
                "candidates scroll in the strip before the chevron")
        let p = bar.convert(Point(x: chevron.midX, y: chevron.midY), to: form.harness.root)
        try form.harness.play("tap \(p.x),\(p.y)\nwait 0.5")
        #expect(bar.isExpanded)
        let keyboard = form.host.keyboardFrame
        let strip = try #require(form.host.accessoryFrame)
        #expect(bar.frame.minY == strip.minY && bar.frame.maxY == keyboard.maxY, "the grid covers the keyboard")
        let frames = bar.candidateFrames
        #expect(frames.count == bar.candidates.count && bar.candidates.count > 8)
        #expect(Set(frames.map(\.minY)).count > 1, "more than one row")
        #expect(frames.allSatisfy { $0.minX >= -1e-9 && $0.maxX <= bar.bounds.width - ControlMetrics.candidateExpandButtonWidth + 1e-9 })
        for (a, b) in zip(frames, frames.dropFirst()) where a.minY == b.minY {
            #expect(abs(a.maxX - b.minX) < 1e-9, "cells in a row touch")
        }
        let index = try #require(bar.candidates.firstIndex(of: "漢字"))
        let cell = frames[index]
        let q = bar.convert(Point(x: cell.midX, y: cell.midY), to: form.harness.root)
        try form.harness.play("tap \(q.x),\(q.y)\nwait 0.5")
        #expect(form.field.text == "漢字" && form.field.markedTextRange == nil)
        #expect(!bar.isExpanded && bar.frame.height == ControlMetrics.candidateBarHeight)
        #expect(form.keyboard.frame.minY == keyboard.minY, "the keyboard is back in view")
    }

    @Test("The chevron turned up folds the grid without choosing; a bar on its own in right to left has the chevron at the left")
    func foldAndMirror() throws {
        let (form, japanese) = try composing(direction: .rightToLeft)
        let bar = japanese.candidateBar
        let chevron = try #require(bar.expandButtonFrame)
        #expect(chevron.maxX == bar.bounds.maxX, "the Japanese keyboard's bar keeps its own direction in a right-to-left UI")
        let harness = try SceneHarness(width: 320, height: 300, direction: .rightToLeft)
        let mirrored = CandidateBar()
        harness.place(mirrored, at: Rect(x: 0, y: 0, width: 320, height: ControlMetrics.candidateBarHeight))
        mirrored.candidates = Self.many
        harness.owner.layoutIfNeeded()
        #expect(mirrored.expandButtonFrame?.minX == 0)
        bar.isExpanded = true
        form.harness.settleAnimations()
        let up = try #require(bar.expandButtonFrame)
        let p = bar.convert(Point(x: up.midX, y: up.midY), to: form.harness.root)
        try form.harness.play("tap \(p.x),\(p.y)\nwait 0.5")
        #expect(!bar.isExpanded && form.field.markedTextRange != nil, "nothing chosen")
    }

    @Test("A grid taller than the keyboard scrolls up and down under a finger, within its rows; no chevron without candidates")
    func gridScrolls() throws {
        let harness = try SceneHarness(width: 320, height: 300)
        let bar = CandidateBar()
        harness.place(bar, at: Rect(x: 0, y: 0, width: 320, height: 132))
        #expect(bar.expandButtonFrame == nil)
        bar.candidates = Self.many + Self.many.map { $0 + "の" }
        bar.isExpanded = true
        harness.owner.layoutIfNeeded()
        #expect(bar.maximumGridScrollOffset > 0)
        try harness.play("drag 100,120 100,20 duration=0.3")
        #expect(bar.gridScrollOffset > 0 && bar.gridScrollOffset <= bar.maximumGridScrollOffset)
        try harness.play("drag 100,20 100,130 duration=0.3\ndrag 100,20 100,130 duration=0.3")
        #expect(bar.gridScrollOffset == 0)
        bar.candidates = []
        #expect(!bar.isExpanded && bar.expandButtonFrame == nil)
        bar.isExpanded = true
        #expect(!bar.isExpanded, "nothing to expand")
    }

    func renderGrid(scheme: ColorScheme, rtl: Bool) throws -> Bitmap {
        let root = Node()
        let bar = CandidateBar()
        root.addChild(bar)
        bar.candidates = Self.many
        bar.highlightedIndex = 1
        bar.isExpanded = true
        bar.frame = Rect(x: 0, y: 0, width: 390, height: ControlMetrics.candidateBarHeight + ControlMetrics.keyboardHeight)
        var env = EnvironmentValues()
        env.layoutDirection = rtl ? .rightToLeft : .leftToRight
        env.colorScheme = scheme
        env.fonts = try TestFonts.system()
        let owner = SceneOwner(root: root, pixelSize: PixelSize(width: 780, height: Int(bar.frame.height * 2)), scale: 2,
                               environment: env)
        root.frame = bar.frame
        owner.layoutIfNeeded()
        let bitmap = Bitmap(size: owner.pixelSize)
        try owner.settleOnHost(into: bitmap)
        return bitmap
    }

    @Test("Golden: the expanded grid, light, left to right, 2×")
    func lightLTR() throws {
        try expectGolden(try renderGrid(scheme: .light, rtl: false), "CandidateBar/grid-light-ltr@2x", tolerance: tolerance)
    }

    @Test("Golden: the expanded grid, dark, right to left, 2×")
    func darkRTL() throws {
        try expectGolden(try renderGrid(scheme: .dark, rtl: true), "CandidateBar/grid-dark-rtl@2x", tolerance: tolerance)
    }
}
