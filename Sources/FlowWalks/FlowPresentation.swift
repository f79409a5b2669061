/// How an entry joins a walk: pushed onto the stack of the layer on top, or presented as the
/// root of a new layer, as a sheet or a full-screen cover.
///
/// The one vocabulary for the compiler (a transition's `-> step as sheet`), the planner and the
/// runtime (a walk's entries and layers). The root of a walk, and so the base layer, is `.push`.
public enum FlowPresentation: Hashable, Sendable, CaseIterable {
    /// `-> step`: pushed onto the stack of the layer on top.
    case push
    /// `-> step as sheet`: the root of a new layer, shown as a sheet, which the user can swipe
    /// down (the event `dismissed`).
    case sheet
    /// `-> step as cover`: the root of a new layer, shown as a full-screen cover, which has no
    /// Back button and no swipe: the flow's own transitions leave it.
    case cover

    /// The presentation's name, as a `.flow` file writes it after `as` (`sheet`, `cover`), and
    /// as reports, drawings and generated code spell it (`push` too).
    public var name: String {
        switch self {
        case .push: "push"
        case .sheet: "sheet"
        case .cover: "cover"
        }
    }

    /// Whether entering this way opens a new layer.
    public var isPresented: Bool {
        switch self {
        case .push: false
        case .sheet, .cover: true
        }
    }

    /// Whether the user's gesture (Back, swipe-down) can leave an entry entered this way, on
    /// top of its walk: not a cover's root, which has neither.
    public var allowsGesture: Bool {
        switch self {
        case .push, .sheet: true
        case .cover: false
        }
    }
}
