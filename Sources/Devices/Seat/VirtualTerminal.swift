import CLinux
import Glibc

/// The Linux virtual terminal Scanout's display shares with the console: switched to graphics
/// mode (so the console stops drawing) and to process-controlled switching, so that a VT switch
/// (Ctrl+Alt+Fn, `chvt`) first asks Scanout to release the display (``releaseSignal``) and later
/// tells it to take it back (``acquireSignal``).
public final class VirtualTerminal {
    /// Sent when another VT wants the display: stop rendering, drop DRM master, call ``allowRelease()``.
    public static let releaseSignal = SIGUSR1
    /// Sent when our VT is active again: call ``acknowledgeAcquire()``, regain master, repaint.
    public static let acquireSignal = SIGUSR2
    private let fd: Int32
    private var isReleased = false
    /// The VT number (1 for /dev/tty1).
    public let number: Int

    /// Takes over the active VT. Returns nil when there is none or it cannot be controlled (no
    /// VT support, not root, running under a display server): Scanout then runs without VT
    /// switching, and the caller says so.
    public init?() {
        let console = open("/dev/tty0", O_RDWR | O_CLOEXEC | O_NOCTTY)
        guard console >= 0 else { return nil }
        var state = vt_stat()
        let got = clinux_ioctl(console, CLINUX_VT_GETSTATE, &state)
        close(console)
        guard got == 0, state.v_active > 0 else { return nil }
        number = Int(state.v_active)
        fd = open("/dev/tty\(number)", O_RDWR | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else { return nil }
        var mode = vt_mode()
        mode.mode = CChar(CLINUX_VT_PROCESS)
        mode.relsig = Int16(Self.releaseSignal)
        mode.acqsig = Int16(Self.acquireSignal)
        guard clinux_ioctl(fd, CLINUX_VT_SETMODE, &mode) == 0 else { close(fd); return nil }
        _ = clinux_ioctl_value(fd, CLINUX_KDSETMODE, CLINUX_KD_GRAPHICS)
    }

    /// Lets the pending VT switch away proceed (after the display was released).
    public func allowRelease() { _ = clinux_ioctl_value(fd, CLINUX_VT_RELDISP, 1) }

    /// Acknowledges that our VT is active again.
    public func acknowledgeAcquire() { _ = clinux_ioctl_value(fd, CLINUX_VT_RELDISP, UInt(CLINUX_VT_ACKACQ)) }

    /// Gives the VT back to the console: text mode, automatic switching.
    public func restore() {
        isReleased = true
        var mode = vt_mode()
        mode.mode = CChar(CLINUX_VT_AUTO)
        _ = clinux_ioctl(fd, CLINUX_VT_SETMODE, &mode)
        _ = clinux_ioctl_value(fd, CLINUX_KDSETMODE, CLINUX_KD_TEXT)
    }

    /// Gives VT switching back to the kernel but leaves the VT in graphics mode, so the console
    /// does not draw over the last picture (a boot splash quitting with `--retain-splash`).
    public func releaseKeepingGraphics() {
        isReleased = true
        var mode = vt_mode()
        mode.mode = CChar(CLINUX_VT_AUTO)
        _ = clinux_ioctl(fd, CLINUX_VT_SETMODE, &mode)
    }

    deinit {
        if !isReleased { restore() }
        close(fd)
    }
}
