import Glibc

/// RIFF WAVE files of 16-bit PCM: what ``WAVFileOutput`` writes and the tests read back.
public enum WAVFile {
    /// The file's bytes: a 44-byte header (`RIFF`, `WAVE`, `fmt ` for PCM, `data`) then `samples`
    /// little-endian, `channels` interleaved.
    public static func encode(samples: [Int16], sampleRate: Int, channels: Int = 1) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(44 + samples.count * 2)
        func text(_ s: String) { bytes += Array(s.utf8) }
        func u32(_ v: Int) { withUnsafeBytes(of: UInt32(truncatingIfNeeded: v).littleEndian) { bytes += $0 } }
        func u16(_ v: Int) { withUnsafeBytes(of: UInt16(truncatingIfNeeded: v).littleEndian) { bytes += $0 } }
        let dataSize = samples.count * 2
        text("RIFF"); u32(36 + dataSize); text("WAVE")
        text("fmt "); u32(16); u16(1); u16(channels); u32(sampleRate)
        u32(sampleRate * channels * 2); u16(channels * 2); u16(16)
        text("data"); u32(dataSize)
        for sample in samples { withUnsafeBytes(of: sample.littleEndian) { bytes += $0 } }
        return bytes
    }

    /// The samples, rate and channel count of a 16-bit PCM WAV file's bytes, or `nil` when the
    /// bytes are not one (another format, a short or damaged header).
    public static func decode(_ bytes: [UInt8]) -> (samples: [Int16], sampleRate: Int, channels: Int)? {
        func u32(_ at: Int) -> Int? {
            guard at + 4 <= bytes.count else { return nil }
            return Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24
        }
        func u16(_ at: Int) -> Int? {
            guard at + 2 <= bytes.count else { return nil }
            return Int(bytes[at]) | Int(bytes[at + 1]) << 8
        }
        func tag(_ at: Int) -> String { String(decoding: bytes[min(at, bytes.count)..<min(at + 4, bytes.count)], as: UTF8.self) }
        guard tag(0) == "RIFF", tag(8) == "WAVE" else { return nil }
        var offset = 12
        var format: (rate: Int, channels: Int)?
        while let size = u32(offset + 4) {
            let body = offset + 8
            if tag(offset) == "fmt " {
                guard u16(body) == 1, u16(body + 14) == 16, let channels = u16(body + 2), let rate = u32(body + 4),
                    channels > 0
                else { return nil }
                format = (rate, channels)
            } else if tag(offset) == "data" {
                guard let format, body + size <= bytes.count else { return nil }
                var samples = [Int16](repeating: 0, count: size / 2)
                for i in samples.indices {
                    samples[i] = Int16(bitPattern: UInt16(bytes[body + 2 * i]) | UInt16(bytes[body + 2 * i + 1]) << 8)
                }
                return (samples, format.rate, format.channels)
            }
            offset = body + size + (size & 1)
        }
        return nil
    }

    /// Writes `bytes` to `path` (created or truncated, mode 0644).
    ///
    /// - Throws: ``SoundOutputError/cannotWrite(path:reason:)``.
    static func write(_ bytes: [UInt8], to path: String) throws(SoundOutputError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .cannotWrite(path: path, reason: String(cString: strerror(errno))) }
        defer { Glibc.close(fd) }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { buffer in
                guard let base = buffer.baseAddress else { return 0 }
                return Glibc.write(fd, base + written, buffer.count - written)
            }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw .cannotWrite(path: path, reason: String(cString: strerror(errno))) }
            written += n
        }
    }
}
