@testable import FlowChecker
import Testing

@Suite struct AdjacencyTests {
    @Test func eachNodeKeepsItsEdgesInTheOrderGiven() {
        let edges = [(2, 0), (0, 3), (2, 1), (0, 1), (2, 2), (0, 0)].map { Adjacency.Edge(from: $0.0, to: $0.1) }
        let graph = Adjacency(nodeCount: 4, edges: edges)
        #expect(Array(graph.successors(0)) == [3, 1, 0])
        #expect(Array(graph.successors(1)) == [])
        #expect(Array(graph.successors(2)) == [0, 1, 2])
        #expect(Array(graph.successors(3)) == [])
        #expect(graph.edgeCount == 6)
    }

    @Test func aGraphWithoutEdgesHasNoSuccessors() {
        let graph = Adjacency(nodeCount: 3, edges: [])
        #expect((0..<3).allSatisfy { graph.successors($0).isEmpty })
        #expect(graph.edgeCount == 0)
    }

    @Test func repeatedEdgesAreKept() {
        let graph = Adjacency(nodeCount: 2, edges: [.init(from: 1, to: 0), .init(from: 1, to: 0)])
        #expect(Array(graph.successors(1)) == [0, 0])
    }
}
