import Glibc

/// Plays clips on a device through its own thread: ``play(_:gain:at:)`` adds the clip to the
/// mixer and signals the thread, which renders a period at a time and hands it to the
/// ``PCMSink`` (which may block: only this thread waits). Nothing is written while nothing
/// plays. So a slow or stalled device never delays a frame; at worst sounds come late.
public final class StreamingSoundOutput: SoundOutput, @unchecked Sendable {
    // The state below is guarded by `lock`; `wake` signals the thread.
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let wake = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var mixer = SoundMixer()
    private var finishing = false
    private var finished = false
    private var failure: SoundOutputError?
    private var played = SoundOutputCounts()
    private let sink: any PCMSink

    public var sampleRate: Int { sink.sampleRate }

    /// Starts the playing thread over `sink`.
    ///
    /// - Throws: ``SoundOutputError/cannotStartThread(reason:)``.
    public init(sink: any PCMSink) throws(SoundOutputError) {
        self.sink = sink
        pthread_mutex_init(lock, nil)
        pthread_cond_init(wake, nil)
        var thread = pthread_t()
        let unmanaged = Unmanaged.passRetained(self)
        let started = pthread_create(
            &thread, nil,
            { argument in
                guard let argument else { return nil }
                let output = Unmanaged<StreamingSoundOutput>.fromOpaque(argument).takeRetainedValue()
                output.runThread()
                return nil
            }, unmanaged.toOpaque())
        guard started == 0 else {
            unmanaged.release()
            throw .cannotStartThread(reason: String(cString: strerror(started)))
        }
        pthread_detach(thread)
    }

    deinit {
        pthread_cond_destroy(wake)
        pthread_mutex_destroy(lock)
        wake.deallocate()
        lock.deallocate()
    }

    /// The error that stopped the device, if one did (plays are dropped from then on).
    public var deviceFailure: SoundOutputError? { locked { failure } }

    /// What the output has played so far: clips taken, frames handed to the device, the
    /// device's underruns (a board's log says it at the end of a run).
    public var counts: SoundOutputCounts { locked { played } }

    /// The device's name, for messages.
    public var deviceName: String { sink.name }

    /// Whether the thread has a clip playing or waiting.
    public var isPlaying: Bool { locked { !mixer.isIdle } }

    /// Queues `clip` on the speech channel: it plays after the speech queued before it
    /// (``SoundMixer/queueSpeech(_:gain:)``); never waits.
    public func queueSpeech(_ clip: SoundClip, gain: Float) {
        guard clip.sampleRate == sampleRate else { return }
        locked {
            guard failure == nil, !finishing else { return }
            mixer.queueSpeech(clip, gain: gain)
            played.speechClips += 1
            pthread_cond_signal(wake)
        }
    }

    /// Silences the speech channel at once (what the device has buffered, a period or two,
    /// still plays).
    public func cutSpeech() {
        locked { mixer.cutSpeech() }
    }

    public func play(_ clip: SoundClip, gain: Float, at time: Double) {
        guard clip.sampleRate == sampleRate else { return }
        locked {
            guard failure == nil, !finishing else { return }
            mixer.add(clip, gain: gain)
            played.clips += 1
            pthread_cond_signal(wake)
        }
    }

    /// Lets what plays play out, stops the thread and closes the device.
    public func finish(at time: Double) throws(SoundOutputError) {
        let error: SoundOutputError? = locked {
            finishing = true
            pthread_cond_signal(wake)
            while !finished { pthread_cond_wait(wake, lock) }
            return failure
        }
        if let error { throw error }
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return body()
    }

    private func runThread() {
        pthread_mutex_lock(lock)
        while true {
            while mixer.isIdle && !finishing { pthread_cond_wait(wake, lock) }
            if mixer.isIdle || failure != nil { break }
            let block = mixer.render(frames: sink.periodFrames).map(SoundFormat.int16)
            let nowIdle = mixer.isIdle
            pthread_mutex_unlock(lock)
            var error: SoundOutputError?
            do { try sink.write(block) } catch let failed { error = failed }
            if error == nil && nowIdle { sink.idle() }
            let underruns = sink.underrunsRecovered
            pthread_mutex_lock(lock)
            if error == nil { played.framesWritten += block.count }
            played.underrunsRecovered = underruns
            if let error {
                failure = error
                mixer = SoundMixer()
                break
            }
        }
        // The device is closed before `finish` returns: whoever finished may reopen it.
        pthread_mutex_unlock(lock)
        sink.close()
        pthread_mutex_lock(lock)
        finished = true
        pthread_cond_broadcast(wake)
        pthread_mutex_unlock(lock)
    }
}

/// What a ``StreamingSoundOutput`` has played: what a board's log says of its sounds.
public struct SoundOutputCounts: Sendable, Equatable {
    /// Clips played (system sounds and app clips; ``StreamingSoundOutput/play(_:gain:at:)``).
    public var clips = 0
    /// Speech clips queued (``StreamingSoundOutput/queueSpeech(_:gain:)``).
    public var speechClips = 0
    /// Frames the device took, silence between and after sounds included.
    public var framesWritten = 0
    /// Underruns the device had and recovered from (``PCMSink/underrunsRecovered``).
    public var underrunsRecovered = 0

    /// Counts of nothing played.
    public init() {}
}
