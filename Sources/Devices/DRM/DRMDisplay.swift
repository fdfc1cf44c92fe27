import CDRM
import Glibc
public import Graphics

/// A DRM/KMS display: one connector, CRTC and primary plane, two dumb buffers, page flips.
///
/// The runtime renders into its own shadow bitmap; ``present(_:damage:)`` copies into the back
/// buffer only what that buffer is missing (``BufferDamage``), passes the damage to the kernel
/// (`FB_DAMAGE_CLIPS`, or `drmModeDirtyFB` on the legacy path) and queues a page flip. The flip's
/// completion arrives as an event on ``fileDescriptor``; read it with ``readFlipEvents()``.
/// Atomic modesetting is used when the driver offers it (every commit checked with TEST_ONLY
/// first at modeset), else legacy `drmModeSetCrtc` + `drmModePageFlip`.
@MainActor
public final class DRMDisplay: Display {
    /// The scene's size in device pixels (the panel's, swapped for a 90°/270° rotation).
    public private(set) var pixelSize: PixelSize
    public let scale: Double
    /// The card's path, such as `/dev/dri/card0`.
    public var path: String { card.path }
    /// The kernel driver (`bochs-drm`, `virtio_gpu`, `vkms`…).
    public var driver: String { card.driver }
    /// The connector shown on, such as `Virtual-1`.
    public var connectorName: String { output.connectorName }
    /// The mode's refresh rate in hertz.
    public var refreshHz: Double { output.refreshHz }
    /// Whether commits go through the atomic API (else legacy SetCrtc/PageFlip).
    public private(set) var usesAtomic: Bool
    /// Whether the plane rotates in hardware (else the copy step rotates).
    public private(set) var rotatesInHardware = false
    /// The panel's mounting.
    public let rotation: DisplayRotation
    /// The file descriptor that becomes readable when a flip completes (or on hotplug uevents'
    /// behalf, nothing: those come from ``DRMHotplugMonitor``).
    public var fileDescriptor: Int32 { card.fd }
    /// Whether a flip has been queued and its completion event not read yet.
    public private(set) var isFlipPending = false
    /// Whether the driver supports waiting for vertical blank (QEMU's display devices do not).
    public let supportsVBlankWait: Bool
    /// Real vblank: `drmWaitVBlank` works (QEMU's devices fake it; the pacer also notices).
    public var hasRealVBlank: Bool { supportsVBlankWait }
    /// Whether rendering is suspended because another client holds the display.
    public private(set) var isSuspended = false
    /// How many flips have been queued.
    public private(set) var flipCount = 0
    /// How many times a mode was needed and the CRTC already showed it, so the buffer was
    /// flipped in without a modeset (the firmware's or console's picture does not blink).
    public private(set) var modesetsAvoided = 0

    private let card: DRMCard
    private var output: DRMOutput
    private var buffers: [DRMDumbBuffer] = []
    private var front = -1
    private var queued = -1
    private var damage: BufferDamage
    private var needsModeset = true
    private let board: BoardProfile
    private var hasDamageClips = false
    /// The primary plane's property ids, read at modeset (not per flip: that is a dozen ioctls).
    private var planeProperties: DRMProperties?

    /// Opens the board profile's card (or the first KMS card with a connected display), picks the
    /// connector, mode, CRTC and plane, and allocates two buffers. Nothing is shown until the
    /// first ``present(_:damage:)``.
    ///
    /// - Throws: ``DRMError``; `permissionDenied` names the fix (root, `video` group, seatd).
    /// `allowsAtomic: false` forces the legacy path (for testing it on drivers that do atomic).
    /// `access` opens the card: through the session's seat, or directly by default.
    /// `cardNodes`, when given, are the nodes to try instead of reading every card from sysfs (the
    /// ones a kernel uevent just announced); the board profile's `card` still comes first.
    public init(
        board: BoardProfile, allowsAtomic: Bool = true, access: DeviceAccess = DeviceAccess(),
        cardNodes: [String]? = nil
    ) throws(DRMError) {
        self.board = board
        let paths = board.card.map { [$0] } ?? cardNodes ?? DRMCardDiscovery.cardPaths()
        var reasons: [String] = []
        var opened: (DRMCard, DRMOutput)?
        for path in paths {
            do {
                let card = try DRMCard(path: path, wantAtomic: allowsAtomic, access: access)
                let output = try DRMOutput.choose(
                    on: card, connectorName: board.connector, mode: board.mode, probing: false)
                opened = (card, output)
                break
            } catch {
                if case .permissionDenied = error, paths.count == 1 { throw error }
                if case .modeNotOffered = error { throw error }
                reasons.append("\(path): \(error)")
            }
        }
        guard let (card, output) = opened else { throw .noUsableCard(reasons: reasons) }
        self.card = card
        self.output = output
        rotation = board.rotation
        scale = board.scale
        usesAtomic = card.supportsAtomic && output.planeID != nil
        supportsVBlankWait = card.supportsVBlankWait(crtcIndex: output.crtcIndex)
        let panel = PixelSize(width: output.width, height: output.height)
        pixelSize = board.rotation.sceneSize(forPanel: panel)
        damage = BufferDamage(bufferCount: 2, screen: panel)
        if rotation != .none, usesAtomic, probeHardwareRotation() { rotatesInHardware = true }
        try allocateBuffers()
    }

