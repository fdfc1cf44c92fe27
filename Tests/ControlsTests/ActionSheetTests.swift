import Gestures
import Graphics
import Scene
import Testing
@testable import Controls

@MainActor
@Suite("Action sheet")
struct ActionSheetTests {
    func sheet(_ log: ActionLog) -> ActionSheet {
        let sheet = ActionSheet(title: "Draft")
        // The app's order puts Cancel first and the destructive choice last: the runtime reorders.
        sheet.addAction(log.action("Cancel", .cancel))
        sheet.addAction(log.action("Save Draft"))
        sheet.addAction(log.action("Delete Draft", .destructive))
        return sheet
    }

    @Test("Cancel is at the bottom, alone; the destructive choice is red at the top; the sheet spans the screen")
    func order() throws {
        let f = try PresentationFixture()
        let log = ActionLog()
        let s = sheet(log)
        f.presenter.present(s)
        f.settle()
        #expect(s.buttons.map(\.title) == ["Delete Draft", "Save Draft", "Cancel"])
        #expect(s.choiceButtons[0].isDestructive && s.choiceButtons[0].titleNode.color == .system(.systemRed))
        #expect(s.cancelButton?.isEmphasized == true)
        let frames = s.buttons.map { f.screenFrame(of: $0) }
        #expect(frames[0].minY < frames[1].minY && frames[1].maxY + 7.5 < frames[2].minY, "Cancel below, apart")
        #expect(abs(frames[2].maxY - (480 - 8)) < 0.5, "8 pt above the bottom edge")
        #expect(frames.allSatisfy { abs($0.minX - 8) < 0.5 && abs($0.maxX - 312) < 0.5 }, "8 pt from both sides")
        #expect(frames.allSatisfy { abs($0.height - 57) < 0.5 })
        try f.play("tap \(f.point(of: s.choiceButtons[1]))")
        #expect(log.events == ["Save Draft"])
        #expect(!s.isPresented)
    }

    @Test("A tap outside the sheet, Escape or Return is Cancel")
    func cancelPaths() throws {
        let f = try PresentationFixture()
        let log = ActionLog()
        for script in ["tap 160,40", "key Escape", "key Return"] {
            let s = sheet(log)
            f.presenter.present(s)
            f.settle()
            try f.play(script)
            #expect(!s.isPresented, "\(script)")
        }
        #expect(log.events == ["Cancel", "Cancel", "Cancel"])
        #expect(f.screenEvents.isEmpty)
    }

    @Test("The sheet rises from the bottom edge and slides back down")
    func slides() throws {
        let f = try PresentationFixture()
        let s = sheet(ActionLog())
        f.presenter.present(s)
        f.frames(1)
        let start = s.transform.ty
        f.frames(4)
        #expect(start > 0 && s.transform.ty > 0 && s.transform.ty < start, "moving up")
        f.settle()
        #expect(s.transform == .identity)
        s.dismiss()
        f.frames(3)
        #expect(s.transform.ty > 0)
        f.settle()
        #expect(s.parent == nil)
    }

    @Test("On a wide screen the sheet keeps a phone's width, centred above the bottom edge")
    func wideScreen() throws {
        let f = try PresentationFixture(width: 1024, height: 600)
        let s = sheet(ActionLog())
        f.presenter.present(s)
        f.settle()
        let frame = f.screenFrame(of: s)
        #expect(abs(frame.width - 400) < 0.5 && abs(frame.midX - 512) <= 1 && abs(frame.maxY - 592) < 0.5)
    }
}
