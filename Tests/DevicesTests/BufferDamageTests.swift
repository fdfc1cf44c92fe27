import Graphics
import Testing
@testable import Devices

@Suite("Buffer damage (what each scanout buffer is missing)")
struct BufferDamageTests {
    let screen = PixelSize(width: 100, height: 50)

    @Test("A buffer never shown needs the whole screen")
    func freshBuffersNeedEverything() {
        var damage = BufferDamage(bufferCount: 2, screen: screen)
        #expect(damage.take(for: 0, adding: [PixelRect(x: 1, y: 1, width: 2, height: 2)]) == [PixelRect(size: screen)])
        #expect(damage.take(for: 1, adding: [PixelRect(x: 1, y: 1, width: 2, height: 2)]) == [PixelRect(size: screen)])
    }

    @Test("The back buffer gets this frame's damage plus the frame it missed")
    func backBufferCatchesUp() {
        var damage = BufferDamage(bufferCount: 2, screen: screen)
        _ = damage.take(for: 0, adding: [])
        _ = damage.take(for: 1, adding: [])
        let a = PixelRect(x: 0, y: 0, width: 10, height: 10)
        let b = PixelRect(x: 80, y: 40, width: 10, height: 10)
        // Frame into buffer 0 changes `a`; the next frame into buffer 1 changes `b`: buffer 1 still has
        // the old `a` pixels, so it needs both.
        #expect(damage.take(for: 0, adding: [a]) == [a])
        #expect(Set(damage.take(for: 1, adding: [b])) == [a, b])
        // Buffer 0 missed only `b`; with nothing new it gets just that.
        #expect(damage.take(for: 0, adding: []) == [b])
        #expect(damage.take(for: 1, adding: []).isEmpty)
    }

    @Test("invalidateAll makes every buffer need a full copy again")
    func invalidate() {
        var damage = BufferDamage(bufferCount: 2, screen: screen)
        _ = damage.take(for: 0, adding: [])
        damage.invalidateAll()
        #expect(damage.take(for: 0, adding: []) == [PixelRect(size: screen)])
    }

    @Test("After a modeset that may clear video memory: the buffer just refilled stays, the others need a full copy")
    func invalidateAllButTheRefilledOne() {
        var damage = BufferDamage(bufferCount: 2, screen: screen)
        _ = damage.take(for: 0, adding: [])
        _ = damage.take(for: 1, adding: [])
        let spinner = PixelRect(x: 10, y: 10, width: 5, height: 5)
        damage.invalidateAll(except: 1)
        #expect(damage.take(for: 0, adding: [spinner]) == [PixelRect(size: screen)])
        #expect(damage.take(for: 1, adding: [spinner]) == [spinner])
    }

    @Test("Damage is clipped to the screen")
    func clipped() {
        var damage = BufferDamage(bufferCount: 1, screen: screen)
        _ = damage.take(for: 0, adding: [])
        #expect(damage.take(for: 0, adding: [PixelRect(x: 90, y: 45, width: 50, height: 50)]) == [PixelRect(x: 90, y: 45, width: 10, height: 5)])
    }
}