    /// Whether the primary plane accepts the board's rotation (an atomic TEST_ONLY modeset with a
    /// scene-oriented buffer and the plane's `rotation` property).
    private func probeHardwareRotation() -> Bool {
        guard let planeID = output.planeID,
            let probe = try? DRMDumbBuffer(fd: card.fd, width: pixelSize.width, height: pixelSize.height)
        else { return false }
        let connector = DRMProperties(card: card, object: output.connectorID, type: UInt32(DRM_MODE_OBJECT_CONNECTOR))
        let crtc = DRMProperties(card: card, object: output.crtcID, type: UInt32(DRM_MODE_OBJECT_CRTC))
        let plane = DRMProperties(card: card, object: planeID, type: UInt32(DRM_MODE_OBJECT_PLANE))
        guard let name = rotationName(rotation), let bitIndex = plane.enumValue(name, of: "rotation") else {
            return false
        }
        var mode = output.mode
        var blob: UInt32 = 0
        guard drmModeCreatePropertyBlob(card.fd, &mode, MemoryLayout<drmModeModeInfo>.size, &blob) == 0 else {
            return false
        }
        defer { drmModeDestroyPropertyBlob(card.fd, blob) }
        let r = DRMAtomicRequest.modeset(
            output: output, connector: connector, crtc: crtc, plane: plane, modeBlob: blob,
            framebufferID: probe.framebufferID, size: pixelSize,
            rotationBit: UInt64(1) << bitIndex)
        return r.commit(card: card, flags: UInt32(DRM_MODE_ATOMIC_TEST_ONLY | DRM_MODE_ATOMIC_ALLOW_MODESET)) == 0
    }

    private var panelSize: PixelSize { PixelSize(width: output.width, height: output.height) }

    private func allocateBuffers() throws(DRMError) {
        buffers = []
        let size = rotatesInHardware ? pixelSize : panelSize
        // Both or none: a display whose second buffer failed has no buffers (see reconfigure()).
        var made: [DRMDumbBuffer] = []
        for _ in 0..<2 { made.append(try DRMDumbBuffer(fd: card.fd, width: size.width, height: size.height)) }
        buffers = made
        front = -1
        queued = -1
        damage = BufferDamage(bufferCount: 2, screen: size)
    }

    public func present(_ frame: Bitmap, damage frameDamage: [PixelRect]) throws(DisplayError) {
        guard frame.size == pixelSize else { throw .sizeMismatch(frame: frame.size, display: pixelSize) }
        guard !isSuspended else { throw .device(name: card.path, reason: DRMError.notMaster.description) }
        guard !isFlipPending else { throw .device(name: card.path, reason: "a page flip is still pending") }
        let back = front == 0 ? 1 : 0
        let buffer = buffers[back]
        let bufferSize = PixelSize(width: buffer.size.width, height: buffer.size.height)
        let copyRotation: DisplayRotation = rotatesInHardware ? .none : rotation
        let sceneRects = damage.take(
            for: back, adding: frameDamage.map { copyRotation.panelRect($0, panel: bufferSize) }
        )
        .map { rect in sceneRect(ofPanel: rect, rotation: copyRotation, panel: bufferSize) }
        for rect in sceneRects {
            copyRotation.copy(rect, of: frame, into: buffer.memory, stride: buffer.pitch, panel: bufferSize)
        }
        let panelRects = sceneRects.map { copyRotation.panelRect($0, panel: bufferSize) }
        do {
            if needsModeset {
                if try modeset(buffer: back) {
                    // A driver may clear video memory as it turns a mode on (bochs-drm enables
                    // QEMU's VBE without NOCLEARMEM, and QEMU zeroes the first screen's worth of
                    // VRAM, under whichever buffer lies there): the buffer on screen gets the
                    // frame again, every other one a full copy before it is shown.
                    copyRotation.copy(
                        PixelRect(size: frame.size), of: frame, into: buffer.memory, stride: buffer.pitch,
                        panel: bufferSize)
                    damage.invalidateAll(except: back)
                }
            } else {
                try flip(to: back, damage: panelRects)
            }
        } catch {
            if case .call(_, let code) = error, code == EACCES || code == EPERM {
                suspend()
                throw .device(name: card.path, reason: DRMError.notMaster.description)
            }
            throw .device(name: card.path, reason: error.description)
        }
        flipCount += 1
    }

