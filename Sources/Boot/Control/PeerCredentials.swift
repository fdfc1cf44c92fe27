import Glibc

/// Who is at the other end of a Unix socket: the kernel's `SO_PEERCRED` (the credentials the
/// client had when it connected), and its supplementary groups from `/proc/PID/status`.
public struct PeerCredentials: Sendable, Equatable {
    /// The client's process.
    public var pid: Int32
    /// Its user and primary group.
    public var uid: UInt32
    public var gid: UInt32
    /// Its supplementary groups (empty when `/proc` could not tell).
    public var groups: [UInt32]

    /// A client's credentials, for tests and for ``read(from:)``.
    public init(pid: Int32, uid: UInt32, gid: UInt32, groups: [UInt32] = []) {
        self.pid = pid
        self.uid = uid
        self.gid = gid
        self.groups = groups
    }

    /// The credentials of the peer of the connected socket `fd`, or `nil` when the kernel does
    /// not say (then the client is refused).
    public static func read(from fd: Int32) -> PeerCredentials? {
        // struct ucred { pid_t pid; uid_t uid; gid_t gid; }: three 32-bit fields.
        var raw: (Int32, UInt32, UInt32) = (0, 0, 0)
        var length = socklen_t(MemoryLayout.size(ofValue: raw))
        guard getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &raw, &length) == 0, length == 12 else { return nil }
        return PeerCredentials(pid: raw.0, uid: raw.1, gid: raw.2, groups: supplementaryGroups(of: raw.0))
    }

    /// The `Groups:` line of `/proc/PID/status`.
    static func supplementaryGroups(of pid: Int32) -> [UInt32] {
        guard pid > 0, let file = fopen("/proc/\(pid)/status", "r") else { return [] }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 4096)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard text.hasPrefix("Groups:") else { continue }
            return text.dropFirst(7).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).compactMap { UInt32($0) }
        }
        return []
    }
}

/// Who may drive the splash: root, the splash's own user, and the members of its control group.
public struct ControlPolicy: Sendable, Equatable {
    /// The splash's effective user.
    public var ownUID: UInt32
    /// The control group's id, when the theme names one that exists.
    public var groupID: UInt32?

    /// A policy for a splash running as `ownUID` with control group `groupID`.
    public init(ownUID: UInt32, groupID: UInt32?) {
        self.ownUID = ownUID
        self.groupID = groupID
    }

    /// Whether `peer` may send requests.
    public func allows(_ peer: PeerCredentials) -> Bool {
        if peer.uid == 0 || peer.uid == ownUID { return true }
        guard let groupID else { return false }
        return peer.gid == groupID || peer.groups.contains(groupID)
    }

    /// The policy for this process and the group named `group` (looked up in the group
    /// database; `nil` when there is none or it does not exist).
    public static func current(group: String?) -> (policy: ControlPolicy, missingGroup: String?) {
        var groupID: UInt32?
        var missing: String?
        if let group {
            if let entry = getgrnam(group) { groupID = entry.pointee.gr_gid } else { missing = group }
        }
        return (ControlPolicy(ownUID: geteuid(), groupID: groupID), missing)
    }
}
