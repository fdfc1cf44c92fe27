import CLinux
import Glibc

/// One thread around `epoll`: file descriptors (DRM, libinput, udev monitor, timerfd, signal
/// pipe) with a handler each. Nothing registered as ready means `epoll_wait` sleeps: an idle
/// program makes no wake-ups.
@MainActor
public final class EventLoop {
    private let epollFD: Int32
    private var handlers: [Int32: @MainActor () -> Void] = [:]
    private var running = false
    /// How many times `epoll_wait` returned (each return is one wake-up of the process).
    public private(set) var wakeUpCount = 0
    /// Runs before the loop waits, after every handler of the previous wake-up has returned: the
    /// frame scheduler starts the frames asked for during those handlers here, once.
    public var beforeWaiting: (@MainActor () -> Void)?

    /// Creates an empty loop.
    ///
    /// - Throws: ``EventLoopError`` when the kernel refuses an epoll instance.
    public init() throws(EventLoopError) {
        epollFD = epoll_create1(Int32(EPOLL_CLOEXEC))
        guard epollFD >= 0 else { throw EventLoopError("epoll_create1", errno: errno) }
    }

    deinit { close(epollFD) }

    /// Calls `handler` on the loop's thread whenever `fd` is readable (or hung up).
    ///
    /// - Throws: ``EventLoopError`` when epoll refuses the descriptor.
    public func watch(_ fd: Int32, handler: @escaping @MainActor () -> Void) throws(EventLoopError) {
        var event = epoll_event()
        event.events = CLINUX_EPOLLIN
        event.data.fd = fd
        let op = handlers[fd] == nil ? EPOLL_CTL_ADD : EPOLL_CTL_MOD
        guard epoll_ctl(epollFD, op, fd, &event) == 0 else { throw EventLoopError("epoll_ctl(\(fd))", errno: errno) }
        handlers[fd] = handler
    }

    /// Stops watching `fd`.
    public func unwatch(_ fd: Int32) {
        guard handlers.removeValue(forKey: fd) != nil else { return }
        epoll_ctl(epollFD, EPOLL_CTL_DEL, fd, nil)
    }

    /// Waits up to `timeoutMilliseconds` (-1: forever) for ready descriptors and runs their
    /// handlers once. Returns how many handlers ran.
    @discardableResult
    public func runOnce(timeoutMilliseconds: Int32 = -1) -> Int {
        var events = [epoll_event](repeating: epoll_event(), count: 16)
        let count = epoll_wait(epollFD, &events, Int32(events.count), timeoutMilliseconds)
        wakeUpCount += 1
        guard count > 0 else { return 0 }
        var ran = 0
        for event in events.prefix(Int(count)) {
            if let handler = handlers[event.data.fd] {
                handler()
                ran += 1
            }
        }
        return ran
    }

    /// Runs until ``stop()`` is called from a handler.
    public func run() {
        running = true
        while running {
            beforeWaiting?()
            guard running else { break }
            runOnce()
        }
    }

    /// Makes ``run()`` return after the current handler.
    public func stop() { running = false }
}
