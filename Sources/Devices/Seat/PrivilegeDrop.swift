import Glibc

/// Why the process could not become the board's unprivileged user.
public enum PrivilegeDropError: Error, Equatable, CustomStringConvertible {
    /// The board profile's `user =` is empty.
    case emptyUserName
    /// No such user in the password database.
    case unknownUser(String)
    /// The named user is root itself: nothing would be dropped.
    case userIsRoot(String)
    /// A call failed (`setgroups`, `setgid`, `setuid`), or root could be regained afterwards.
    case callFailed(call: String, user: String, reason: String)

    public var description: String {
        switch self {
        case .emptyUserName:
            "the board profile's `user =` is empty: name the unprivileged user Scanout runs as (such as kiosk)"
        case .unknownUser(let name):
            "the board profile's user “\(name)” does not exist: create it (useradd --system \(name)) or fix `user =`"
        case .userIsRoot(let name):
            "the board profile's user “\(name)” is root (uid 0): name an unprivileged user in `user =`"
        case .callFailed(let call, let user, let reason):
            "could not drop root privileges to “\(user)”: \(call) failed (\(reason)); check that the user's uid and gid are valid"
        }
    }
}

/// Switching from root to the board's unprivileged user once the devices are open
/// (supplementary groups, then group, then user).
public struct PrivilegeDrop: Equatable, Sendable {
    /// The user's name, uid, primary gid and supplementary groups.
    public let user: String
    public let uid: UInt32
    public let gid: UInt32
    public let groups: [UInt32]

    /// An account as the password database gives it.
    public struct Account: Equatable, Sendable {
        public var uid: UInt32
        public var gid: UInt32
        public var groups: [UInt32]
        /// An account.
        public init(uid: UInt32, gid: UInt32, groups: [UInt32]) {
            self.uid = uid
            self.gid = gid
            self.groups = groups
        }
    }

    /// Validates `user` against `lookup` (the system's password and group databases by default).
    ///
    /// - Throws: ``PrivilegeDropError`` naming what to fix in the board profile.
    public init(user: String, lookup: (String) -> Account? = PrivilegeDrop.systemAccount) throws(PrivilegeDropError) {
        let name = user.trimmingCharacters(in: " \t")
        guard !name.isEmpty else { throw .emptyUserName }
        guard let account = lookup(name) else { throw .unknownUser(name) }
        guard account.uid != 0 else { throw .userIsRoot(name) }
        self.user = name
        uid = account.uid
        gid = account.gid
        groups = account.groups.isEmpty ? [account.gid] : account.groups
    }

    /// The account from `getpwnam_r` and `getgrouplist`.
    public static func systemAccount(_ name: String) -> Account? {
        var entry = passwd()
        var result: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getpwnam_r(name, &entry, &buffer, buffer.count, &result) == 0, result != nil else { return nil }
        var count: Int32 = 64
        var groups = [gid_t](repeating: 0, count: Int(count))
        if getgrouplist(name, entry.pw_gid, &groups, &count) < 0 {
            groups = [gid_t](repeating: 0, count: Int(count))
            _ = getgrouplist(name, entry.pw_gid, &groups, &count)
        }
        return Account(uid: entry.pw_uid, gid: entry.pw_gid, groups: Array(groups.prefix(Int(max(count, 0)))))
    }

    /// Drops root: `setgroups`, `setgid`, `setuid`, then checks that root cannot be regained.
    public func apply() throws(PrivilegeDropError) {
        var list = groups.map { gid_t($0) }
        guard setgroups(list.count, &list) == 0 else { throw failure("setgroups") }
        guard setgid(gid) == 0 else { throw failure("setgid(\(gid))") }
        guard setuid(uid) == 0 else { throw failure("setuid(\(uid))") }
        guard setuid(0) != 0 else {
            throw .callFailed(call: "setuid(0) after the drop", user: user, reason: "root could be regained")
        }
    }

    private func failure(_ call: String) -> PrivilegeDropError {
        .callFailed(call: call, user: user, reason: strerrorText(currentErrno) ?? "error \(currentErrno)")
    }
}

private extension String {
    func trimmingCharacters(in set: String) -> String {
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice.removeFirst() }
        while let last = slice.last, set.contains(last) { slice.removeLast() }
        return String(slice)
    }
}
