/// What runs a handler when a file descriptor becomes readable: the device session's
/// ``EventLoop`` (``AppHost/descriptorWatcher``). Content that owns a descriptor of its own (the
/// status bar's netlink sockets) puts it on the host's loop through this, so no thread of its
/// own waits on it.
///
/// <!-- example context: let host: AppHost! = nil; let fd: Int32 = 0 -->
/// ```swift
/// if let loop = host.descriptorWatcher {
///     try loop.watch(fd) { /* fd is readable: read it */ }
/// }
/// ```
@MainActor
public protocol DescriptorWatching: AnyObject {
    /// Calls `handler` whenever `fd` is readable (or hung up).
    ///
    /// - Throws: ``EventLoopError`` when the loop refuses the descriptor.
    func watch(_ fd: Int32, handler: @escaping @MainActor () -> Void) throws(EventLoopError)
    /// Stops watching `fd`.
    func unwatch(_ fd: Int32)
}

extension EventLoop: DescriptorWatching {}
