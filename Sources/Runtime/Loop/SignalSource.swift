import Glibc

/// The write end of the signal pipe, used only by the async-signal-safe handler.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// Delivers signals (SIGTERM, SIGINT, SIGUSR1/2 for VT switches) to the event loop through a
/// self-pipe.
///
/// ## Why not signalfd
/// A signalfd only receives signals that are blocked in *every*
/// thread, and the Swift runtime starts threads (the cooperative pool) with signals unblocked
/// before `main` can block them, so a signalfd would miss signals delivered to those threads.
/// A handler that writes the signal number to a non-blocking pipe works whatever thread the
/// kernel picks, and the pipe's read end is watched by epoll like any other source.
public final class SignalSource {
    /// Readable when a signal arrived.
    public let fileDescriptor: Int32

    /// Installs handlers for `signals` that write into the pipe.
    ///
    /// - Throws: ``EventLoopError`` when the pipe cannot be made.
    public init(signals: [Int32]) throws(EventLoopError) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw EventLoopError("pipe", errno: errno) }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        fileDescriptor = ends[0]
        signalPipeWriteEnd = ends[1]
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(signalPipeWriteEnd, &byte, 1)
            }
            action.sa_flags = SA_RESTART
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
    }

    /// The signals received since the last call, in order.
    public func receive() -> [Int32] {
        var bytes = [UInt8](repeating: 0, count: 64)
        var signals: [Int32] = []
        while true {
            let count = read(fileDescriptor, &bytes, bytes.count)
            guard count > 0 else { break }
            signals += bytes.prefix(count).map { Int32($0) }
        }
        return signals
    }
}
