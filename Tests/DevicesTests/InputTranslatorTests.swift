import Input
import Graphics
import Testing
@testable import Devices

@Suite("Input translation")
struct InputTranslatorTests {
    @Test("A finger lifted in a frame the device never finished is cancelled when the device goes")
    func liftInUnfinishedFrame() {
        let t = InputTranslator(mapping: mapping)
        _ = t.translate(.touchDown(device: 3, slot: 0, position: Point(x: 0.5, y: 0.5)), timestamp: 1)
        let down = touchFrames(t.translate(.touchFrame(device: 3), timestamp: 1))
        #expect(down.first?.changedTouches.map(\.phase) == [.began])
        // The lift is queued; the device vanishes before its frame ends (a cable pulled).
        _ = t.translate(.touchUp(device: 3, slot: 0), timestamp: 1.01)
        let gone = touchFrames(t.translate(.deviceRemoved(device: 3), timestamp: 1.02))
        #expect(gone.flatMap(\.changedTouches).map(\.phase) == [.cancelled])
        #expect(gone.first?.changedTouches.first?.id == down.first?.changedTouches.first?.id)
        #expect(t.activeTouchCount == 0)
    }

    let mapping = TouchMapping(panelSize: PixelSize(width: 640, height: 480))

    private func touchFrames(_ events: [InputEvent]) -> [TouchEvent] {
        events.compactMap { if case .touch(let e) = $0 { e } else { nil } }
    }

    @Test("Slot changes of one device frame become one touch event, with fresh identities per contact")
    func frames() {
        let t = InputTranslator(mapping: mapping)
        var out: [InputEvent] = []
        out += t.translate(.touchDown(device: 1, slot: 0, position: Point(x: 0.5, y: 0.5)), timestamp: 1)
        out += t.translate(.touchDown(device: 1, slot: 1, position: Point(x: 0.25, y: 0.25)), timestamp: 1)
        #expect(out.isEmpty, "nothing leaves before the frame")
        out += t.translate(.touchFrame(device: 1), timestamp: 1)
        let first = touchFrames(out)
        #expect(first.count == 1)
        #expect(first[0].changedTouches.map(\.phase) == [.began, .began])
        #expect(first[0].changedTouches.map(\.location) == [Point(x: 320, y: 240), Point(x: 160, y: 120)])
        let ids = first[0].changedTouches.map(\.id)
        #expect(Set(ids).count == 2)

        out = t.translate(.touchMotion(device: 1, slot: 0, position: Point(x: 0.5, y: 0.6)), timestamp: 1.01)
        out += t.translate(.touchUp(device: 1, slot: 1), timestamp: 1.01)
        out += t.translate(.touchFrame(device: 1), timestamp: 1.01)
        let second = touchFrames(out)[0].changedTouches
        #expect(second.map(\.phase) == [.moved, .ended])
        #expect(second[0].previousLocation == Point(x: 320, y: 240) && second[0].location == Point(x: 320, y: 288))
        #expect(second[1].location == Point(x: 160, y: 120), "a lift keeps the last position")
        #expect(second.map(\.id) == ids)

        // Slot 1 is reused by a new finger: a new identity.
        out = t.translate(.touchDown(device: 1, slot: 1, position: Point(x: 0.1, y: 0.1)), timestamp: 1.02)
        out += t.translate(.touchFrame(device: 1), timestamp: 1.02)
        let third = touchFrames(out)[0].changedTouches
        #expect(!ids.contains(third[0].id))
        #expect(t.activeTouchCount == 2)
    }

    @Test("Two moves of one finger in a frame collapse into one change")
    func collapsedMoves() {
        let t = InputTranslator(mapping: mapping)
        _ = t.translate(.touchDown(device: 1, slot: 0, position: Point(x: 0, y: 0)), timestamp: 0)
        _ = t.translate(.touchFrame(device: 1), timestamp: 0)
        _ = t.translate(.touchMotion(device: 1, slot: 0, position: Point(x: 0.1, y: 0)), timestamp: 0.01)
        _ = t.translate(.touchMotion(device: 1, slot: 0, position: Point(x: 0.2, y: 0)), timestamp: 0.01)
        let frame = touchFrames(t.translate(.touchFrame(device: 1), timestamp: 0.01))
        #expect(frame[0].changedTouches.count == 1)
        #expect(frame[0].changedTouches[0].previousLocation == Point(x: 0, y: 0))
        #expect(frame[0].changedTouches[0].location == Point(x: 128, y: 0))
    }

    @Test("Removing a device cancels its fingers; other devices' fingers stay")
    func deviceRemoval() {
        let t = InputTranslator(mapping: mapping)
        _ = t.translate(.deviceAdded(device: 1, isPointer: false), timestamp: 0)
        _ = t.translate(.deviceAdded(device: 2, isPointer: false), timestamp: 0)
        _ = t.translate(.touchDown(device: 1, slot: 0, position: Point(x: 0.5, y: 0.5)), timestamp: 0)
        _ = t.translate(.touchFrame(device: 1), timestamp: 0)
        _ = t.translate(.touchDown(device: 2, slot: 0, position: Point(x: 0.1, y: 0.1)), timestamp: 0)
        _ = t.translate(.touchFrame(device: 2), timestamp: 0)
        let out = touchFrames(t.translate(.deviceRemoved(device: 1), timestamp: 0.5))
        #expect(out.count == 1)
        #expect(out[0].changedTouches.map(\.phase) == [.cancelled])
        #expect(t.activeTouchCount == 1)
    }

