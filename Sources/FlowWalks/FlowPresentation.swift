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
    /// `-> step as sheet modal`: the root of a new layer, shown as a sheet the user can't swipe
    /// down (UIKit's `isModalInPresentation`): the gesture is refused (`dismissalDisabled`), and
    /// the flow's own transitions leave it, as a cover's.
    case modalSheet
    /// `-> step as cover`: the root of a new layer, shown as a full-screen cover, which has no
    /// Back button and no swipe: the flow's own transitions leave it.
    case cover

    /// The presentation's name, as a `.flow` file writes it after `as` (`sheet`, `sheet modal`,
    /// `cover`), and as reports and drawings spell it (`push` too).
    public var name: String {
        switch self {
        case .push: "push"
        case .sheet: "sheet"
        case .modalSheet: "sheet modal"
        case .cover: "cover"
        }
    }

    /// Whether the layer it opens is shown as a sheet (swipeable or not), rather than a cover.
    public var isSheet: Bool {
        switch self {
        case .sheet, .modalSheet: true
        case .push, .cover: false
        }
    }

    /// Whether entering this way opens a new layer.
    public var isPresented: Bool {
        switch self {
        case .push: false
        case .sheet, .modalSheet, .cover: true
        }
    }

    /// Whether the user's gesture (Back, swipe-down) can leave an entry entered this way, on
    /// top of its walk: not a cover's root, which has neither, nor a modal sheet's, whose
    /// swipe-down is disabled.
    public var allowsGesture: Bool {
        switch self {
        case .push, .sheet: true
        case .modalSheet, .cover: false
        }
    }
}
