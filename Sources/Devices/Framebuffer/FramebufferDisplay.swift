import CLinux
import Glibc
public import Graphics

/// The fbdev fallback: `/dev/fbN` mapped into memory, for boards whose kernel has no KMS driver.
///
/// fbdev has one buffer, the one on screen, so ``present(_:damage:)`` copies exactly the frame's
/// damage into it (rotated when the board asks for it), never reads it back, and flushes a
/// driver's deferred copy to the screen before it returns. Frames are paced
/// by the runtime's timer; ``supportsVSyncWait`` says whether the driver implements
/// `FBIO_WAITFORVSYNC` (few do).
@MainActor
public final class FramebufferDisplay: Display {
    public let pixelSize: PixelSize
    public let scale: Double
    /// The device path, such as `/dev/fb0`.
    public let path: String
    /// The driver's identification string (`bochsdrmfb`, `simplefb`…).
    public let identifier: String
    /// Whether `FBIO_WAITFORVSYNC` works on this device.
    public let supportsVSyncWait: Bool
    private let mapping: FramebufferMapping
    private var memory: UnsafeMutableRawPointer { mapping.memory }
    private var length: Int { mapping.length }
    private let stride: Int
    private let panel: PixelSize
    public let rotation: DisplayRotation
    /// The board's refresh rate (fbdev reports none worth trusting), 60 Hz by default.
    public let refreshHz: Double

    /// Opens `path` (default `/dev/fb0`), which must be a 32-bit XRGB framebuffer.
    ///
    /// - Throws: ``DRMError`` (`permissionDenied` naming the fix, or `call` for other failures).
    public init(path: String = "/dev/fb0", board: BoardProfile) throws(DRMError) {
        self.path = path
        refreshHz = board.mode?.refreshHz ?? 60
        let fd = open(path, O_RDWR | O_CLOEXEC)
        guard fd >= 0 else {
            let code = currentErrno
            if code == EACCES || code == EPERM { throw .permissionDenied(path: path, reason: DRMError.message(code)) }
            throw .call("open \(path)", errno: code)
        }
        var variable = fb_var_screeninfo()
        var fixed = fb_fix_screeninfo()
        guard clinux_ioctl(fd, CLINUX_FBIOGET_VSCREENINFO, &variable) == 0,
            clinux_ioctl(fd, CLINUX_FBIOGET_FSCREENINFO, &fixed) == 0
        else {
            let code = currentErrno
            close(fd)
            throw .call("reading \(path)'s screen info", errno: code)
        }
        guard variable.bits_per_pixel == 32, variable.red.offset == 16, variable.green.offset == 8,
            variable.blue.offset == 0
        else {
            close(fd)
            throw .call(
                "\(path) is \(variable.bits_per_pixel)-bit, not XRGB8888 (Scanout draws 32-bit pixels)", errno: EINVAL)
        }
        let length = Int(fixed.smem_len)
        let mapped = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0)
        guard let mapped, mapped != MAP_FAILED else {
            let code = currentErrno
            close(fd)
            throw .call("mmap of \(path)", errno: code)
        }
        mapping = FramebufferMapping(fd: fd, memory: mapped, length: length)
        stride = Int(fixed.line_length)
        panel = PixelSize(width: Int(variable.xres), height: Int(variable.yres))
        rotation = board.rotation
        pixelSize = board.rotation.sceneSize(forPanel: panel)
        scale = board.scale
        identifier = withUnsafeBytes(of: fixed.id) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        var crtc: UInt32 = 0
        supportsVSyncWait = clinux_ioctl(fd, CLINUX_FBIO_WAITFORVSYNC, &crtc) == 0
    }

    public func present(_ frame: Bitmap, damage: [PixelRect]) throws(DisplayError) {
        guard frame.size == pixelSize else { throw .sizeMismatch(frame: frame.size, display: pixelSize) }
        // Panel coordinates must stay inside the mapped memory.
        guard stride * panel.height <= length else {
            throw .device(name: path, reason: "the mapped memory is smaller than the screen")
        }
        for rect in damage {
            rotation.copy(rect, of: frame, into: memory, stride: stride, panel: panel)
        }
        // A DRM driver's fbdev emulation (and an SPI panel's driver) keeps the mapping in memory
        // and copies written pages to the screen from a worker it runs up to 50 ms later, at
        // most 20 times a second; fsync runs that copy now, so the frame is on screen when
        // present returns. A driver without that deferral has nothing to flush (0 or EINVAL).
        if !damage.isEmpty { _ = fsync(mapping.fd) }
    }
}

/// The open framebuffer device and its mapping, released together.
final class FramebufferMapping {
    let fd: Int32
    let memory: UnsafeMutableRawPointer
    let length: Int

    init(fd: Int32, memory: UnsafeMutableRawPointer, length: Int) {
        self.fd = fd
        self.memory = memory
        self.length = length
    }

    deinit {
        munmap(memory, length)
        close(fd)
    }
}
