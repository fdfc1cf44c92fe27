import Glibc

/// Synthesises the system sounds from sines, an envelope and seeded noise: no recorded
/// assets, and the same samples for the same rate every time.
struct SoundSynthesis {
    let sampleRate: Int

    private var rate: Double { Double(sampleRate) }

    /// A key click: a burst of noise (the strike) over two damped sines (the body and the case's
    /// resonance), `decay` seconds to fall by e, faded to zero by `length`; peak about `level`.
    func click(body: Double, resonance: Double, decay: Double, length: Double, level: Double) -> SoundClip {
        var noise = SeededNoise(seed: UInt64(body))
        let count = Int(length * rate)
        var samples = [Float](repeating: 0, count: count)
        for i in 0..<count {
            let t = Double(i) / rate
            let envelope = attack(t, 0.0004) * exp(-t / decay) * fadeOut(i, count)
            let strike = t < 0.0025 ? noise.next() * (1 - t / 0.0025) * 0.6 : 0
            let tone = 0.7 * sin(2 * .pi * body * t) + 0.35 * sin(2 * .pi * resonance * t) * exp(-t / (decay / 2))
            samples[i] = Float(level * envelope * (tone + strike) / 1.3)
        }
        return normalised(samples, to: level)
    }

    /// Bell-like notes (a sine and its inharmonic partials) starting at their offsets, each
    /// falling by e in `decay` seconds; peak `level`.
    func chime(notes: [(frequency: Double, start: Double)], decay: Double, length: Double, level: Double) -> SoundClip {
        let count = Int(length * rate)
        var samples = [Float](repeating: 0, count: count)
        for note in notes {
            let first = Int(note.start * rate)
            guard first < count else { continue }
            for i in first..<count {
                let t = Double(i - first) / rate
                let envelope = attack(t, 0.003) * exp(-t / decay) * fadeOut(i, count)
                let partials =
                    sin(2 * .pi * note.frequency * t) + 0.3 * sin(2 * .pi * note.frequency * 2.76 * t) * exp(-t / 0.05)
                    + 0.12 * sin(2 * .pi * note.frequency * 5.4 * t) * exp(-t / 0.02)
                samples[i] += Float(envelope * partials)
            }
        }
        return normalised(samples, to: level)
    }

    /// The lock: a low thud and, 35 ms later, a sharper catch.
    func latch() -> SoundClip {
        let count = Int(0.12 * rate)
        var samples = [Float](repeating: 0, count: count)
        var noise = SeededNoise(seed: 7)
        for i in 0..<count {
            let t = Double(i) / rate
            let thud = attack(t, 0.001) * exp(-t / 0.012) * sin(2 * .pi * 190 * t)
            let c = t - 0.035
            let snap = c < 0 ? 0 : attack(c, 0.0003) * exp(-c / 0.004) * (sin(2 * .pi * 2_300 * c) + 0.5 * noise.next())
            samples[i] = Float((thud + 0.6 * snap) * fadeOut(i, count))
        }
        return normalised(samples, to: 0.6)
    }

    /// Rises linearly over `length` seconds (no click at the start).
    private func attack(_ t: Double, _ length: Double) -> Double { min(t / length, 1) }

    /// Falls linearly over the last 2 ms, to exactly zero at the end.
    private func fadeOut(_ i: Int, _ count: Int) -> Double {
        let tail = max(Int(0.002 * rate), 1)
        return min(Double(count - 1 - i) / Double(tail), 1)
    }

    /// `samples` scaled so the peak is `level`.
    private func normalised(_ samples: [Float], to level: Double) -> SoundClip {
        let peak = samples.reduce(0) { max($0, abs($1)) }
        let scale = peak > 0 ? Float(level) / peak : 0
        return SoundClip(samples: samples.map { $0 * scale }, sampleRate: sampleRate)
    }
}

/// Noise from a fixed seed (a 64-bit linear congruential generator): the same every run.
struct SeededNoise {
    private var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }

    /// The next value, -1…1.
    mutating func next() -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(Int64(bitPattern: state) >> 11) / Double(1 << 52)
    }
}
