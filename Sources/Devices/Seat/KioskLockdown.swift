import CLinux
import Glibc

/// What a kiosk turns off while it runs (board profile `kiosk = on`, docs/board-profile.md), and
/// turns back on when it exits.
///
/// - **VT switching** (Ctrl+Alt+F*n*, Alt+F*n*, Alt+arrows): the console is locked to its VT
///   (`VT_LOCKSWITCH`), and its keyboard is switched off (`KDSKBMODE K_OFF`), so no key reaches a
///   getty or shell on any VT; Scanout reads keys through libinput, not the tty.
/// - **Magic SysRq** (`/proc/sys/kernel/sysrq` set to 0): no Alt+SysRq kill, sync or reboot.
/// - **Core dumps** of this process (`PR_SET_DUMPABLE 0`, `RLIMIT_CORE 0`): a process that holds a
///   passphrase must not leave it in a core file. Not restored: a process that has held a secret
///   stays undumpable.
///
/// Scanout starts no shell from any key or gesture; with the above, none is reachable. Each
/// step that fails (no console, no permission) is recorded in ``problems`` with the reason and
/// the rest still applies: a kiosk prefers partial lockdown, stated in its log, to not starting.
public final class KioskLockdown {
    /// The steps that could not be applied, each with why.
    public private(set) var problems: [String] = []
    /// The steps applied.
    public private(set) var applied: [String] = []
    private let sysrqPath: String
    private var sysrqBefore: String?
    private var console: Int32 = -1
    private var keyboardModeBefore: Int = -1

    /// Applies the lockdown. `consolePath` is the VT Scanout runs on; `sysrqPath` the SysRq switch
    /// (other paths for tests).
    public init(consolePath: String = "/dev/tty0", sysrqPath: String = "/proc/sys/kernel/sysrq") {
        self.sysrqPath = sysrqPath
        disableCoreDumps()
        disableSysRq()
        lockVirtualTerminal(consolePath)
    }

    /// Whether this process can leave a core dump (`PR_GET_DUMPABLE`).
    public static var isDumpable: Bool { clinux_get_dumpable() != 0 }

    /// Restores SysRq, VT switching and the console keyboard as they were.
    public func lift() {
        if let before = sysrqBefore, write(before, to: sysrqPath) { sysrqBefore = nil }
        if console >= 0 {
            _ = clinux_ioctl_value(console, CLINUX_VT_UNLOCKSWITCH, 1)
            if keyboardModeBefore >= 0 { _ = clinux_ioctl_value(console, CLINUX_KDSKBMODE, UInt(keyboardModeBefore)) }
            close(console)
            console = -1
        }
    }

    deinit { lift() }

    private func disableCoreDumps() {
        var none = rlimit(rlim_cur: 0, rlim_max: 0)
        let limited = setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &none) == 0
        let undumpable = clinux_set_dumpable(0) == 0
        if limited && undumpable {
            applied.append("core dumps off")
        } else {
            problems.append("core dumps: \(String(cString: strerror(errno)))")
        }
    }

    private func disableSysRq() {
        guard let before = read(sysrqPath) else {
            problems.append("magic SysRq: cannot read \(sysrqPath): \(String(cString: strerror(errno)))")
            return
        }
        guard write("0\n", to: sysrqPath) else {
            problems.append("magic SysRq: cannot write \(sysrqPath): \(String(cString: strerror(errno))) (run as root)")
            return
        }
        sysrqBefore = before
        applied.append("magic SysRq off (was \(before.trimmingSpaces.replacing("\n", with: "")))")
    }

    private func lockVirtualTerminal(_ path: String) {
        let fd = open(path, O_RDWR | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else {
            problems.append("VT switching: cannot open \(path): \(String(cString: strerror(errno)))")
            return
        }
        var mode: Int32 = -1
        guard clinux_ioctl_value(fd, CLINUX_VT_LOCKSWITCH, 1) == 0 else {
            problems.append(
                "VT switching: \(path) is not a virtual terminal or may not be locked: \(String(cString: strerror(errno)))"
            )
            close(fd)
            return
        }
        if clinux_ioctl(fd, CLINUX_KDGKBMODE, &mode) == 0 { keyboardModeBefore = Int(mode) }
        _ = clinux_ioctl_value(fd, CLINUX_KDSKBMODE, UInt(CLINUX_K_OFF))
        console = fd
        applied.append("VT switching locked, console keyboard off")
    }

    private func read(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 64)
        let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        return n >= 0 ? String(decoding: buffer[0..<n], as: UTF8.self) : nil
    }

    private func write(_ text: String, to path: String) -> Bool {
        let fd = open(path, O_WRONLY | O_CLOEXEC | O_TRUNC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) } == bytes.count
    }
}
