import CLinux
import Glibc

/// Reading a netlink socket (the kernel's uevents, its routing messages): what
/// ``KernelUeventSocket`` and ``BoardStatusWatch`` share.
enum NetlinkDatagrams {
    /// Every datagram queued on `fd` now, oldest first, each at most `capacity` bytes (a longer
    /// one is cut, and then does not parse); those another process sent (netlink port not 0)
    /// are dropped and counted.
    static func receive(from fd: Int32, capacity: Int, dropped: inout Int) -> [[UInt8]] {
        var result: [[UInt8]] = []
        var buffer = [UInt8](repeating: 0, count: capacity)
        while true {
            var sender = sockaddr_nl()
            let count = buffer.withUnsafeMutableBytes { bytes in
                withUnsafeMutablePointer(to: &sender) { senderPointer in
                    var vector = iovec(iov_base: bytes.baseAddress, iov_len: bytes.count)
                    return withUnsafeMutablePointer(to: &vector) { vectorPointer in
                        var message = msghdr()
                        message.msg_name = UnsafeMutableRawPointer(senderPointer)
                        message.msg_namelen = socklen_t(MemoryLayout<sockaddr_nl>.size)
                        message.msg_iov = vectorPointer
                        message.msg_iovlen = 1
                        return recvmsg(fd, &message, Int32(MSG_DONTWAIT))
                    }
                }
            }
            if count < 0 {
                // EINTR: again. ENOBUFS: the queue overflowed and messages were lost; what
                // follows is still read (the caller rereads what it watches when it matters).
                // EAGAIN (drained) or anything else: done.
                if errno == EINTR || errno == ENOBUFS { continue }
                return result
            }
            if count == 0 { return result }  // an empty datagram, or a closed peer: nothing more now
            guard sender.nl_pid == 0 else {
                dropped += 1
                continue
            }
            result.append(Array(buffer[..<min(count, capacity)]))
        }
    }
}
