import Controls
import Gestures
import Graphics
import Input
import Runtime
import ScanoutTesting
import Scene
import Testing
@testable import Devices

/// A keyboard taken away and plugged in, from libinput's device events (the translator fed as
/// the libinput source feeds it) through the host's router to a form's on-screen keyboard.
@MainActor
@Suite("Keyboard hotplug routing")
struct KeyboardHotplugRoutingTests {
    @Test("The last keyboard taken away brings the on-screen keyboard back for the field being edited; plugging one in takes it down")
    func unplugAndPlug() throws {
        let harness = try SceneHarness(width: 390, height: 700)
        let field = TextField(placeholder: "Name", pasteboard: Pasteboard())
        let content = Node()
        content.addChild(field)
        field.frame = Rect(x: 16, y: 120, width: 358, height: 34)
        let host = KeyboardHost(content: content)
        let router = InputRouter(root: harness.root)
        harness.place(host, at: Rect(x: 0, y: 0, width: 390, height: 700))
        var reported: [Int] = []
        router.onKeyboardsChanged = { reported.append($0) }
        let translator = InputTranslator(mapping: TouchMapping(panelSize: PixelSize(width: 390, height: 700)))

        // A keyboard is there at start: the field edits with the on-screen keyboard down.
        router.deliver(translator.translate(.deviceAdded(device: 1, isPointer: false, isKeyboard: true), timestamp: 0))
        #expect(harness.owner.environment.isHardwareKeyboardConnected && router.keyboardCount == 1)
        field.beginEditing()
        harness.settleAnimations()
        #expect(field.isEditing && !host.isKeyboardShown && host.keyboard.parent == nil)

        // A second keyboard comes and goes: one is still there.
        router.deliver(translator.translate(.deviceAdded(device: 2, isPointer: false, isKeyboard: true), timestamp: 1))
        router.deliver(translator.translate(.deviceRemoved(device: 2), timestamp: 2))
        harness.settleAnimations()
        #expect(!host.isKeyboardShown)

        // The last one is pulled out: the on-screen keyboard slides up for the field.
        router.deliver(translator.translate(.deviceRemoved(device: 1), timestamp: 3))
        harness.settleAnimations()
        #expect(!harness.owner.environment.isHardwareKeyboardConnected)
        #expect(host.isKeyboardShown && host.keyboardProgress == 1 && host.keyboard.client === field)

        // Plugged in again: it goes down, the field keeps editing.
        router.deliver(translator.translate(.deviceAdded(device: 3, isPointer: false, isKeyboard: true), timestamp: 4))
        harness.settleAnimations()
        #expect(!host.isKeyboardShown && host.keyboard.parent == nil && field.isEditing)
        #expect(reported == [1, 2, 1, 0, 1])
    }

    @Test("Without a field being edited, a keyboard taken away shows nothing")
    func nothingEditing() throws {
        let harness = try SceneHarness(width: 390, height: 700)
        let host = KeyboardHost(content: Node())
        let router = InputRouter(root: harness.root)
        harness.place(host, at: Rect(x: 0, y: 0, width: 390, height: 700))
        let translator = InputTranslator(mapping: TouchMapping(panelSize: PixelSize(width: 390, height: 700)))
        router.deliver(translator.translate(.deviceAdded(device: 1, isPointer: false, isKeyboard: true), timestamp: 0))
        router.deliver(translator.translate(.deviceRemoved(device: 1), timestamp: 1))
        harness.settleAnimations()
        #expect(!host.isKeyboardShown && host.keyboard.parent == nil)
    }
}
