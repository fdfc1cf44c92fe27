import Synchronization

/// The scene nodes alive in the process, counted by type, while counting is on: what a leak
/// of nodes is made of (`scanout run --memory-every … --node-census`, the soak, and the tests
/// that prove a session of gestures gives its nodes back).
///
/// ## Background
/// ``Node/liveCount`` says *that* nodes are kept; the census says *which*: a list row, a text
/// node or a control's part points at who makes them. Counting by type costs a lock and a
/// dictionary update per node made and freed, so it is off unless ``isEnabled`` is set; a node
/// counts only if it was made while counting was on, so turning it on part-way gives the types
/// made since, never negative counts.
public enum NodeCensus {
    /// Whether nodes made from now on are counted by type (off by default).
    public nonisolated static var isEnabled: Bool {
        get { enabled.load(ordering: .relaxed) }
        set { enabled.store(newValue, ordering: .relaxed) }
    }

    /// How many nodes of one type are alive.
    public struct Count: Sendable, Equatable {
        /// The type's name (`ListRow`, `TextNode`).
        public var type: String
        /// How many of its counted nodes are alive.
        public var count: Int

        /// `count` nodes of `type`.
        public init(type: String, count: Int) {
            self.type = type
            self.count = count
        }
    }

    /// The counted nodes alive now, by type name, the most numerous first (ties by name).
    public nonisolated static func counts() -> [Count] {
        table.withLock { table in
            table.values.filter { $0.count > 0 }.map { Count(type: $0.name, count: $0.count) }
        }.sorted { $0.count != $1.count ? $0.count > $1.count : $0.type < $1.type }
    }

    /// The counted nodes alive now, in all.
    public nonisolated static var total: Int { table.withLock { $0.values.reduce(0) { $0 + $1.count } } }

    /// `counts` as one log field: `nodes_by_type=TextNode:40,ListRow:12,…` (the `limit` most
    /// numerous types).
    public nonisolated static func line(_ counts: [Count], limit: Int = 16) -> String {
        "nodes_by_type=" + counts.prefix(limit).map { "\($0.type):\($0.count)" }.joined(separator: ",")
    }

    /// Counts a node of `type` made now; `false` when counting is off (the node is then never
    /// counted, made or freed).
    nonisolated static func made(_ type: AnyObject.Type) -> Bool {
        guard enabled.load(ordering: .relaxed) else { return false }
        let key = ObjectIdentifier(type)
        table.withLock { table in
            if table[key] == nil { table[key] = Entry(name: String(describing: type), count: 0) }
            table[key]?.count += 1
        }
        return true
    }

    /// Counts a counted node of `type` freed now.
    nonisolated static func freed(_ type: AnyObject.Type) {
        table.withLock { $0[ObjectIdentifier(type)]?.count -= 1 }
    }

    private struct Entry {
        var name: String
        var count: Int
    }

    private nonisolated static let enabled = Atomic<Bool>(false)
    private nonisolated static let table = Mutex<[ObjectIdentifier: Entry]>([:])
}
