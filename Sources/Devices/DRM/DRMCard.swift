import CDRM
import Glibc

/// An open DRM card: the file descriptor, whether this process is DRM master, what the driver
/// supports (atomic, universal planes, vblank waits).
final class DRMCard {
    let path: String
    let fd: Int32
    let driver: String
    /// Whether atomic modesetting was enabled for this client.
    let supportsAtomic: Bool
    /// What opened the node (a seat, or `open(2)`), and closes it.
    private let access: DeviceAccess

    /// Opens `path` read-write through `access` and becomes DRM master.
    ///
    /// - Throws: ``DRMError/permissionDenied(path:reason:)`` when the node or mastership is refused.
    init(path: String, wantAtomic: Bool = true, access: DeviceAccess) throws(DRMError) {
        self.path = path
        self.access = access
        let fd = access.open(path, flags: O_RDWR | O_NONBLOCK)
        guard fd >= 0 else {
            let code = -fd
            if code == EACCES || code == EPERM { throw .permissionDenied(path: path, reason: DRMError.message(code)) }
            throw .call("open \(path)", errno: code)
        }
        self.fd = fd
        var name = "unknown"
        if let version = drmGetVersion(fd) {
            if let n = version.pointee.name { name = String(cString: n) }
            drmFreeVersion(version)
        }
        driver = name
        var dumb: UInt64 = 0
        guard drmGetCap(fd, UInt64(DRM_CAP_DUMB_BUFFER), &dumb) == 0, dumb != 0 else {
            access.close(fd)
            throw .call("\(path) (\(name)) has no dumb buffers; not a KMS display", errno: EOPNOTSUPP)
        }
        if drmIsMaster(fd) == 0 && drmSetMaster(fd) != 0 {
            let code = currentErrno
            access.close(fd)
            throw .permissionDenied(
                path: path,
                reason: "cannot become DRM master (\(DRMError.message(code))); another program may hold the display")
        }
        drmSetClientCap(fd, UInt64(DRM_CLIENT_CAP_UNIVERSAL_PLANES), 1)
        supportsAtomic = wantAtomic && drmSetClientCap(fd, UInt64(DRM_CLIENT_CAP_ATOMIC), 1) == 0
    }

    deinit { access.close(fd) }

    /// Whether this client currently is DRM master.
    var isMaster: Bool { drmIsMaster(fd) != 0 }

    /// Gives up DRM master (VT switch away); errors are ignored: losing it is the goal.
    func dropMaster() { drmDropMaster(fd) }

    /// Tries to become DRM master again.
    func acquireMaster() -> Bool { drmSetMaster(fd) == 0 || drmIsMaster(fd) != 0 }

    /// Whether the driver can wait for a real vertical blank on `crtcIndex` (QEMU's cannot).
    func supportsVBlankWait(crtcIndex: Int) -> Bool {
        var request = drmVBlank()
        var type = DRM_VBLANK_RELATIVE.rawValue
        if crtcIndex == 1 {
            type |= DRM_VBLANK_SECONDARY.rawValue
        } else if crtcIndex > 1 {
            type |= UInt32(crtcIndex) << UInt32(DRM_VBLANK_HIGH_CRTC_SHIFT)
        }
        request.request.type = drmVBlankSeqType(rawValue: type)
        request.request.sequence = 0
        return drmWaitVBlank(fd, &request) == 0
    }
}
