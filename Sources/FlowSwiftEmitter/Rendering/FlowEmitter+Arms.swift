import FlowChecker
import FlowCore

/// The one printer of the logic's arms, moves and guards: `move(from:on:flags:)`,
/// `shellMove(_:flags:)`, `alert(shownFrom:on:flags:)` and `move(answering:of:flags:)` are each
/// a `switch` of arms printed here, and every move and guard of the model is spelled here.
extension FlowEmitter {
    /// One arm of a generated `switch`: the pattern its `case` matches (`(.cart, .next)`) and
    /// the branches it tries.
    typealias SwitchArm<Result: Hashable> = (pattern: String, branches: [FlowLogic.Branch<Result>])

    /// `switch subject { case …: … }`: an arm a pattern, each branch an `if` (`printBranches`),
    /// and a `default` returning `nil` unless the arms are `exhaustive`. `spell` writes what a
    /// branch returns.
    func printArms<Result>(
        _ arms: [SwitchArm<Result>], switching subject: String, exhaustive: Bool,
        into printer: inout CodePrinter, spell: (Result) -> String
    ) {
        printer.line("switch ", subject, " {")
        for arm in arms {
            printer.line("case ", arm.pattern, ":")
            printBranches(arm.branches, into: &printer, spell: spell)
        }
        if !exhaustive {
            printer.line("default:")
            printer.line("    return nil")
        }
        printer.line("}")
    }

    /// `printArms` for arms that return moves.
    func printArms(_ arms: [SwitchArm<LogicMove>], switching subject: String, exhaustive: Bool, into printer: inout CodePrinter) {
        printArms(arms, switching: subject, exhaustive: exhaustive, into: &printer, spell: swift)
    }

    /// One arm's branches, indented: an `if` a guard, and `return nil` when the last has one;
    /// why a branch returns `nil` (the alert it shows) as a comment after it.
    func printBranches<Result>(_ branches: [FlowLogic.Branch<Result>], into printer: inout CodePrinter, spell: (Result) -> String) {
        printer.indented { printer in
            for branch in branches {
                let result = branch.result.map(spell) ?? "nil"
                let note = branch.shownAlert.map { "  // " + FlowLogic.shownNote($0, in: flow) } ?? ""
                if let condition = branch.condition {
                    printer.line("if ", swift(condition), " { return ", result, " }", note)
                } else {
                    printer.line("return ", result, note)
                }
            }
            if branches.last?.condition != nil || branches.isEmpty { printer.line("return nil") }
        }
    }

    /// A move as a `FlowStepMove` value: `.push(.signIn)`, `.present(.signIn, .sheet)`, `.back`,
    /// `.backTo(.payment)`, `.dismiss`, `.dismissAll`, `.unwindThenEnter(.back, .push(.shipping))`,
    /// `.finish(.chosen)`, `.tab(.messages, then: .push(.conversation))`, `.backToRoot`.
    func swift(_ move: LogicMove) -> String {
        switch move {
        case .push(let step): ".push(\(member(step)))"
        case .present(let step, let style): ".present(\(member(step)), \(swift(style)))"
        case .back: ".back"
        case .backTo(let step): ".backTo(\(member(step)))"
        case .dismiss: ".dismiss"
        case .dismissAll: ".dismissAll"
        case .unwindThenEnter(let unwind, let entry): ".unwindThenEnter(\(swift(unwind)), \(swift(LogicMove(entry))))"
        case .finish(let outcome): ".finish(\(member(outcome)))"
        case .tab(let tab, let then): ".tab(\(member(tab)), then: \(then.map { swift(LogicMove($0)) } ?? "nil"))"
        case .backToRoot: ".backToRoot"
        }
    }

    /// `.back`, `.backTo(.payment)`, `.dismiss`, `.dismissAll`: a `FlowUnwind`.
    private func swift(_ unwind: Unwind) -> String {
        switch unwind {
        case .back: ".back"
        case .backTo(let step): ".backTo(\(member(step)))"
        case .dismiss: ".dismiss"
        case .dismissAll: ".dismissAll"
        }
    }

    /// `.sheet`, `.modalSheet`, `.cover`: a `FlowPresentation` case (`push` never prints: a
    /// push is `.push(step)`).
    func swift(_ style: FlowPresentation) -> String {
        switch style {
        case .push: ".push"
        case .sheet: ".sheet"
        case .modalSheet: ".modalSheet"
        case .cover: ".cover"
        }
    }

    /// `.signIn`: a step's case.
    private func member(_ step: StepID) -> String {
        "." + model.stepCases[step.index]
    }

    /// A guard as a Swift condition over the flags value `flags`: `!flags.isSignedIn`,
    /// `flags.a && (flags.b || flags.c)`.
    func swift(_ condition: Guard) -> String {
        GuardSpelling.swift(condition, members: model.flagMembers)
    }
}