    /// The scene rect that lands on panel rect `rect` (the inverse of `panelRect`).
    private func sceneRect(ofPanel rect: PixelRect, rotation: DisplayRotation, panel: PixelSize) -> PixelRect {
        switch rotation {
        case .none: rect
        case .half: DisplayRotation.half.panelRect(rect, panel: panel)
        case .clockwise90:
            DisplayRotation.clockwise270.panelRect(rect, panel: PixelSize(width: panel.height, height: panel.width))
        case .clockwise270:
            DisplayRotation.clockwise90.panelRect(rect, panel: PixelSize(width: panel.height, height: panel.width))
        }
    }

    /// Sets the mode with `buffer` on screen. Atomic: TEST_ONLY first (with hardware rotation
    /// when the board asks for one and the plane offers it), then a blocking commit that also
    /// sends a flip event; legacy: SetCrtc, complete at once.
    ///
    /// - Returns: whether a mode was set (false: the mode already on was kept).
    private func modeset(buffer index: Int) throws(DRMError) -> Bool {
        if showKeepingMode(buffer: index) {
            modesetsAvoided += 1
            needsModeset = false
            return false
        }
        if usesAtomic, let planeID = output.planeID {
            let connector = DRMProperties(
                card: card, object: output.connectorID, type: UInt32(DRM_MODE_OBJECT_CONNECTOR))
            let crtc = DRMProperties(card: card, object: output.crtcID, type: UInt32(DRM_MODE_OBJECT_CRTC))
            let plane = DRMProperties(card: card, object: planeID, type: UInt32(DRM_MODE_OBJECT_PLANE))
            hasDamageClips = plane.id(of: "FB_DAMAGE_CLIPS") != nil
            planeProperties = plane
            var mode = output.mode
            var blob: UInt32 = 0
            guard drmModeCreatePropertyBlob(card.fd, &mode, MemoryLayout<drmModeModeInfo>.size, &blob) == 0 else {
                throw .call("drmModeCreatePropertyBlob (mode)", errno: currentErrno)
            }
            defer { drmModeDestroyPropertyBlob(card.fd, blob) }
            let test = UInt32(DRM_MODE_ATOMIC_TEST_ONLY | DRM_MODE_ATOMIC_ALLOW_MODESET)
            let commitFlags = UInt32(DRM_MODE_ATOMIC_ALLOW_MODESET | DRM_MODE_PAGE_FLIP_EVENT)
            let wanted = rotationName(rotation).flatMap { plane.enumValue($0, of: "rotation") }.map { UInt64(1) << $0 }
            let bit: UInt64? = rotatesInHardware ? wanted : nil
            let request = DRMAtomicRequest.modeset(
                output: output, connector: connector, crtc: crtc, plane: plane,
                modeBlob: blob, framebufferID: buffers[index].framebufferID,
                size: PixelSize(width: buffers[index].size.width, height: buffers[index].size.height),
                rotationBit: bit)
            var code = request.commit(card: card, flags: test)  // the same request: tested, then committed
            if code == 0 { code = request.commit(card: card, flags: commitFlags) }
            if code == 0 {
                queued = index
                isFlipPending = true
                needsModeset = false
                return true
            }
            if code == EACCES || code == EPERM { throw .call("atomic modeset", errno: code) }
            // The driver refused the atomic path: fall back to legacy for good.
            usesAtomic = false
        }
        var connectorID = output.connectorID
        var mode = output.mode
        guard drmModeSetCrtc(card.fd, output.crtcID, buffers[index].framebufferID, 0, 0, &connectorID, 1, &mode) == 0
        else {
            throw .call("drmModeSetCrtc", errno: currentErrno)
        }
        front = index
        needsModeset = false
        return true
    }

    private func rotationName(_ rotation: DisplayRotation) -> String? {
        switch rotation {
        case .none: nil
        case .clockwise90: "rotate-90"
        case .half: "rotate-180"
        case .clockwise270: "rotate-270"
        }
    }

