/// A completed page flip (or vblank) as the kernel reports it on the DRM file descriptor.
public struct DRMFlipEvent: Sendable, Hashable {
    /// The kernel's vblank counter for the CRTC; stays 0 on drivers that fake vblank (QEMU's).
    public var sequence: UInt32
    /// When the new frame started scanning out, in seconds of `CLOCK_MONOTONIC`.
    public var timestamp: Double
    /// The CRTC the flip completed on.
    public var crtcID: UInt32

    /// An event as read from the kernel.
    public init(sequence: UInt32, timestamp: Double, crtcID: UInt32) {
        self.sequence = sequence
        self.timestamp = timestamp
        self.crtcID = crtcID
    }

    /// Parses the `struct drm_event_vblank` records of type FLIP_COMPLETE in `bytes` (as read from
    /// a DRM fd); other events are skipped, a truncated record ends the parse.
    public static func parse(_ bytes: UnsafeRawBufferPointer) -> [DRMFlipEvent] {
        var events: [DRMFlipEvent] = []
        var offset = 0
        while offset + 8 <= bytes.count {
            let type = bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
            let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self))
            guard length >= 8, offset + length <= bytes.count else { break }
            if type == flipComplete, length >= 32 {
                let seconds = bytes.loadUnaligned(fromByteOffset: offset + 16, as: UInt32.self)
                let micros = bytes.loadUnaligned(fromByteOffset: offset + 20, as: UInt32.self)
                events.append(
                    DRMFlipEvent(
                        sequence: bytes.loadUnaligned(fromByteOffset: offset + 24, as: UInt32.self),
                        timestamp: Double(seconds) + Double(micros) / 1_000_000,
                        crtcID: bytes.loadUnaligned(fromByteOffset: offset + 28, as: UInt32.self)))
            }
            offset += length
        }
        return events
    }

    /// `DRM_EVENT_FLIP_COMPLETE`.
    static let flipComplete: UInt32 = 0x02
}
