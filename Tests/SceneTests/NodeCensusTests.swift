import Testing
@testable import Scene

@Suite("Node census")
@MainActor
struct NodeCensusTests {
    final class CensusProbeNode: Node {}
    final class OtherCensusProbeNode: Node {}

    /// The census's count of `type`'s nodes now.
    func count(of type: String) -> Int { NodeCensus.counts().first { $0.type == type }?.count ?? 0 }

    @Test("Counts live nodes by their own type while on, and only those made while on")
    func countsByType() {
        let wasEnabled = NodeCensus.isEnabled
        defer { NodeCensus.isEnabled = wasEnabled }
        NodeCensus.isEnabled = false
        var before: CensusProbeNode? = CensusProbeNode()
        #expect(count(of: "CensusProbeNode") == 0, "made while off: not counted")
        NodeCensus.isEnabled = true
        var nodes: [Node] = [CensusProbeNode(), CensusProbeNode(), OtherCensusProbeNode()]
        before = nil
        #expect(count(of: "CensusProbeNode") == 2, "a node made while off is never subtracted either")
        #expect(nodes.count == 3 && before == nil)
        #expect(count(of: "OtherCensusProbeNode") == 1)
        #expect(NodeCensus.line(NodeCensus.counts()).contains("CensusProbeNode:2"))
        nodes.removeLast()
        #expect(count(of: "OtherCensusProbeNode") == 0, "freed nodes leave the census")
        nodes.removeAll()
        #expect(count(of: "CensusProbeNode") == 0)
        #expect(NodeCensus.counts().allSatisfy { $0.count > 0 }, "no type goes negative or stays at 0")
    }
}