    /// Queues a flip to `buffer` with `rects` (panel pixels) as its damage.
    private func flip(to index: Int, damage rects: [PixelRect]) throws(DRMError) {
        let fb = buffers[index]
        if usesAtomic, let planeID = output.planeID {
            let plane =
                planeProperties ?? DRMProperties(card: card, object: planeID, type: UInt32(DRM_MODE_OBJECT_PLANE))
            let r = DRMAtomicRequest()
            r.set(plane, "FB_ID", UInt64(fb.framebufferID))
            var blob: UInt32 = 0
            if hasDamageClips, !rects.isEmpty {
                var clips = rects.map {
                    drm_mode_rect(x1: Int32($0.x), y1: Int32($0.y), x2: Int32($0.maxX), y2: Int32($0.maxY))
                }
                if drmModeCreatePropertyBlob(card.fd, &clips, MemoryLayout<drm_mode_rect>.stride * clips.count, &blob)
                    == 0
                {
                    r.set(plane, "FB_DAMAGE_CLIPS", UInt64(blob))
                }
            }
            defer { if blob != 0 { drmModeDestroyPropertyBlob(card.fd, blob) } }
            let code = r.commit(card: card, flags: UInt32(DRM_MODE_ATOMIC_NONBLOCK | DRM_MODE_PAGE_FLIP_EVENT))
            guard code == 0 else { throw .call("atomic page flip", errno: code) }
        } else {
            if !rects.isEmpty {
                var clips = rects.map {
                    drmModeClip(x1: UInt16($0.x), y1: UInt16($0.y), x2: UInt16($0.maxX), y2: UInt16($0.maxY))
                }
                // ENOSYS on VRAM drivers: fine.
                _ = drmModeDirtyFB(card.fd, fb.framebufferID, &clips, UInt32(clips.count))
            }
            guard drmModePageFlip(card.fd, output.crtcID, fb.framebufferID, UInt32(DRM_MODE_PAGE_FLIP_EVENT), nil) == 0
            else {
                throw .call("drmModePageFlip", errno: currentErrno)
            }
        }
        queued = index
        isFlipPending = true
    }

    /// Shows `buffer` without a modeset when the CRTC already drives the connector in the very
    /// mode wanted (the firmware's or the console's): atomic, a plane-only commit tested without
    /// `ALLOW_MODESET`; legacy, a page flip. Returns false (nothing changed) when the mode
    /// differs, the CRTC is off, the plane must rotate, or the driver refuses.
    private func showKeepingMode(buffer index: Int) -> Bool {
        guard let crtc = drmModeGetCrtc(card.fd, output.crtcID) else { return false }
        defer { drmModeFreeCrtc(crtc) }
        guard crtc.pointee.mode_valid != 0, crtc.pointee.buffer_id != 0,
            Self.sameTiming(crtc.pointee.mode, output.mode),
            connectorIsOnCRTC(), !rotatesInHardware
        else { return false }
        let buffer = buffers[index]
        if usesAtomic, let planeID = output.planeID {
            let plane = DRMProperties(card: card, object: planeID, type: UInt32(DRM_MODE_OBJECT_PLANE))
            let r = DRMAtomicRequest()
            r.set(plane, "FB_ID", UInt64(buffer.framebufferID))
            r.set(plane, "CRTC_ID", UInt64(output.crtcID))
            r.set(plane, "SRC_X", 0)
            r.set(plane, "SRC_Y", 0)
            r.set(plane, "SRC_W", UInt64(buffer.size.width) << 16)
            r.set(plane, "SRC_H", UInt64(buffer.size.height) << 16)
            r.set(plane, "CRTC_X", 0)
            r.set(plane, "CRTC_Y", 0)
            r.set(plane, "CRTC_W", UInt64(output.width))
            r.set(plane, "CRTC_H", UInt64(output.height))
            guard r.commit(card: card, flags: UInt32(DRM_MODE_ATOMIC_TEST_ONLY)) == 0,
                r.commit(card: card, flags: UInt32(DRM_MODE_PAGE_FLIP_EVENT)) == 0
            else { return false }
            hasDamageClips = plane.id(of: "FB_DAMAGE_CLIPS") != nil
            planeProperties = plane
        } else if !usesAtomic {
            guard
                drmModePageFlip(card.fd, output.crtcID, buffer.framebufferID, UInt32(DRM_MODE_PAGE_FLIP_EVENT), nil)
                    == 0
            else {
                return false
            }
        } else {
            return false
        }
        queued = index
        isFlipPending = true
        return true
    }

