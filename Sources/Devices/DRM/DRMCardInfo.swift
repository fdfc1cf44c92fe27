/// What a DRM card offers, as `scanout displays` reports it.
public struct DRMCardInfo: Sendable, Hashable {
    /// The device node, such as `/dev/dri/card0`.
    public var path: String
    /// The kernel driver's name (`virtio_gpu`, `bochs-drm`, `vkms`…), when the card opened.
    public var driver: String?
    /// The card's connectors, in the kernel's order.
    public var connectors: [Connector]
    /// Why the card could not be queried (permissions, not a KMS device), if it could not.
    public var problem: String?
    /// Whether the driver accepts atomic modesetting clients.
    public var supportsAtomic = false
    /// Whether `drmWaitVBlank` works (false on QEMU's display devices, which fake vblank).
    public var supportsVBlankWait = false
    /// The CRTC ids.
    public var crtcs: [UInt32] = []
    /// The planes (universal planes: primary, overlay, cursor).
    public var planes: [Plane] = []

    /// One plane.
    public struct Plane: Sendable, Hashable, CustomStringConvertible {
        /// The kernel's plane id.
        public var id: UInt32
        /// `primary`, `overlay` or `cursor`.
        public var type: String
        /// Indices of the CRTCs it can be used with.
        public var crtcIndices: [Int]
        /// How many pixel formats it accepts, and whether XRGB8888 is one.
        public var formatCount: Int
        public var supportsXRGB8888: Bool
        /// The rotations its `rotation` property offers (`rotate-0`, `rotate-90`…), if any.
        public var rotations: [String]
        /// Whether it takes `FB_DAMAGE_CLIPS`.
        public var takesDamageClips: Bool

        public var description: String {
            "plane \(id) \(type) (CRTCs \(crtcIndices.map(String.init).joined(separator: ",")); \(formatCount) formats"
                + (supportsXRGB8888 ? " incl. XRGB8888" : ", no XRGB8888")
                + (rotations.isEmpty ? "" : "; rotation: " + rotations.joined(separator: " "))
                + (takesDamageClips ? "; FB_DAMAGE_CLIPS" : "") + ")"
        }
    }

    /// One connector and its modes.
    public struct Connector: Sendable, Hashable {
        /// The kernel's connector id.
        public var id: UInt32
        /// The connector's name as the kernel forms it (`Virtual-1`, `HDMI-A-1`).
        public var name: String
        /// Whether a sink is plugged in: `connected`, `disconnected` or `unknown`.
        public var status: String
        /// The modes the sink offers, preferred first.
        public var modes: [Mode]
    }

    /// A display mode.
    public struct Mode: Sendable, Hashable, CustomStringConvertible {
        /// Active width in pixels.
        public var width: Int
        /// Active height in pixels.
        public var height: Int
        /// Vertical refresh in hertz, from the pixel clock and totals.
        public var refreshHz: Double
        /// Whether the sink marks this mode as preferred.
        public var isPreferred: Bool

        public var description: String {
            let hz = (refreshHz * 100).rounded() / 100
            return "\(width)x\(height)@\(hz)" + (isPreferred ? " (preferred)" : "")
        }
    }
}
