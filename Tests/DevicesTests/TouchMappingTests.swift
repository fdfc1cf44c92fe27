import Graphics
import Testing
@testable import Devices

@Suite("Touch mapping")
struct TouchMappingTests {
    let panel = PixelSize(width: 800, height: 480)

    @Test("Upright: normalised corners map to the screen's corners, divided by the scale")
    func upright() {
        let m = TouchMapping(panelSize: panel, scale: 2)
        #expect(m.screenBounds == Rect(x: 0, y: 0, width: 400, height: 240))
        #expect(m.point(fromNormalized: Point(x: 0, y: 0)) == Point(x: 0, y: 0))
        #expect(m.point(fromNormalized: Point(x: 1, y: 1)) == Point(x: 400, y: 240))
        #expect(m.point(fromNormalized: Point(x: 0.5, y: 0.25)) == Point(x: 200, y: 60))
    }

    @Test("Each rotation sends the panel's top-left corner where the display puts the scene's", arguments: [
        (DisplayRotation.none, Point(x: 0, y: 0), Size(width: 800, height: 480)),
        (.clockwise90, Point(x: 0, y: 800), Size(width: 480, height: 800)),
        (.half, Point(x: 800, y: 480), Size(width: 800, height: 480)),
        (.clockwise270, Point(x: 480, y: 0), Size(width: 480, height: 800)),
    ])
    func rotations(rotation: DisplayRotation, topLeft: Point, screen: Size) {
        let m = TouchMapping(panelSize: panel, rotation: rotation)
        #expect(m.screenBounds.size == screen)
        #expect(m.point(fromNormalized: .zero) == topLeft)
        // Round trip with the display's own mapping: a scene pixel drawn at panel (u, v) is
        // touched at the normalised panel position (u/w, v/h).
        let scenePixel = PixelRect(x: 100, y: 40, width: 1, height: 1)
        let onPanel = rotation.panelRect(scenePixel, panel: panel)
        let centre = Point(x: (Double(onPanel.x) + 0.5) / 800, y: (Double(onPanel.y) + 0.5) / 480)
        let touched = m.point(fromNormalized: centre)
        #expect(abs(touched.x - 100.5) < 1e-9 && abs(touched.y - 40.5) < 1e-9)
    }

    @Test("Calibration is applied to normalised coordinates before rotation")
    func calibration() throws {
        let flipX = try #require(CalibrationMatrix(parsing: "-1 0 1 0 1 0"))
        let m = TouchMapping(panelSize: panel, calibration: flipX)
        #expect(m.point(fromNormalized: Point(x: 0.25, y: 0.5)) == Point(x: 600, y: 240))
        let rotated = TouchMapping(panelSize: panel, rotation: .half, calibration: flipX)
        #expect(rotated.point(fromNormalized: Point(x: 0.25, y: 0.5)) == Point(x: 200, y: 240))
    }

    @Test("udev's LIBINPUT_CALIBRATION_MATRIX values parse; malformed ones do not")
    func parsing() {
        #expect(CalibrationMatrix(parsing: "1 0 0 0 1 0") == .identity)
        #expect(CalibrationMatrix(parsing: "0 1 0 -1 0 1") == CalibrationMatrix(0, 1, 0, -1, 0, 1))
        #expect(CalibrationMatrix(parsing: "1.02 0 -0.01 0 0.98 0.005")?.a == 1.02)
        #expect(CalibrationMatrix(parsing: "1 0 0 0 1") == nil)
        #expect(CalibrationMatrix(parsing: "1 0 0 0 1 x") == nil)
        #expect(CalibrationMatrix(parsing: "1 0 0 0 1 0 0") == nil)
        #expect(CalibrationMatrix(parsing: "inf 0 0 0 1 0") == nil)
    }

    @Test("The board profile's touch-calibration key parses, and a bad one names the line")
    func boardProfile() throws {
        let profile = try BoardProfile(parsing: "touch-calibration = 0 1 0 -1 0 1")
        #expect(profile.touchCalibration == CalibrationMatrix(0, 1, 0, -1, 0, 1))
        #expect(throws: BoardProfileError.self) { try BoardProfile(parsing: "\ntouch-calibration = 1 2") }
        do {
            _ = try BoardProfile(parsing: "\ntouch-calibration = 1 2")
        } catch {
            #expect(error.line == 2)
        }
    }
}