    /// Whether the connector's encoder feeds the CRTC chosen.
    private func connectorIsOnCRTC() -> Bool {
        // The encoder is all that is read: no probe of the display (its EDID) for it.
        guard let connector = drmModeGetConnectorCurrent(card.fd, output.connectorID) else { return false }
        defer { drmModeFreeConnector(connector) }
        guard connector.pointee.encoder_id != 0, let encoder = drmModeGetEncoder(card.fd, connector.pointee.encoder_id)
        else { return false }
        defer { drmModeFreeEncoder(encoder) }
        return encoder.pointee.crtc_id == output.crtcID
    }

    /// Whether two modes have the same timings (names and type bits aside).
    static func sameTiming(_ a: drmModeModeInfo, _ b: drmModeModeInfo) -> Bool {
        a.clock == b.clock && a.hdisplay == b.hdisplay && a.hsync_start == b.hsync_start && a.hsync_end == b.hsync_end
            && a.htotal == b.htotal && a.hskew == b.hskew && a.vdisplay == b.vdisplay && a.vsync_start == b.vsync_start
            && a.vsync_end == b.vsync_end && a.vtotal == b.vtotal && a.vscan == b.vscan && a.flags == b.flags
    }

    /// Reads the flip-complete events waiting on ``fileDescriptor`` (never blocks); the buffer
    /// queued last becomes the front buffer.
    public func readFlipEvents() -> [DRMFlipEvent] {
        var bytes = [UInt8](repeating: 0, count: 1024)
        var events: [DRMFlipEvent] = []
        while true {
            let count = bytes.withUnsafeMutableBytes { read(card.fd, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            events += bytes.withUnsafeBytes { DRMFlipEvent.parse(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
            // The kernel fills the buffer with every queued event that fits; with room left for
            // another, none was left, and one queued since keeps the descriptor readable for the
            // loop: no second read ending in EAGAIN for every flip.
            if count <= bytes.count - 64 { break }
        }
        if !events.isEmpty, isFlipPending {
            isFlipPending = false
            front = queued
        }
        return events
    }

    /// Stops using the display: another client (a VT switch, a takeover) gets it. Drops DRM master.
    public func suspend() {
        isSuspended = true
        isFlipPending = false
        card.dropMaster()
    }

    /// Takes the display back after ``suspend()``: becomes master again and forgets what the
    /// buffers held, so the next present sets the mode and copies the whole frame.
    ///
    /// - Returns: whether mastership was regained (false while another client still holds it).
    public func resume() -> Bool {
        guard card.acquireMaster() else { return false }
        isSuspended = false
        needsModeset = true
        damage.invalidateAll()
        return true
    }

    /// Re-reads the connectors after a hotplug event.
    ///
    /// - Returns: ``DRMReconfiguration/unchanged`` when the same connector, CRTC and mode are
    ///   still the choice (nothing is touched: a uevent that changed nothing costs no frame; after
    ///   a `disconnected`, the next present sets the mode again);
    ///   `changed` when another output or mode is chosen now — the size may have changed (read
    ///   ``pixelSize``), and the next present sets the mode and copies everything;
    ///   `disconnected` when no display is connected.
    public func reconfigure() -> DRMReconfiguration {
        let newOutput: DRMOutput
        do {
            newOutput = try DRMOutput.choose(on: card, connectorName: board.connector, mode: board.mode)
        } catch {
            // Whatever comes back is set up in full: the CRTC may be off by then.
            needsModeset = true
            damage.invalidateAll()
            return .disconnected
        }
        // Buffers that could not be allocated last time are tried again, even for the same output.
        if newOutput.drives(sameAs: output), !buffers.isEmpty { return .unchanged }
        let sizeChanged = newOutput.width != output.width || newOutput.height != output.height
        output = newOutput
        pixelSize = rotation.sceneSize(forPanel: panelSize)
        if sizeChanged || buffers.isEmpty {
            do { try allocateBuffers() } catch {
                needsModeset = true
                return .disconnected
            }
        }
        needsModeset = true
        isFlipPending = false
        damage.invalidateAll()
        return .changed
    }
}

/// What ``DRMDisplay/reconfigure()`` found after a hotplug event.
public enum DRMReconfiguration: Equatable, Sendable {
    /// The same connector, CRTC and mode: nothing to redraw.
    case unchanged
    /// Another connector, CRTC or mode: lay out and redraw (the mode is set on the next present).
    case changed
    /// No connected display, or its buffers could not be allocated (the next hotplug event tries
    /// again): wait for one.
    case disconnected
}
