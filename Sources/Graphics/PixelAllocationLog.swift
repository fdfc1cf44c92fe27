import Synchronization

/// The pixel buffers bitmaps allocated in one task, while a test watches: how a test tells
/// that a decode never held an image at full size, unaffected by other tests running at the
/// same time (the process's resident memory is shared by all of them).
///
/// Bound with `PixelAllocationTracking.recording(into: log) { … }`; every bitmap made in that
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

/// Where ``PixelAllocationLog`` is bound for the current task (none: nothing records).
///
/// A bitmap's allocation, render path included, pays one relaxed load of a count of bound
/// logs; the task-local lookup happens only while some task has a log bound.
package enum PixelAllocationTracking {
    /// The log bitmaps made in this task record their bytes in.
    @TaskLocal private static var log: PixelAllocationLog?
    /// How many ``recording(into:_:)`` calls are running, in any task.
    private static let bound = Atomic<Int>(0)

    /// Runs `body` with `log` bound to this task: every bitmap it makes records its bytes there.
    package static func recording<Result>(into log: PixelAllocationLog, _ body: () -> Result) -> Result {
        bound.add(1, ordering: .relaxed)
        defer { bound.subtract(1, ordering: .relaxed) }
        return $log.withValue(log, operation: body)
    }

    /// Records an allocation of `bytes` in this task's log, if one is bound.
    static func record(_ bytes: Int) {
        guard bound.load(ordering: .relaxed) > 0 else { return }
        log?.record(bytes)
    }
}