    @Test("A mouse is one finger: hover without the button, a touch while it is pressed")
    func mouseAsFinger() {
        let t = InputTranslator(mapping: mapping)
        _ = t.translate(.deviceAdded(device: 3, isPointer: true), timestamp: 0)
        #expect(t.pointerLocation == Point(x: 320, y: 240), "the pointer starts at the centre")
        let hover = t.translate(.pointerMotion(dx: 10, dy: -20), timestamp: 0.1)
        guard case .pointer(let h)? = hover.first else {
            Issue.record("expected a hover event, got \(hover)")
            return
        }
        #expect(h.kind == .hover && h.location == Point(x: 330, y: 220))
        let down = touchFrames(t.translate(.pointerButton(code: 0x110, isPressed: true), timestamp: 0.2))
        #expect(down.first?.changedTouches.first?.phase == .began)
        let drag = touchFrames(t.translate(.pointerMotion(dx: 5, dy: 0), timestamp: 0.3))
        #expect(drag.first?.changedTouches.first?.phase == .moved)
        #expect(drag.first?.changedTouches.first?.location == Point(x: 335, y: 220))
        #expect(t.translate(.pointerButton(code: 0x111, isPressed: true), timestamp: 0.35).isEmpty,
                "the secondary button is not a finger")
        let up = touchFrames(t.translate(.pointerButton(code: 0x110, isPressed: false), timestamp: 0.4))
        #expect(up.first?.changedTouches.first?.phase == .ended)
        #expect(up.first?.changedTouches.first?.id == down.first?.changedTouches.first?.id)
        // Relative motion is clamped to the screen.
        _ = t.translate(.pointerMotion(dx: -10_000, dy: 10_000), timestamp: 0.5)
        #expect(t.pointerLocation.x == 0 && t.pointerLocation.y < 480 && t.pointerLocation.y > 479.9)
    }

    @Test("An absolute pointer (a virtual tablet) goes through the touch mapping")
    func absolutePointer() {
        let t = InputTranslator(mapping: TouchMapping(panelSize: PixelSize(width: 640, height: 480), rotation: .half))
        let out = t.translate(.pointerMotionAbsolute(position: Point(x: 0.25, y: 0.25)), timestamp: 0)
        guard case .pointer(let e)? = out.first else {
            Issue.record("expected a hover event")
            return
        }
        #expect(e.location == Point(x: 480, y: 360))
    }

    @Test("Removing the last pointer device lifts a pressed button and reports the pointer gone")
    func pointerRemoval() {
        let t = InputTranslator(mapping: mapping)
        _ = t.translate(.deviceAdded(device: 3, isPointer: true), timestamp: 0)
        _ = t.translate(.pointerButton(code: 0x110, isPressed: true), timestamp: 0.1)
        let out = t.translate(.deviceRemoved(device: 3), timestamp: 0.2)
        #expect(touchFrames(out).first?.changedTouches.first?.phase == .cancelled)
        #expect(out.contains { if case .pointer(let p) = $0 { p.kind == .exited } else { false } })
        #expect(t.activeTouchCount == 0)
    }

    @Test("Keys resolve through the XKB keymap with modifiers, Shift-Tab included")
    func keysThroughKeymap() throws {
        let t = InputTranslator(mapping: mapping, keymap: try Keymap(layout: "us"))
        func key(_ code: UInt32, _ down: Bool) -> KeyEvent? {
            if case .key(let e)? = t.translate(.key(code: code, isPressed: down), timestamp: 0).first { return e }
            return nil
        }
        #expect(key(28, true)?.key == .return)
        _ = key(28, false)
        #expect(key(30, true)?.text == "a")
        _ = key(30, false)
        _ = key(42, true)  // Shift down
        let shiftTab = key(15, true)
        #expect(shiftTab?.key == .tab && shiftTab?.modifiers == .shift)
        _ = key(15, false)
        #expect(key(30, true)?.text == "A")
        _ = key(30, false)
        _ = key(42, false)
        #expect(t.modifiers == [])
        #expect(key(1, true)?.key == .escape)
    }

    @Test("Without a keymap the keys Scanout acts on still resolve")
    func fallbackKeys() {
        let t = InputTranslator(mapping: mapping)
        let codes: [UInt32: Key] = [28: .return, 1: .escape, 15: .tab, 57: .space, 103: .upArrow]
        for (code, expected) in codes {
            guard case .key(let e)? = t.translate(.key(code: code, isPressed: true), timestamp: 0).first else {
                Issue.record("no key event for \(code)")
                continue
            }
            #expect(e.key == expected)
        }
        guard case .key(let unknown)? = t.translate(.key(code: 240, isPressed: true), timestamp: 0).first else {
            Issue.record("no key event for the unmapped code 240")
            return
        }
        #expect(unknown.key == .other("evdev-240"))
    }
}
