import CDRM

/// The connector, CRTC, primary plane and mode a display drives.
struct DRMOutput {
    var connectorID: UInt32
    var connectorName: String
    var crtcID: UInt32
    var crtcIndex: Int
    var planeID: UInt32?
    var mode: drmModeModeInfo
    var width: Int { Int(mode.hdisplay) }
    var height: Int { Int(mode.vdisplay) }
    var refreshHz: Double {
        let total = Double(mode.htotal) * Double(mode.vtotal)
        return total > 0 ? Double(mode.clock) * 1000 / total : Double(mode.vrefresh)
    }

    /// Whether `other` drives the same connector through the same CRTC and plane in the same mode.
    func drives(sameAs other: DRMOutput) -> Bool {
        connectorID == other.connectorID && crtcID == other.crtcID && planeID == other.planeID
            && withUnsafeBytes(of: mode) { a in withUnsafeBytes(of: other.mode) { b in a.elementsEqual(b) } }
    }

    /// Picks a connected connector (the board's by name, else the first), its mode (the board's,
    /// else the preferred), a CRTC it can use and that CRTC's primary plane.
    ///
    /// `probing: false` reads each connector as the kernel last probed it
    /// (`drmModeGetConnectorCurrent`), and probes only a connector the kernel has not found
    /// connected with modes: a card that just appeared was probed by the kernel's own fbdev client
    /// as it registered, and a probe reads the display's EDID again (7–27 ms of a late card's first
    /// frame under TCG). A hotplug message asks for the probe (`probing: true`).
    static func choose(
        on card: DRMCard, connectorName wanted: String?, mode request: DisplayModeRequest?, probing: Bool = true
    ) throws(DRMError) -> DRMOutput {
        guard let resources = drmModeGetResources(card.fd) else {
            throw .call("drmModeGetResources on \(card.path)", errno: currentErrno)
        }
        defer { drmModeFreeResources(resources) }
        let res = resources.pointee
        for i in 0..<Int(res.count_connectors) {
            guard let ids = res.connectors, let connector = readConnector(ids[i], on: card, probing: probing) else {
                continue
            }
            defer { drmModeFreeConnector(connector) }
            let c = connector.pointee
            let typeName = drmModeGetConnectorTypeName(c.connector_type).map { String(cString: $0) } ?? "Unknown"
            let name = "\(typeName)-\(c.connector_type_id)"
            guard c.connection == DRM_MODE_CONNECTED, c.count_modes > 0, let modeList = c.modes else { continue }
            if let wanted, wanted != name { continue }
            let modes = (0..<Int(c.count_modes)).map { modeList[$0] }
            let mode: drmModeModeInfo
            if let request {
                let described = modes.map { m -> (width: Int, height: Int, refreshHz: Double) in
                    let total = Double(m.htotal) * Double(m.vtotal)
                    return (
                        Int(m.hdisplay), Int(m.vdisplay),
                        total > 0 ? Double(m.clock) * 1000 / total : Double(m.vrefresh)
                    )
                }
                guard let index = request.bestMatch(in: described) else {
                    throw .modeNotOffered(
                        requested: request.description,
                        available: described.map { "\($0.width)x\($0.height)@\(Int($0.refreshHz.rounded()))" })
                }
                mode = modes[index]
            } else {
                mode = modes.first { $0.type & UInt32(DRM_MODE_TYPE_PREFERRED) != 0 } ?? modes[0]
            }
            guard let (crtcID, crtcIndex) = crtc(for: c, card: card, resources: res) else { continue }
            let plane = primaryPlane(card: card, crtcIndex: crtcIndex)
            return DRMOutput(
                connectorID: c.connector_id, connectorName: name, crtcID: crtcID, crtcIndex: crtcIndex,
                planeID: plane, mode: mode)
        }
        throw .noConnectedDisplay(path: card.path)
    }

    /// Connector `id` of `card`: probed (`drmModeGetConnector`), or, without `probing`, as last
    /// probed (`drmModeGetConnectorCurrent`) unless that finds it not connected or without modes.
    static func readConnector(_ id: UInt32, on card: DRMCard, probing: Bool) -> drmModeConnectorPtr? {
        if !probing, let current = drmModeGetConnectorCurrent(card.fd, id) {
            if current.pointee.connection == DRM_MODE_CONNECTED, current.pointee.count_modes > 0 { return current }
            drmModeFreeConnector(current)
        }
        return drmModeGetConnector(card.fd, id)
    }

    /// The CRTC already driving the connector, else the first one an encoder of it can use.
    private static func crtc(for c: drmModeConnector, card: DRMCard, resources res: drmModeRes) -> (UInt32, Int)? {
        let crtcs = (0..<Int(res.count_crtcs)).compactMap { res.crtcs?[$0] }
        if c.encoder_id != 0, let encoder = drmModeGetEncoder(card.fd, c.encoder_id) {
            defer { drmModeFreeEncoder(encoder) }
            if let index = crtcs.firstIndex(of: encoder.pointee.crtc_id) { return (crtcs[index], index) }
        }
        for e in 0..<Int(c.count_encoders) {
            guard let encoderIDs = c.encoders, let encoder = drmModeGetEncoder(card.fd, encoderIDs[e]) else { continue }
            defer { drmModeFreeEncoder(encoder) }
            for (index, id) in crtcs.enumerated() where encoder.pointee.possible_crtcs & (1 << UInt32(index)) != 0 {
                return (id, index)
            }
        }
        return nil
    }

    /// The primary plane usable on CRTC number `crtcIndex`, if the driver lists planes.
    private static func primaryPlane(card: DRMCard, crtcIndex: Int) -> UInt32? {
        guard let planes = drmModeGetPlaneResources(card.fd) else { return nil }
        defer { drmModeFreePlaneResources(planes) }
        for i in 0..<Int(planes.pointee.count_planes) {
            guard let id = planes.pointee.planes?[i], let plane = drmModeGetPlane(card.fd, id) else { continue }
            defer { drmModeFreePlane(plane) }
            guard plane.pointee.possible_crtcs & (1 << UInt32(crtcIndex)) != 0 else { continue }
            let properties = DRMProperties(card: card, object: id, type: UInt32(DRM_MODE_OBJECT_PLANE))
            if properties.value(of: "type") == UInt64(DRM_PLANE_TYPE_PRIMARY) { return id }
        }
        return nil
    }
}
