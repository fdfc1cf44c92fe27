import Controls
import Devices
import Gestures
import Graphics
import Scene
import ScanoutTesting
import Testing
@testable import MultiApp
@testable import Runtime
import Apps

@MainActor
@Suite("Multi-app runtime: rotation")
struct MultiAppRotationTests {
    @Test("Turning the interface re-flows the app for the turned size and maps touches with the rotation")
    func reflowAndTouch() throws {
        let s = try MultiAppScreen()
        let icon = s.iconCentre(0)
        try s.play("tap \(icon.x),\(icon.y)\nwait 1")
        let mail = s.content.apps[0]
        #expect(s.record("Mail").bar.frame.width == 440)
        #expect(s.content.rotate(to: .clockwise90))
        s.session.run()
        #expect(mail.instance.scene.pixelSize == PixelSize(width: 320, height: 480))
        #expect(s.record("Mail").bar.frame.width == 280)
        #expect(s.record("Mail").events.suffix(2) == ["will portraitUpsideDown", "did portraitUpsideDown"])
        // The marker, at the interface's top-leading corner, is now at the glass's top right.
        #expect(s.pixel(470, 5) == .white)
        #expect(s.pixel(5, 5) == MailApp.color)
        // The button's centre (100, 62) in the interface is (480 − 62, 100) on the glass.
        try s.play("tap 418,100\nwait 0.3")
        #expect(s.record("Mail").taps == 1)
        try s.play("tap 100,62\nwait 0.3")
        #expect(s.record("Mail").taps == 1)
        try expectGolden(s.session.display.frame, "MultiApp/rotated-90", tolerance: .perChannel(2, maxDifferingPixels: 40))
    }

    @Test("A rotation the app in front does not support is ignored; the home screen follows it later")
    func unsupportedIgnored() throws {
        // Mail works in landscape only: the quarter turn (portrait upside down) is ignored.
        let s = try MultiAppScreen(orientations: ["Mail": .landscape])
        let icon = s.iconCentre(0)
        try s.play("tap \(icon.x),\(icon.y)\nwait 1")
        #expect(!s.content.rotate(to: .clockwise90))
        s.session.run()
        #expect(s.content.rotation == .none)
        #expect(s.content.apps[0].instance.scene.pixelSize == PixelSize(width: 480, height: 320))
        #expect(!s.record("Mail").events.contains("will portraitUpsideDown"))
        #expect(s.content.rotate(to: .half))
        s.session.run()
        #expect(s.content.rotation == .half)
        #expect(s.pixel(475, 315) == .white)
        // Back on the home screen, which supports every rotation, the device's rotation applies.
        #expect(!s.content.rotate(to: .clockwise90))
        // Upside down, a swipe down the glass is a swipe up the interface: the switcher; a tap
        // near the glass's bottom is one near the interface's top: its background, home.
        try s.play("swipe 240,20 240,220 fingers=4\nwait 0.6\ntap 240,300\nwait 1.5")
        #expect(s.content.foreground == nil)
        #expect(s.content.rotation == .clockwise90)
    }

    @Test("With the cross-fade the app re-flows the same way")
    func crossFade() throws {
        let s = try MultiAppScreen()
        s.content.rotationTransition = .crossFade
        let icon = s.iconCentre(0)
        try s.play("tap \(icon.x),\(icon.y)\nwait 1")
        s.content.rotate(to: .clockwise270)
        s.session.run(until: s.session.clock.now + 0.15)
        #expect(s.content.isTransitioning)
        s.session.run()
        #expect(!s.content.isTransitioning)
        #expect(s.record("Mail").bar.frame.width == 280)
        // clockwise 270: the interface's top-leading corner is the glass's bottom left.
        #expect(s.pixel(5, 315) == .white)
    }

    @Test("The accelerometer is read only while the screen is on, and its clear changes turn the interface")
    func accelerometer() throws {
        let s = try MultiAppScreen()
        let reading = ReadingBox(AccelerometerReading(x: 0, y: 1000, z: 0))
        let poller = AccelerometerRotation(content: s.content, host: s.session.host) {
            () throws(AccelerometerError) in reading.value
        }
        s.idle(1)
        #expect(poller.readCount >= 4)
        #expect(s.content.rotation == .none)
        reading.value = AccelerometerReading(x: 1000, y: 0, z: 0)
        s.idle(1.5)
        #expect(s.content.rotation == .clockwise90)
        #expect(s.content.homeScreen.frame.size == Size(width: 320, height: 480))
        // The screen goes away (a VT switch): no reads until it is back.
        s.session.host.isPresentationPaused = true
        let count = poller.readCount
        s.idle(3)
        #expect(poller.readCount == count)
        #expect(!poller.isPolling)
        s.session.host.isPresentationPaused = false
        s.idle(1)
        #expect(poller.readCount > count)
    }
}

/// The accelerometer reading a test changes while the poller reads it (both on the main actor).
@MainActor
private final class ReadingBox {
    var value: AccelerometerReading
    init(_ value: AccelerometerReading) { self.value = value }
}
