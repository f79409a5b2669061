import Testing

/// The snippets of a parent whose child flow has alerts: its alert type holds the child's.
extension SnippetTests {
    /// A child with an alert (`C`) and its parent (`P`), one file.
    static let childAlert = """
        flow C {
            outcome gone
            start a
            step a { on drop -> sure }
            alert sure {
                on drop destructive -> gone
                on keep cancel
            }
        }
        router P {
            start p
            step p { on open -> u }
            step u uses C { on gone -> back }
        }
        """

    @Test func aParentsAlertTypeHoldsItsChildsAlerts() {
        Snippet.expect(Self.childAlert, "enum PAlert", generates: """
            nonisolated internal enum PAlert: Swift.Hashable, Swift.Sendable {
                /// An alert of C, shown over its screens inside `u`; its buttons make C's moves.
                case c(CAlert)

                /// The alert's name, as the `.flow` file writes it.
                internal var name: Swift.String {
                    switch self {
                    case .c(let alert): return alert.name
                    }
                }
            }
            """)
        Snippet.expect(Self.childAlert, "static func buttons(of alert: PAlert", generates: """
            internal static func buttons(of alert: PAlert) -> [(event: PEvent, role: FlowRuntime.FlowButtonRole?)] {
                switch alert {
                case .c(let alert):
                    return C.buttons(of: alert).compactMap { button in _buttonOfC(button.event).map { ($0, button.role) } }
                }
            }
            """)
        Snippet.expect(Self.childAlert, "static func move(answering button: PEvent", generates: """
            internal static func move(answering button: PEvent, of alert: PAlert, flags: any PFlags) -> FlowRuntime.FlowStepMove<PStepKind>? {
                // A child's alert is answered with the child's move, through its use-step (`_use(of:)`).
                nil
            }
            """)
        Snippet.expect(Self.childAlert, "static func _cButton", generates: """
            fileprivate static func _cButton(_ button: PEvent) -> CEvent? {
                switch button {
                case .drop: return .drop
                case .keep: return .keep
                default: return nil
                }
            }
            """)
    }
}
