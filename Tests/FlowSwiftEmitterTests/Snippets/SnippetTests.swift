import Testing

/// One construct a test: a tiny `.flow` snippet and the Swift its construct generates, one
/// declaration of the generated file (`Snippet`). The goldens show whole files; these show
/// what each construct becomes, and fail at the construct a printer change breaks.
@Suite struct SnippetTests {
    @Test func aGuardedBranchIsAnIfAndTheNextBranchItsElse() {
        Snippet.expect("""
            flow G {
                flag a, b
                start s
                step s {
                    -> t when a && !b
                    -> u
                }
                step t {
                    -> u
                    on x -> back
                }
                final step u
            }
            """, "static func move(from", generates: """
            internal static func move(from step: GStepKind, on event: GEvent, flags: any GFlags) -> FlowRuntime.FlowStepMove<GStepKind>? {
                switch (step, event) {
                case (.s, .next):
                    if flags.a && !flags.b { return .push(.t) }
                    return .push(.u)
                case (.t, .next):
                    return .push(.u)
                case (.t, .x):
                    return .back
                case (_, .dismissed):
                    return .back
                default:
                    return nil
                }
            }
            """)
    }

    @Test func aSkipRuleIsAConditionOverTheFlags() {
        Snippet.expect("""
            flow K {
                flag done, later
                start a
                step a {
                    skip when done || !later
                    -> b
                }
                final step b
            }
            """, "static func isSkipped(", generates: """
            internal static func isSkipped(_ step: KStepKind, flags: any KFlags) -> Swift.Bool {
                switch step {
                case .a: return flags.done || !flags.later
                default: return false
                }
            }
            """)
    }

    @Test func backToAStepIsBackTo() {
        Snippet.expect("""
            router R {
                start a
                step a { on show -> b }
                step b { on show -> c }
                step c { on done -> back to a }
            }
            """, "static func move(from", generates: """
            internal static func move(from step: RStepKind, on event: REvent, flags: any RFlags) -> FlowRuntime.FlowStepMove<RStepKind>? {
                switch (step, event) {
                case (.a, .show):
                    return .push(.b)
                case (.b, .show):
                    return .push(.c)
                case (.c, .done):
                    return .backTo(.a)
                case (_, .dismissed):
                    return .back
                default:
                    return nil
                }
            }
            """)
    }

    static let sheet = """
        router S {
            start list
            step list { on edit -> editor as sheet }
            step editor { on done -> dismiss }
        }
        """

    @Test func presentingAsASheetIsPresentThenDismiss() {
        Snippet.expect(Self.sheet, "static func move(from", generates: """
            internal static func move(from step: SStepKind, on event: SEvent, flags: any SFlags) -> FlowRuntime.FlowStepMove<SStepKind>? {
                switch (step, event) {
                case (.list, .edit):
                    return .present(.editor, .sheet)
                case (.editor, .done):
                    return .dismiss
                case (_, .dismissed):
                    return .back
                default:
                    return nil
                }
            }
            """)
        Snippet.expect(Self.sheet, "static func presentation(of", generates: """
            internal static func presentation(of step: SStepKind, after previous: SStepKind) -> FlowRuntime.FlowPresentation? {
                switch (previous, step) {
                case (.list, .editor): return .sheet
                default: return nil
                }
            }
            """)
    }

    static let alert = """
        router A {
            flag sure
            start list
            step list { on delete -> confirm }
            step done
            alert confirm {
                on delete destructive -> done when sure
                on delete -> close
                on keep cancel
            }
        }
        """

    @Test func anAlertIsShownByItsStepAndAnsweredByItsButtons() {
        Snippet.expect(Self.alert, "static func move(from", generates: """
            internal static func move(from step: AStepKind, on event: AEvent, flags: any AFlags) -> FlowRuntime.FlowStepMove<AStepKind>? {
                switch (step, event) {
                case (.list, .delete):
                    return nil  // shows the alert `confirm`
                case (_, .dismissed):
                    return .back
                default:
                    return nil
                }
            }
            """)
        Snippet.expect(Self.alert, "static func alert(shownFrom", generates: """
            internal static func alert(shownFrom step: AStepKind, on event: AEvent, flags: any AFlags) -> AAlert? {
                switch (step, event) {
                case (.list, .delete):
                    return .confirm
                default:
                    return nil
                }
            }
            """)
        Snippet.expect(Self.alert, "static func move(answering", generates: """
            internal static func move(answering button: AEvent, of alert: AAlert, flags: any AFlags) -> FlowRuntime.FlowStepMove<AStepKind>? {
                switch (alert, button) {
                case (.confirm, .delete):
                    if flags.sure { return .push(.done) }
                    return nil
                default:
                    return nil
                }
            }
            """)
    }

