import Glibc

/// Decodes image files on a background thread, so that no frame waits for a file to be read
/// and decompressed; the results come back on the main actor, in the order they finished.
///
/// ## Background
/// One worker thread, started with the first request, reads and decodes one file at a time
/// (``Bitmap/readImage(from:covering:)``) at a lower priority than the frame path's thread. A finished
/// decode is queued and the worker writes a byte to a pipe: the runtime's event loop watches
/// ``readyDescriptor`` and calls ``deliverFinished()`` when it is readable, which runs the
/// completions on the main actor. A bitmap crosses from the worker to the main actor once, and
/// the worker never touches it again.
///
/// A deterministic run (a headless session on the virtual clock, a test) calls
/// ``waitUntilIdle()`` before ``deliverFinished()``, so that a screen is pictured with its
/// images and the same on every machine.
///
/// ```swift
/// ImageDecoder.shared.decode("photo.jpg") { result in
///     if case .success(let bitmap) = result { print(bitmap.size) }
/// }
/// ```
@MainActor
public final class ImageDecoder {
    /// The process's decoder: every image view's cache uses it.
    public static let shared = ImageDecoder()

    private let worker = DecodeWorker()
    private var completions: [Int: [@MainActor (Result<DecodedImage, ImageFileError>) -> Void]] = [:]
    private var nextJob = 0
    private var held: [Int: (owner: Weak, start: @MainActor () -> Void)] = [:]
    private var nextHold = 0

    /// Creates a decoder with its own worker thread (started on first use).
    public init() {}

    /// The read end of the pipe that turns readable when a decode has finished (`nil` when
    /// the pipe could not be made: then only ``deliverFinished()`` calls deliver results).
    public var readyDescriptor: Int32? { worker.readDescriptor >= 0 ? worker.readDescriptor : nil }

    /// How many decodes were asked for and have not been delivered yet.
    public var pendingCount: Int { completions.count }

    /// Reads and decodes the PNG or JPEG file at `path` on the worker thread; `completion`
    /// runs on the main actor from ``deliverFinished()``. Never runs `completion` before this
    /// returns.
    public func decode(_ path: String, completion: @escaping @MainActor (Result<Bitmap, ImageFileError>) -> Void) {
        decode(path, covering: nil) { result in completion(result.map(\.bitmap)) }
    }

    /// Reads and decodes the file at `path` on the worker thread to cover `target` pixels
    /// (``Bitmap/readImage(from:covering:)``; `nil`: full size); `completion` runs on the main
    /// actor from ``deliverFinished()``, never before this returns.
    public func decode(_ path: String, covering target: PixelSize?,
                       completion: @escaping @MainActor (Result<DecodedImage, ImageFileError>) -> Void) {
        nextJob += 1
        completions[nextJob] = [completion]
        worker.submit(DecodeWorker.Job(id: nextJob, path: path, target: target))
    }

    /// Runs the completions of every decode that has finished, in the order they finished.
    ///
    /// - Returns: how many decodes were delivered.
    @discardableResult
    public func deliverFinished() -> Int {
        let finished = worker.takeFinished()
        for item in finished {
            guard let waiting = completions.removeValue(forKey: item.id) else { continue }
            for completion in waiting { completion(item.result.value) }
        }
        return finished.count
    }

    /// Starts every held decode (``hold(_:)``), then blocks until the worker has finished every
    /// decode asked for (not delivered: call ``deliverFinished()`` after it). For deterministic runs only; a device's frame path
    /// never waits.
    public func waitUntilIdle() {
        let starts = held.sorted { $0.key < $1.key }
        held.removeAll()
        for (_, entry) in starts where entry.owner.object != nil { entry.start() }
        worker.waitUntilIdle()
    }

    /// Holds a decode whose size is not known yet (an image view not laid out): `owner` calls
    /// ``release(_:)`` when it starts the decode itself; ``waitUntilIdle()`` runs `start` first
    /// for every decode still held, so a deterministic run never waits for a layout that does
    /// not come. A hold whose owner is gone is dropped (never run). Held decodes do not count in
    /// ``pendingCount``.
    ///
    /// - Returns: the number to pass to ``release(_:)``.
    public func hold(for owner: AnyObject, start: @escaping @MainActor () -> Void) -> Int {
        held = held.filter { $0.value.owner.object != nil }
        nextHold += 1
        held[nextHold] = (Weak(owner), start)
        return nextHold
    }

    /// How many decodes are held for owners still alive.
    public var heldCount: Int { held.values.filter { $0.owner.object != nil }.count }

    /// A reference that does not keep its object alive.
    private struct Weak {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    /// Forgets a held decode without running it.
    public func release(_ hold: Int) { held.removeValue(forKey: hold) }

    // The worker thread ends once its queue is empty; the pipe closes with the worker.
    deinit { worker.shutDown() }
}

/// The worker thread and the queues it shares with the main actor, behind one mutex.
final class DecodeWorker: @unchecked Sendable {
    struct Job: Sendable {
        let id: Int
        let path: String
        let target: PixelSize?

