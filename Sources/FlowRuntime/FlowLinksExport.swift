// The deep-link matcher lives in FlowLinks, which the compiler shares; generated code and apps
// see `FlowLinkPattern` and `FlowLinkURL` through `import FlowRuntime`, as before.
@_exported import FlowLinks
