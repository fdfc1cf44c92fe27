import CDRM
import Glibc

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
}
