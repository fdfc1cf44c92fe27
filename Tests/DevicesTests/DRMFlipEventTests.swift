import Testing
@testable import Devices

@Suite("DRM event parsing")
struct DRMFlipEventTests {
    /// A `struct drm_event_vblank` as the kernel writes it.
    func record(type: UInt32, seconds: UInt32, micros: UInt32, sequence: UInt32, crtc: UInt32) -> [UInt8] {
        var bytes: [UInt8] = []
        for value in [type, 32, 0, 0, seconds, micros, sequence, crtc] as [UInt32] {
            withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
        }
        return bytes
    }

    @Test("Flip-complete records are read; vblank records and truncated tails are skipped")
    func parse() {
        let bytes = record(type: 2, seconds: 12, micros: 500_000, sequence: 7, crtc: 41)
            + record(type: 1, seconds: 1, micros: 0, sequence: 1, crtc: 41)
            + record(type: 2, seconds: 12, micros: 516_667, sequence: 8, crtc: 41)
            + [2, 0, 0, 0, 32, 0]
        let events = bytes.withUnsafeBytes { DRMFlipEvent.parse($0) }
        #expect(events.count == 2)
        #expect(events.first == DRMFlipEvent(sequence: 7, timestamp: 12.5, crtcID: 41))
        #expect(events.last?.sequence == 8)
        #expect(abs((events.last?.timestamp ?? 0) - 12.516667) < 1e-9)
    }
}
