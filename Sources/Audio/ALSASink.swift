import CALSA
import Glibc

/// An ALSA PCM playback device (`default`, `plughw:0,0`, `hw:1,0`): 16-bit little-endian,
/// two equal channels, ``SoundFormat/sampleRate`` (ALSA resamples where the device needs it),
/// about 40 ms of buffer. Written by a ``StreamingSoundOutput``'s thread only. libasound is
/// opened with `dlopen` at the first device (``ALSAFunctions``).
public final class ALSASink: PCMSink, @unchecked Sendable {
    public let name: String
    public let sampleRate = SoundFormat.sampleRate
    public let periodFrames = 480
    private let channels = 2
    private let alsa: ALSAFunctions
    // Touched by the playing thread only, after init.
    private var pcm: OpaquePointer?
    public private(set) var underrunsRecovered = 0

    /// Opens `name` for playback.
    ///
    /// - Throws: ``SoundOutputError/noDevice(name:reason:)`` when there is no such device or it
    ///   cannot play this format (the message is ALSA's own), or libasound is not installed.
    public init(device name: String = "default") throws(SoundOutputError) {
        self.name = name
        // Without a card ALSA would only print its own lines on standard error before failing.
        guard Self.kernelHasSoundCard() else {
            throw .noDevice(name: name, reason: "the kernel lists no sound card (/proc/asound/cards)")
        }
        switch ALSAFunctions.shared {
        case .success(let functions): alsa = functions
        case .failure(let error): throw .noDevice(name: name, reason: error.description)
        }
        var handle: OpaquePointer?
        let opened = alsa.open(&handle, name, SND_PCM_STREAM_PLAYBACK, 0)
        guard opened >= 0, let handle else { throw .noDevice(name: name, reason: alsa.message(opened)) }
        let set = alsa.setParams(
            handle, SND_PCM_FORMAT_S16_LE, SND_PCM_ACCESS_RW_INTERLEAVED, UInt32(channels), UInt32(sampleRate),
            1, 40_000)
        guard set >= 0 else {
            _ = alsa.close(handle)
            throw .noDevice(name: name, reason: alsa.message(set))
        }
        pcm = handle
    }

    public func write(_ frames: [Int16]) throws(SoundOutputError) {
        guard let pcm else { throw .deviceFailed(name: name, reason: "the device is closed") }
        var interleaved = [Int16](repeating: 0, count: frames.count * channels)
        for (i, sample) in frames.enumerated() {
            for c in 0..<channels { interleaved[i * channels + c] = sample }
        }
        var done = 0
        while done < frames.count {
            let result = interleaved.withUnsafeBufferPointer { buffer in
                alsa.writeInterleaved(
                    pcm, buffer.baseAddress.map { UnsafeRawPointer($0 + done * channels) },
                    snd_pcm_uframes_t(frames.count - done))
            }
            if result >= 0 {
                done += Int(result)
                continue
            }
            // An underrun (EPIPE) or a suspend (ESTRPIPE) is recovered; anything else ends the device.
            let recovered = alsa.recover(pcm, Int32(result), 1)
            guard recovered >= 0 else { throw .deviceFailed(name: name, reason: alsa.message(Int32(result))) }
            underrunsRecovered += 1
        }
    }

    public func idle() {
        guard let pcm else { return }
        _ = alsa.drain(pcm)
        _ = alsa.prepare(pcm)
    }

    public func close() {
        guard let pcm else { return }
        _ = alsa.close(pcm)
        self.pcm = nil
    }

    /// Whether the kernel has a sound card: `/proc/asound/cards` exists and lists one.
    static func kernelHasSoundCard(listing path: String = "/proc/asound/cards") -> Bool {
        guard let file = fopen(path, "r") else { return false }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            // A card's first line: its index, then ` [id ]: driver - name`.
            if text.drop(while: { $0 == " " }).first?.isNumber == true { return true }
        }
        return false
    }
}