    static let tabs = """
        router T {
            flag signedIn
            tabs feed, friends when signedIn
            shell {
                on compose -> composer as sheet only when signedIn
            }
            step feed { on openFriends -> tab friends then profile only when signedIn }
            step friends { on open -> profile }
            step profile
            step composer { on cancel -> dismiss }
        }
        """

    @Test func aTabBarActionIsAnArmOfShellMove() {
        Snippet.expect(Self.tabs, "static func shellMove(", generates: """
            internal static func shellMove(_ action: TShellAction, flags: any TFlags) -> FlowRuntime.FlowStepMove<TStepKind>? {
                switch action {
                case .compose:
                    if flags.signedIn { return .present(.composer, .sheet) }
                    return nil
                }
            }
            """)
        Snippet.expect(Self.tabs, "static func isTabShown(", generates: """
            internal static func isTabShown(_ tab: TStepKind, flags: any TFlags) -> Swift.Bool {
                switch tab {
                case .friends: return flags.signedIn
                default: return tabs.contains(tab)
                }
            }
            """)
    }

    @Test func aTabMoveAndAReselectedTabAreTabAndBackToRoot() {
        Snippet.expect(Self.tabs, "static func move(from", generates: """
            internal static func move(from step: TStepKind, on event: TEvent, flags: any TFlags) -> FlowRuntime.FlowStepMove<TStepKind>? {
                switch (step, event) {
                case (.feed, .openFriends):
                    if flags.signedIn { return .tab(.friends, then: .push(.profile)) }
                    return nil
                case (.friends, .`open`):
                    return .push(.profile)
                case (.composer, .cancel):
                    return .dismiss
                case (_, .dismissed):
                    return .back
                case (_, .reselected):
                    return .backToRoot
                default:
                    return nil
                }
            }
            """)
    }

    @Test func enteringAnOutcomeFinishesTheFlow() {
        Snippet.expect("""
            flow O {
                outcome chosen
                outcome cancelled
                start pick
                step pick {
                    on choose -> chosen
                    on more -> details
                }
                step details { on cancel -> back then cancelled }
            }
            """, "static func move(from", generates: """
            internal static func move(from step: OStepKind, on event: OEvent, flags: any OFlags) -> FlowRuntime.FlowStepMove<OStepKind>? {
                switch (step, event) {
                case (.pick, .choose):
                    return .finish(.chosen)
                case (.pick, .more):
                    return .push(.details)
                case (.details, .cancel):
                    return .finish(.cancelled)
                case (_, .dismissed):
                    return .back
                default:
                    return nil
                }
            }
            """)
    }

    @Test func aChildsOutcomeContinuesWithItsPayload() {
        Snippet.expect("""
            flow P {
                start home
                step home { on pick -> picker }
                step picker uses Picker {
                    on chosen -> confirm
                    on cancelled -> back
                }
                step confirm(id: Int, note: String? = nil) { -> done }
                final step done
            }

            flow Picker {
                outcome chosen(id: Int, rank: Int)
                outcome cancelled
                start list
                step list {
                    on choose -> chosen
                    on cancel -> cancelled
                }
            }
            """, "static func _continuePicker(", generates: """
            fileprivate static func _continuePicker(_ outcome: PickerOutcome) -> FlowRuntime._FlowContinuation<P> {
                switch outcome {
                case let .chosen(o0, _):
                    return FlowRuntime._FlowContinuation(event: .chosen, outcome: .picker(outcome)) { kind in
                        switch kind {
                        case .confirm:
                            return PStep._make0(kind, id: o0, note: nil)
                        default: return PStep(_payloadFree: kind)
                        }
                    }
                case .cancelled:
                    return FlowRuntime._FlowContinuation(event: .cancelled, outcome: .picker(outcome))
                }
            }
            """)
    }
}
