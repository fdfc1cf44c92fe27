import Glibc
import Testing
@testable import Controls

@Suite("Scroll physics")
struct ScrollPhysicsTests {
    @Test("A flick travels −v₀ / (1000 ln d): 1000 pt/s glides 499.5 pt at the normal rate and 99.5 pt at the fast one")
    func flickDistance() {
        let normal = ScrollDeceleration(offset: 0, velocity: 1000, rate: .normal)
        #expect(abs(normal.distance - 1000 / (-1000 * log(0.998))) < 1e-9)
        #expect(abs(normal.distance - 499.5) < 0.01)
        let fast = ScrollDeceleration(offset: 200, velocity: -1000, rate: .fast)
        #expect(abs(fast.distance + 99.5) < 0.01)
        #expect(abs(fast.restingOffset - 100.5) < 0.01)
        #expect(ScrollDecelerationRate.normal.value == 0.998 && ScrollDecelerationRate.fast.value == 0.99)
    }

    @Test("The offset follows x₀ + v₀ (d^(1000t) − 1) / (1000 ln d) and the velocity v₀ d^(1000t)")
    func equationOfMotion() {
        let m = ScrollDeceleration(offset: 50, velocity: 2000)
        for t in stride(from: 0.0, through: 3, by: 0.25) {
            let expected = 50 + 2000 * (pow(0.998, 1000 * t) - 1) / (1000 * log(0.998))
            #expect(abs(m.offset(at: t) - expected) < 1e-9)
            #expect(abs(m.velocity(at: t) - 2000 * pow(0.998, 1000 * t)) < 1e-9)
        }
        // The velocity is the derivative of the offset.
        let h = 1e-6
        #expect(abs((m.offset(at: 0.5 + h) - m.offset(at: 0.5 - h)) / (2 * h) - m.velocity(at: 0.5)) < 1e-3)
    }

    @Test("The glide lasts until half a pixel is left: ln(−1000 ln d · threshold / |v₀|) / (1000 ln d)")
    func duration() {
        let m = ScrollDeceleration(offset: 0, velocity: 1000, threshold: 0.5)
        let expected = log(-1000 * log(0.998) * 0.5 / 1000) / (1000 * log(0.998))
        #expect(abs(m.duration - expected) < 1e-12)
        #expect(abs(m.duration - 3.45) < 0.01, "1000 pt/s glides for about 3.45 s")
        #expect(abs(m.restingOffset - m.offset(at: m.duration) - 0.5) < 1e-9)
        #expect(ScrollDeceleration(offset: 0, velocity: 0.2).duration == 0, "too slow to move half a pixel")
    }

    @Test("The time to travel a distance inverts the equation of motion, nil past the resting point")
    func timeToTravel() throws {
        let m = ScrollDeceleration(offset: 0, velocity: 1500)
        let t = try #require(m.time(toTravel: 300))
        #expect(abs(m.offset(at: t) - 300) < 1e-9)
        #expect(m.time(toTravel: 800) == nil)
        #expect(m.time(toTravel: -10) == nil)
    }

    @Test("The rubber band matches UIScrollView's published values for a 960-pt view")
    func rubberBand() {
        // (1 − 1 / (x · 0.55 / 960 + 1)) · 960, as published for x = 5, 10, 100, 400, 960.
        let expected: [(Double, Double)] = [(5, 2.74), (10, 5.47), (100, 52.02), (400, 178.98), (960, 340.65)]
        for (x, b) in expected {
            #expect(abs(RubberBand.offset(forOvershoot: x, dimension: 960) - b) < 0.01)
            #expect(abs(RubberBand.offset(forOvershoot: -x, dimension: 960) + b) < 0.01)
        }
        #expect(RubberBand.offset(forOvershoot: 1e9, dimension: 480) < 480, "never farther than the view's length")
        #expect(RubberBand.clamp(50, to: 0...100, dimension: 480) == 50)
    }

    @Test("A bounce started at the capped velocity goes no farther past the edge than the cap allows")
    func bounceVelocityCap() {
        let spring = ScrollSnapping.bounceSpring
        func overshoot(_ v: Double) -> Double {
            var farthest = 0.0
            for step in 0...2000 { farthest = max(farthest, abs(spring.state(displacement: 0, velocity: v, at: Double(step) / 2000).displacement)) }
            return farthest
        }
        for (velocity, maximum) in [(8000.0, 160.0), (-8000.0, 100.0), (300.0, 160.0)] {
            let capped = ScrollSnapping.bounceVelocity(velocity, maximumOvershoot: maximum)
            #expect(capped * velocity > 0, "the direction is kept")
            #expect(overshoot(capped) <= maximum + 1e-6)
        }
        // A fast lift is capped so the bounce just reaches the maximum; a slow one is left alone.
        #expect(abs(overshoot(ScrollSnapping.bounceVelocity(8000, maximumOvershoot: 160)) - 160) < 0.01)
        #expect(ScrollSnapping.bounceVelocity(300, maximumOvershoot: 160) == 300)
    }

    @Test("Paging settles on the page nearest the projection, at most one page from the start")
    func paging() {
        // A slow drag of 40 % of a page returns; past half a page it moves on.
        #expect(ScrollSnapping.page(offset: 128, velocity: 0, pageLength: 320, startPage: 0, pageCount: 5) == 0)
        #expect(ScrollSnapping.page(offset: 170, velocity: 0, pageLength: 320, startPage: 0, pageCount: 5) == 1)
        // A flick projects far, but pages only one page.
        #expect(ScrollSnapping.page(offset: 340, velocity: 5000, pageLength: 320, startPage: 1, pageCount: 5) == 2)
        #expect(ScrollSnapping.page(offset: 300, velocity: -5000, pageLength: 320, startPage: 1, pageCount: 5) == 0)
        // A short flick moves a page even when the offset is short of half a page.
        #expect(ScrollSnapping.page(offset: 60, velocity: 1200, pageLength: 320, startPage: 0, pageCount: 5) == 1)
        #expect(ScrollSnapping.page(offset: 1280, velocity: 3000, pageLength: 320, startPage: 4, pageCount: 5) == 4)
        #expect(ScrollSnapping.nearestStop(offset: 0, velocity: 1000, stops: [0, 100, 200, 300, 400, 500], rate: .normal) == 500)
    }
}
