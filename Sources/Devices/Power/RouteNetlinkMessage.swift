/// One message of the kernel's routing socket (`NETLINK_ROUTE`, rtnetlink) about a network
/// interface: a link that came, went or changed state (`RTM_NEWLINK`, `RTM_DELLINK`), or an
/// address added or removed (`RTM_NEWADDR`, `RTM_DELADDR`). What the status bar's watch listens
/// to (``BoardStatusWatch``), so that a cable pulled or a Wi-Fi association shows at once.
///
/// A datagram holds one or more messages, each a 16-byte `nlmsghdr` (length, type, flags,
/// sequence, port; host byte order) and its body padded to 4 bytes; a link's body is an
/// `ifinfomsg` (family, type, index, flags, change) and an address's an `ifaddrmsg` (family,
/// prefix length, flags, scope, index), each followed by `rtattr` attributes (length, type,
/// value, padded to 4).
public enum RouteNetlinkMessage: Equatable, Sendable {
    /// A link's state: `RTM_NEWLINK` (`isRemoved` false) or `RTM_DELLINK`.
    case link(RouteLink)
    /// An address: `RTM_NEWADDR` (`isRemoved` false) or `RTM_DELADDR`.
    case address(RouteAddress)

    /// The messages of one datagram, in order. Other message types (`NLMSG_DONE`, routes,
    /// neighbours) are skipped. Parsing stops at the first message whose lengths do not add up
    /// (a length below the header or past the datagram's end, a body shorter than its struct,
    /// an attribute that overruns its message): what came before it is returned, nothing after;
    /// never a crash, whatever the bytes.
    public static func messages(in datagram: [UInt8]) -> [RouteNetlinkMessage] {
        var result: [RouteNetlinkMessage] = []
        var offset = 0
        while datagram.count - offset >= headerSize {
            let length = Int(datagram.load(UInt32.self, at: offset))
            let type = datagram.load(UInt16.self, at: offset + 4)
            guard length >= headerSize, length <= datagram.count - offset else { break }
            let body = Array(datagram[(offset + headerSize)..<(offset + length)])
            switch type {
            case newLink, deleteLink:
                guard let link = RouteLink(body: body, isRemoved: type == deleteLink) else { return result }
                result.append(.link(link))
            case newAddress, deleteAddress:
                guard let address = RouteAddress(body: body, isRemoved: type == deleteAddress) else { return result }
                result.append(.address(address))
            default:
                break
            }
            offset += aligned(length)
        }
        return result
    }

    /// `sizeof(struct nlmsghdr)`.
    static let headerSize = 16
    /// `RTM_NEWLINK`, `RTM_DELLINK`, `RTM_NEWADDR`, `RTM_DELADDR` (`linux/rtnetlink.h`).
    static let newLink: UInt16 = 16, deleteLink: UInt16 = 17, newAddress: UInt16 = 20, deleteAddress: UInt16 = 21

    /// `NLMSG_ALIGN`/`RTA_ALIGN`: rounded up to 4 bytes.
    static func aligned(_ length: Int) -> Int { (length + 3) & ~3 }

    /// The attributes after a body's fixed struct of `size` bytes, by type; `nil` when one
    /// overruns the message.
    static func attributes(in body: [UInt8], after size: Int) -> [UInt16: [UInt8]]? {
        var attributes: [UInt16: [UInt8]] = [:]
        var offset = aligned(size)
        while body.count - offset >= 4 {
            let length = Int(body.load(UInt16.self, at: offset))
            let type = body.load(UInt16.self, at: offset + 2)
            guard length >= 4, length <= body.count - offset else { return nil }
            attributes[type] = Array(body[(offset + 4)..<(offset + length)])
            offset += aligned(length)
        }
        return attributes
    }

    /// A NUL-ended attribute as text (an interface's name).
    static func text(_ bytes: [UInt8]?) -> String? {
        guard let bytes else { return nil }
        return String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
}

/// A network interface's link as an `RTM_NEWLINK`/`RTM_DELLINK` message states it.
public struct RouteLink: Equatable, Sendable {
    /// Whether the interface went away (`RTM_DELLINK`).
    public var isRemoved: Bool
    /// The interface's index (`ifi_index`).
    public var index: Int32
    /// `IFF_*` flags (`ifi_flags`): up, running (carrier), loopback…
    public var flags: UInt32
    /// The interface's name (`IFLA_IFNAME`), when the message carries it.
    public var name: String?

    /// Whether it is administratively up (`IFF_UP`).
    public var isUp: Bool { flags & 0x1 != 0 }
    /// Whether it has a carrier (`IFF_RUNNING`: the cable is in, the Wi-Fi associated).
    public var isRunning: Bool { flags & 0x40 != 0 }
    /// Whether it is the loopback interface (`IFF_LOOPBACK`).
    public var isLoopback: Bool { flags & 0x8 != 0 }

    /// A link with these fields (tests build messages from it).
    public init(isRemoved: Bool, index: Int32, flags: UInt32, name: String?) {
        self.isRemoved = isRemoved
        self.index = index
        self.flags = flags
        self.name = name
    }

    /// `sizeof(struct ifinfomsg)`.
    static let size = 16

    init?(body: [UInt8], isRemoved: Bool) {
        guard body.count >= Self.size, let attributes = RouteNetlinkMessage.attributes(in: body, after: Self.size)
        else {
            return nil
        }
        self.init(
            isRemoved: isRemoved, index: body.load(Int32.self, at: 4), flags: body.load(UInt32.self, at: 8),
            name: RouteNetlinkMessage.text(attributes[3]))  // IFLA_IFNAME
    }
}

/// An interface's address as an `RTM_NEWADDR`/`RTM_DELADDR` message states it.
public struct RouteAddress: Equatable, Sendable {
    /// Whether the address was removed (`RTM_DELADDR`).
    public var isRemoved: Bool
    /// The interface's index (`ifa_index`).
    public var index: UInt32
    /// `AF_INET` (2) or `AF_INET6` (10).
    public var family: UInt8
    /// The prefix's length (24 for a /24).
    public var prefixLength: UInt8
    /// The address's bytes (`IFA_LOCAL`, else `IFA_ADDRESS`), empty when the message has none.
    public var address: [UInt8]
    /// The interface's name (`IFA_LABEL`), when the message carries it.
    public var label: String?

    /// An address with these fields (tests build messages from it).
    public init(isRemoved: Bool, index: UInt32, family: UInt8, prefixLength: UInt8, address: [UInt8], label: String?) {
        self.isRemoved = isRemoved
        self.index = index
        self.family = family
        self.prefixLength = prefixLength
        self.address = address
        self.label = label
    }

    /// `sizeof(struct ifaddrmsg)`.
    static let size = 8

    init?(body: [UInt8], isRemoved: Bool) {
        guard body.count >= Self.size, let attributes = RouteNetlinkMessage.attributes(in: body, after: Self.size)
        else {
            return nil
        }
        // IFA_ADDRESS 1, IFA_LOCAL 2, IFA_LABEL 3.
        self.init(
            isRemoved: isRemoved, index: body.load(UInt32.self, at: 4), family: body[0], prefixLength: body[1],
            address: attributes[2] ?? attributes[1] ?? [], label: RouteNetlinkMessage.text(attributes[3]))
    }
}

extension [UInt8] {
    /// The `T` at byte `offset`, in the host's byte order (netlink's); the caller checked the range.
    func load<T: FixedWidthInteger>(_ type: T.Type, at offset: Int) -> T {
        withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: T.self) }
    }
}
