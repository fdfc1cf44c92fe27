import CDRM
import Glibc
import Graphics

/// One atomic commit being assembled: property values for connector, CRTC and plane.
final class DRMAtomicRequest {
    private let request: drmModeAtomicReqPtr?
    private(set) var missing: [String] = []

    init() { request = drmModeAtomicAlloc() }
    deinit { drmModeAtomicFree(request) }

    /// Sets `name` on the object described by `properties`, remembering names the driver lacks.
    func set(_ properties: DRMProperties, _ name: String, _ value: UInt64) {
        guard let id = properties.id(of: name) else { missing.append(name); return }
        drmModeAtomicAddProperty(request, properties.object, id, value)
    }

    /// Commits with `flags`; returns 0 or the errno.
    func commit(card: DRMCard, flags: UInt32) -> Int32 {
        guard request != nil, missing.isEmpty else { return EINVAL }
        return drmModeAtomicCommit(card.fd, request, flags, nil) == 0 ? 0 : currentErrno
    }

    /// The one modeset request: `output`'s connector on its CRTC with the mode in `modeBlob`,
    /// and the primary plane showing `framebufferID` (`size` pixels) over the whole CRTC,
    /// rotated by the plane's `rotationBit` when given. Used for the TEST_ONLY probe and the
    /// real commit alike.
    static func modeset(
        output: DRMOutput, connector: DRMProperties, crtc: DRMProperties, plane: DRMProperties,
        modeBlob: UInt32, framebufferID: UInt32, size: PixelSize, rotationBit: UInt64?
    ) -> DRMAtomicRequest {
        let r = DRMAtomicRequest()
        r.set(connector, "CRTC_ID", UInt64(output.crtcID))
        r.set(crtc, "MODE_ID", UInt64(modeBlob))
        r.set(crtc, "ACTIVE", 1)
        r.set(plane, "FB_ID", UInt64(framebufferID))
        r.set(plane, "CRTC_ID", UInt64(output.crtcID))
        r.set(plane, "SRC_X", 0)
        r.set(plane, "SRC_Y", 0)
        r.set(plane, "SRC_W", UInt64(size.width) << 16)
        r.set(plane, "SRC_H", UInt64(size.height) << 16)
        r.set(plane, "CRTC_X", 0)
        r.set(plane, "CRTC_Y", 0)
        r.set(plane, "CRTC_W", UInt64(output.width))
        r.set(plane, "CRTC_H", UInt64(output.height))
        if let rotationBit { r.set(plane, "rotation", rotationBit) }
        return r
    }
}
