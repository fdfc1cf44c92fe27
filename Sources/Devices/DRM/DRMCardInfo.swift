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
