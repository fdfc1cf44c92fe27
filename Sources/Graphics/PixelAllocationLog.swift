/// The pixel buffers bitmaps allocated in one task, while a test watches: how a test tells
/// that a decode never held an image at full size, unaffected by other tests running at the
/// same time (the process's resident memory is shared by all of them).
///
/// Bound with `PixelAllocationTracking.$log.withValue(log) { … }`; every bitmap made in that
/// task meanwhile records its bytes. Used by one task at a time, synchronously.
package final class PixelAllocationLog: @unchecked Sendable {
    /// The largest buffer allocated, in bytes.
    package private(set) var largest = 0
    /// The bytes of every buffer allocated.
    package private(set) var total = 0

    /// An empty log.
    package init() {}

    func record(_ bytes: Int) {
        largest = max(largest, bytes)
        total += bytes
    }
}

/// Where ``PixelAllocationLog`` is bound for the current task (`nil`: nothing records).
package enum PixelAllocationTracking {
    /// The log bitmaps made in this task record their bytes in.
    @TaskLocal package static var log: PixelAllocationLog?
}
