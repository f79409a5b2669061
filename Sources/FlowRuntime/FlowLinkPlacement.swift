/// Where a deep link lands: its walk replaces the stack it starts at, or its last step is
/// presented over that stack as the user left it (`link otp "..." -> tab codes over picker as
/// sheet`).
public enum FlowLinkPlacement: Hashable, Sendable {
    /// The walk replaces the stack of the tab it starts at (or the router's): every presented
    /// layer closed, the pushed steps replaced by the walk's.
    case walk
    /// The walk's last step is presented over the current pushed stack of the tab the walk
    /// starts at (or of the router), which is kept; presented layers are closed first, as any
    /// move to a tab closes them. The checker proved the entry legal over every step that can
    /// be on top of that stack.
    case overCurrentStack
}
