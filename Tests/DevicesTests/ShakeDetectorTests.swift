import Glibc
import Testing
@testable import Devices

/// Shake detection from synthetic accelerometer samples at the 50 Hz the runtime reads: a brisk
/// shake is one shake, and ordinary handling, tapping and turning the panel are none.
@Suite("Shake detector")
struct ShakeDetectorTests {
    /// Raw counts for 1 g on a typical IIO accelerometer (the detector needs no scale).
    static let g = 1024.0

    /// A small deterministic noise source (a linear congruential generator), ±`amplitude` g.
    struct Noise {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        mutating func next(_ amplitude: Double) -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (Double(state >> 11) / Double(1 << 53) * 2 - 1) * amplitude
        }
    }

    /// Feeds `seconds` of samples at ``ShakeDetector/sampleInterval`` from `start`; `acceleration`
    /// gives the reading in g at a time. Returns the times at which shakes were reported.
    func shakes(
        _ detector: inout ShakeDetector, from start: Double = 0, seconds: Double, scale: Double = g,
        acceleration: (Double) -> (x: Double, y: Double, z: Double)
    ) -> [Double] {
        var times: [Double] = []
        let count = Int((seconds / ShakeDetector.sampleInterval).rounded())
        for k in 0..<count {
            let t = start + Double(k) * ShakeDetector.sampleInterval
            let a = acceleration(t)
            if detector.update(with: AccelerometerReading(x: a.x * scale, y: a.y * scale, z: a.z * scale), at: t) {
                times.append(t)
            }
        }
        return times
    }

    /// Upright and still: gravity on +y, a little sensor noise.
    func still(_ noise: inout Noise) -> (x: Double, y: Double, z: Double) {
        (noise.next(0.02), 1 + noise.next(0.02), noise.next(0.02))
    }

    @Test("A brisk side-to-side shake (3 Hz, 1.8 g) of an upright panel is one shake, seen within 0.7 s")
    func briskShake() {
        var detector = ShakeDetector()
        var noise = Noise()
        #expect(shakes(&detector, seconds: 1) { _ in still(&noise) }.isEmpty)
        let times = shakes(&detector, from: 1, seconds: 1.2) { t in
            (1.8 * sin(2 * .pi * 3 * (t - 1)) + noise.next(0.05), 1 + noise.next(0.05), noise.next(0.05))
        }
        #expect(times.count == 1)
        #expect((times.first ?? 99) < 1.7, "reported while shaking, not after")
        #expect(shakes(&detector, from: 2.2, seconds: 1) { _ in still(&noise) }.isEmpty)
    }

    @Test("A long shake is one shake; after a quiet moment, shaking again is another")
    func oneShakePerBurst() {
        var detector = ShakeDetector()
        var noise = Noise()
        _ = shakes(&detector, seconds: 0.5) { _ in still(&noise) }
        let shake: (Double) -> (x: Double, y: Double, z: Double) = { t in
            (noise.next(0.05), 1 + 2.2 * sin(2 * .pi * 4 * t), noise.next(0.05))
        }
        #expect(shakes(&detector, from: 0.5, seconds: 3, acceleration: shake).count == 1)
        #expect(shakes(&detector, from: 3.5, seconds: 1) { _ in still(&noise) }.isEmpty)
        #expect(shakes(&detector, from: 4.5, seconds: 1, acceleration: shake).count == 1)
    }

    @Test("The raw counts' scale does not matter: 1 g as 64 counts or as 16384 counts")
    func anyScale() {
        for scale in [64.0, 16384.0] {
            var detector = ShakeDetector()
            var noise = Noise()
            _ = shakes(&detector, seconds: 1, scale: scale) { _ in still(&noise) }
            let times = shakes(&detector, from: 1, seconds: 1.2, scale: scale) { t in
                (noise.next(0.03), 1 + noise.next(0.03), 1.6 * sin(2 * .pi * 2.5 * t))
            }
            #expect(times.count == 1, "scale \(scale)")
        }
    }

    @Test("A panel lying flat, shaken in the plane of its glass, shakes")
    func flatPanel() {
        var detector = ShakeDetector()
        var noise = Noise()
        _ = shakes(&detector, seconds: 1) { _ in (noise.next(0.02), noise.next(0.02), 1 + noise.next(0.02)) }
        let times = shakes(&detector, from: 1, seconds: 1.2) { t in
            (1.5 * sin(2 * .pi * 3.5 * t), noise.next(0.05), 1 + noise.next(0.05))
        }
        #expect(times.count == 1)
    }

    @Test("Picking the panel up, carrying it and putting it down is no shake")
    func handling() {
        var detector = ShakeDetector()
        var noise = Noise()
        // Lifted (a 0.5 s bump of 0.4 g), carried at walking pace (2 Hz sway of 0.3 g, footsteps
        // of 0.35 g), tilted back and forth by 30°, put down with a 0.6 g jolt.
        let times = shakes(&detector, seconds: 12) { t in
            var x = noise.next(0.04), y = 1 + noise.next(0.04), z = noise.next(0.04)
            if t < 0.5 { y += 0.4 * sin(.pi * t / 0.5) }
            if t >= 0.5 && t < 8 {
                x += 0.3 * sin(2 * .pi * 2 * t)
                y += 0.35 * max(0, sin(2 * .pi * 2 * t))
                let tilt = (30 * .pi / 180) * sin(2 * .pi * 0.3 * t)
                (y, z) = (y * cos(tilt) - z * sin(tilt), y * sin(tilt) + z * cos(tilt))
            }
            if t >= 11 && t < 11.1 { y -= 0.6 }
            return (x, y, z)
        }
        #expect(times.isEmpty)
    }

    @Test("Taps on the glass, even hard ones that ring, are no shake")
    func taps() {
        var detector = ShakeDetector()
        var noise = Noise()
        // Eight hard taps, 0.3 s apart: a 2 g knock into the glass, ringing back at 1.5 g and
        // 1.2 g on the next samples (20 ms apart).
        let times = shakes(&detector, seconds: 4) { t in
            var z = noise.next(0.03)
            let k = Int((t / 0.3).rounded(.down)), phase = Int(((t - Double(k) * 0.3) / 0.02).rounded())
            if k >= 1 && k <= 8 {
                switch phase {
                case 0: z -= 2
                case 1: z += 1.5
                case 2: z -= 1.2
                default: break
                }
            }
            return (noise.next(0.03), 1 + noise.next(0.03), z)
        }
        #expect(times.isEmpty)
    }

    @Test("Turning the panel to landscape and back, or upside down, quickly, is no shake")
    func orientationChanges() {
        var detector = ShakeDetector()
        var noise = Noise()
        // The angle of gravity in the glass's plane over time: a quarter turn in 0.25 s, back in
        // 0.25 s, a half turn in 0.4 s, and back.
        func angle(_ t: Double) -> Double {
            func ramp(_ t: Double, _ start: Double, _ duration: Double) -> Double {
                min(1, max(0, (t - start) / duration))
            }
            return .pi / 2 * ramp(t, 1, 0.25) - .pi / 2 * ramp(t, 2, 0.25) + .pi * ramp(t, 3, 0.4) - .pi * ramp(t, 4.5, 0.4)
        }
        let times = shakes(&detector, seconds: 6) { t in
            (sin(angle(t)) + noise.next(0.03), cos(angle(t)) + noise.next(0.03), noise.next(0.03))
        }
        #expect(times.isEmpty)
    }

    @Test("Slow, wide swings (0.8 Hz) and a gentle jiggle (4 Hz, 0.5 g) are no shake")
    func slowOrGentle() {
        var detector = ShakeDetector()
        var noise = Noise()
        let slow = shakes(&detector, seconds: 5) { t in (1.4 * sin(2 * .pi * 0.8 * t), 1 + noise.next(0.03), 0) }
        #expect(slow.isEmpty)
        detector.reset()
        let gentle = shakes(&detector, seconds: 5) { t in (0.5 * sin(2 * .pi * 4 * t), 1 + noise.next(0.03), 0) }
        #expect(gentle.isEmpty)
    }
}
