// The deep-link matcher is the runtime's own (FlowLinks, a module both FlowRuntime and FlowCore
// depend on), so the checker judges links with the code the app runs; every stage that reads
// links sees it through FlowCore.
@_exported import FlowLinks
