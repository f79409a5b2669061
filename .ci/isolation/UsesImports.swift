// An app's use of the generated Reader flow, whose payloads are Foundation types that its
// `.flow` file imports; compiled by .ci/isolation-check under every isolation setting.
import FlowRuntime
import Foundation

@MainActor final class ReaderCoordinator {
    let navigator = FlowNavigator<Reader>(flags: ReaderFlagValues())

    func open(_ id: UUID) -> FlowRefusal? {
        navigator.transitions(.inbox).open(id: id, publishedAt: Date(timeIntervalSince1970: 0))
    }

    func showSource() -> FlowRefusal? {
        navigator.transitions(.article).source(url: URL(fileURLWithPath: "/articles/1"))
    }

    func saved() throws -> Data {
        try JSONEncoder().encode(navigator.walk)
    }
}

/// Payload values with Foundation types, from nonisolated code.
nonisolated func decodeWalk(_ data: Data) throws -> [ReaderStep] {
    try JSONDecoder().decode([ReaderStep].self, from: data)
}
