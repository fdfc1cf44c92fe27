import CDRM
import Glibc

/// A CPU-mapped scanout buffer (a "dumb" buffer) registered as a framebuffer.
///
/// Its memory is often write-combined: Scanout only ever writes it (the copy step), never reads.
final class DRMDumbBuffer {
    let fd: Int32
    let size: (width: Int, height: Int)
    let handle: UInt32
    let pitch: Int
    let byteCount: Int
    let framebufferID: UInt32
    let memory: UnsafeMutableRawPointer

    /// XRGB8888 as a DRM fourcc ('X','R','2','4'): Scanout's pixel layout with alpha ignored.
    static let formatXRGB8888: UInt32 = 0x3432_5258

    init(fd: Int32, width: Int, height: Int) throws(DRMError) {
        self.fd = fd
        size = (width, height)
        var handle: UInt32 = 0, pitch: UInt32 = 0, bytes: UInt64 = 0
        guard drmModeCreateDumbBuffer(fd, UInt32(width), UInt32(height), 32, 0, &handle, &pitch, &bytes) == 0 else {
            throw .call("creating a \(width)x\(height) dumb buffer", errno: currentErrno)
        }
        self.handle = handle
        self.pitch = Int(pitch)
        byteCount = Int(bytes)
        var handles: (UInt32, UInt32, UInt32, UInt32) = (handle, 0, 0, 0)
        var pitches: (UInt32, UInt32, UInt32, UInt32) = (pitch, 0, 0, 0)
        var offsets: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
        var fb: UInt32 = 0
        let added = withUnsafeMutablePointer(to: &handles) { h in
            withUnsafeMutablePointer(to: &pitches) { p in
                withUnsafeMutablePointer(to: &offsets) { o in
                    h.withMemoryRebound(to: UInt32.self, capacity: 4) { hp in
                        p.withMemoryRebound(to: UInt32.self, capacity: 4) { pp in
                            o.withMemoryRebound(to: UInt32.self, capacity: 4) { op in
                                drmModeAddFB2(
                                    fd, UInt32(width), UInt32(height), Self.formatXRGB8888, hp, pp, op, &fb, 0)
                            }
                        }
                    }
                }
            }
        }
        guard added == 0 else {
            let code = currentErrno
            drmModeDestroyDumbBuffer(fd, handle)
            throw .call("drmModeAddFB2", errno: code)
        }
        framebufferID = fb
        var offset: UInt64 = 0
        guard drmModeMapDumbBuffer(fd, handle, &offset) == 0 else {
            let code = currentErrno
            drmModeRmFB(fd, fb); drmModeDestroyDumbBuffer(fd, handle)
            throw .call("drmModeMapDumbBuffer", errno: code)
        }
        let mapped = mmap(nil, Int(bytes), PROT_READ | PROT_WRITE, MAP_SHARED, fd, off_t(offset))
        guard let mapped, mapped != MAP_FAILED else {
            let code = currentErrno
            drmModeRmFB(fd, fb); drmModeDestroyDumbBuffer(fd, handle)
            throw .call("mmap of a dumb buffer", errno: code)
        }
        memory = mapped
        // No clearing: the kernel hands out zeroed dumb buffers, and the first frame copies everything.
    }

    deinit {
        munmap(memory, byteCount)
        drmModeRmFB(fd, framebufferID)
        drmModeDestroyDumbBuffer(fd, handle)
    }
}
