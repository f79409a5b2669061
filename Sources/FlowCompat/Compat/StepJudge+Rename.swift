import FlowChecker
import FlowCore

extension StepJudge {
    /// One possible `renamed from`: a removed step of the lock and a new step like it.
    private struct RenameMatch {
        let removed: String
        let removedOrder: Int
        let candidate: StepID
        /// Shared predecessors and successors, plus one for the same role (screen or final).
        let shared: Int
        /// The edit distance between the two names, lower case.
        let distance: Int

        /// Most shared first, then the closest names, then lock order, then source order.
        func isBetter(than other: RenameMatch) -> Bool {
            (-shared, distance, removedOrder, candidate.index) < (-other.shared, other.distance, other.removedOrder, other.candidate.index)
        }
    }

    /// The new step offered as `renamed from` each removed step, one-to-one over the whole
    /// judgement: two fix-its naming the same step would insert two clauses on it, and
    /// applying both breaks the file. Best matches are paired first; a removed step left
    /// with no candidate gets no fix-it.
    func renameOffers() -> [String: StepID] {
        let removed = old.steps.enumerated().filter { _, step in
            let current = declarations.currentName(of: step.name, in: graph)
            return (current.flatMap(liveStep) == nil) && declarations.removedName(step.name) == nil
        }
        let matches = removed.flatMap { order, step in
            graph.stepIDs.compactMap { match(step, order: order, candidate: $0) }
        }.sorted { $0.isBetter(than: $1) }
        var offers: [String: StepID] = [:]
        var taken: Set<StepID> = []
        for match in matches where offers[match.removed] == nil && !taken.contains(match.candidate) {
            offers[match.removed] = match.candidate
            taken.insert(match.candidate)
        }
        return offers
    }

    /// `step` and the new step `id` as a rename: the same kind of step and payload, not a
    /// step of the lock nor already renamed, and sharing a neighbour (or both without).
    private func match(_ step: Lock.Step, order: Int, candidate id: StepID) -> RenameMatch? {
        let candidate = graph.steps[id]
        guard !candidate.isOutcome, !old.steps.contains(where: { $0.name == candidate.name }),
              declarations.formerNames[candidate.name] == nil, sameSignature(step, candidate) else { return nil }
        let oldSuccessors = Set(old.successors(of: step.name).map(\.step))
        let oldPredecessors = Set(old.next.filter { $0.successors.contains { $0.step == step.name } }.map(\.step))
        let successors = Set(decoder.relation.successors[id.index].map { lockName(of: graph.steps[$0.step].name) })
        let predecessors = Set(graph.stepIDs.filter { decoder.relation.follows(id, $0) }.map { lockName(of: graph.steps[$0].name) })
        let neighbours = oldSuccessors.union(oldPredecessors)
        guard !neighbours.isDisjoint(with: successors.union(predecessors)) || (neighbours.isEmpty && successors.isEmpty) else { return nil }
        let shared = oldSuccessors.intersection(successors).count + oldPredecessors.intersection(predecessors).count
        let sameRole = (step.role == .final) == (candidate.role == .final) ? 1 : 0
        let distance = EditDistance.between(step.name.lowercased(), candidate.name.lowercased())
        return RenameMatch(removed: step.name, removedOrder: order, candidate: id, shared: shared + sameRole, distance: distance)
    }

    /// The name a new step had in the lock: its declared former name, or its own.
    private func lockName(of name: String) -> String {
        declarations.formerNames[name] ?? name
    }

    /// `insert " renamed from OLD"` on the new step offered for `step`, if any.
    func renameFixIt(for step: Lock.Step, offer: StepID?) -> [FixIt] {
        guard let id = offer else { return [] }
        let candidate = graph.steps[id]
        let end = candidate.parameters.last.map { ($0.defaultRange ?? $0.typeRange).upperBound + 1 } ?? candidate.range.upperBound
        let message = "`\(candidate.name)` has `\(step.name)`'s payload and neighbours; if it is `\(step.name)` renamed, say so"
        return [FixIt.replace(SourceRange(at: end), with: " renamed from \(step.name)", message)]
    }
}
