// The walk's types are the app's vocabulary too: `navigator.state` is a `FlowWalk`, its
// `layers` are `FlowLayer`s shown as a `FlowPresentation`, and the generated logic returns
// moves that name `FlowUnwind` and `.sheet`. They live in FlowWalks, which the compiler shares,
// and come with `import FlowRuntime`: with MemberImportVisibility (an upcoming feature many
// apps turn on) a type's cases are visible only where its defining module is imported, so a
// typealias alone would leave generated code's `.sheet` unresolved.
@_exported import FlowWalks