        func run() -> Handoff {
            Handoff(value: Result { () throws(ImageFileError) in try Bitmap.readImage(from: path, covering: target) })
        }
    }

    /// A decoded bitmap handed from the worker to the main actor exactly once.
    struct Handoff: @unchecked Sendable {
        let value: Result<DecodedImage, ImageFileError>
    }

    private let lock: UnsafeMutablePointer<pthread_mutex_t>
    private let changed: UnsafeMutablePointer<pthread_cond_t>
    private var queue: [Job] = []
    private var finished: [(id: Int, result: Handoff)] = []
    private var busy = 0
    private var started = false
    private var stopping = false
    let readDescriptor: Int32
    private let writeDescriptor: Int32

    init() {
        lock = .allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        changed = .allocate(capacity: 1)
        pthread_cond_init(changed, nil)
        var fds: [Int32] = [-1, -1]
        if pipe(&fds) == 0 {
            for fd in fds {
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            }
            readDescriptor = fds[0]
            writeDescriptor = fds[1]
        } else {
            readDescriptor = -1
            writeDescriptor = -1
        }
    }

    /// Queues a job; starts the thread on the first one (or decodes at once, on the caller's
    /// thread, when no thread can be started).
    func submit(_ job: Job) {
        pthread_mutex_lock(lock)
        queue.append(job)
        busy += 1
        let start = !started
        started = true
        pthread_cond_broadcast(changed)
        pthread_mutex_unlock(lock)
        if start && !startThread() {
            pthread_mutex_lock(lock)
            started = false
            pthread_mutex_unlock(lock)
            runQueued()
        }
    }

    private func startThread() -> Bool {
        var thread = pthread_t()
        let context = Unmanaged.passRetained(self).toOpaque()
        let made = pthread_create(&thread, nil, { argument in
            guard let argument else { return nil }
            let worker = Unmanaged<DecodeWorker>.fromOpaque(argument).takeRetainedValue()
            // Behind the frame path's thread (a nice value is per thread on Linux; 0 is this one).
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
            worker.run()
            return nil
        }, context)
        guard made == 0 else {
            Unmanaged<DecodeWorker>.fromOpaque(context).release()
            return false
        }
        pthread_detach(thread)
        return true
    }

    deinit {
        if readDescriptor >= 0 { close(readDescriptor) }
        if writeDescriptor >= 0 { close(writeDescriptor) }
        pthread_cond_destroy(changed)
        changed.deallocate()
        pthread_mutex_destroy(lock)
        lock.deallocate()
    }

    /// Lets the thread end once the queue is empty (its decoder is gone).
    func shutDown() {
        pthread_mutex_lock(lock)
        stopping = true
        pthread_cond_broadcast(changed)
        pthread_mutex_unlock(lock)
    }

    /// The thread's loop: waits for a job, decodes it, queues the result, signals; ends when
    /// the decoder is gone and nothing is queued.
    private func run() {
        while true {
            pthread_mutex_lock(lock)
            while queue.isEmpty && !stopping { pthread_cond_wait(changed, lock) }
            if queue.isEmpty {
                pthread_mutex_unlock(lock)
                return
            }
            let job = queue.removeFirst()
            pthread_mutex_unlock(lock)
            finish(job, job.run())
        }
    }

    /// Decodes whatever is queued on the calling thread (no worker thread could be started).
    private func runQueued() {
        while true {
            pthread_mutex_lock(lock)
            guard !queue.isEmpty else {
                pthread_mutex_unlock(lock)
                return
            }
            let job = queue.removeFirst()
            pthread_mutex_unlock(lock)
            finish(job, job.run())
        }
    }

    private func finish(_ job: Job, _ result: Handoff) {
        pthread_mutex_lock(lock)
        finished.append((job.id, result))
        busy -= 1
        // Signalled before the waiters wake: the pipe is readable whenever something is finished.
        if writeDescriptor >= 0 {
            var byte: UInt8 = 1
            _ = write(writeDescriptor, &byte, 1)
        }
        pthread_cond_broadcast(changed)
        pthread_mutex_unlock(lock)
    }

    /// The finished results, removed from the queue; empties the pipe.
    func takeFinished() -> [(id: Int, result: Handoff)] {
        if readDescriptor >= 0 {
            var buffer = [UInt8](repeating: 0, count: 64)
            while buffer.withUnsafeMutableBytes({ read(readDescriptor, $0.baseAddress, $0.count) }) > 0 {}
        }
        pthread_mutex_lock(lock)
        let taken = finished
        finished.removeAll()
        pthread_mutex_unlock(lock)
        return taken
    }

    func waitUntilIdle() {
        pthread_mutex_lock(lock)
        while busy > 0 { pthread_cond_wait(changed, lock) }
        pthread_mutex_unlock(lock)
    }
}
