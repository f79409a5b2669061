#if canImport(SwiftUI)
import FlowRuntime
import SwiftUI

/// The texts of an alert or confirmation dialog a host shows: the app supplies them, the flow
/// says which buttons there are and what each does. `Text("Delete")` with a literal is
/// localised, as anywhere in SwiftUI; `Text(verbatim:)` and `Text(string)` are not.
///
///     FlowHost(navigator) { step in screen(step) }
///         .flowAlertText { alert in
///             FlowAlertText(Text("Delete this note?"), message: Text("It can't be undone.")) { button in
///                 button == .delete ? Text("Delete") : Text("Keep")
///             }
///         }
///
/// The alert given to the closure holds the step it is over, with its payload, for the texts
/// ("Delete \(title)?"), which of the flow's alerts it is (`alert.kind`, with the alert's own
/// payload when it has one: `case .itemOptions(let id)`), to switch over, and the event that
/// showed it (`alert.event`), for an alert several events show. Its `buttons` are those that
/// exist for the flags: a button written `only when` may be absent.
public struct FlowAlertText<Event> {
    /// The title: the alert's, or the dialog's (which iOS shows only with a message).
    public var title: Text
    /// The message under the title, or `nil` for none.
    public var message: Text?
    /// The label of the button of each event.
    public var label: (Event) -> Text

    /// An alert titled `title`, with `message` under it, and each button labelled as `label`
    /// says for its event.
    public init(_ title: Text, message: Text? = nil, label: @escaping (Event) -> Text) {
        self.title = title
        self.message = message
        self.label = label
    }

    /// The texts a host shows without `.flowAlertText { }`: the flow's names for the alert
    /// (`confirmDelete`) and its buttons (`delete`), unlocalised, so a missing text is seen.
    static func named<Flow: FlowDefinition>(_ alert: FlowAlert<Flow>) -> FlowAlertText where Event == Flow.Event {
        FlowAlertText(Text(verbatim: "\(alert.kind)")) { event in Text(verbatim: "\(event)") }
    }
}
#endif
