@_spi(FlowGeneratedCode) import FlowRuntime

/// A flow with declarations for old walks and links, written by hand as flowc would generate it,
/// for the runtime's own tests (the emitter's output is tested with its goldens). As a `.flow`
/// file:
///
/// ```
/// flow Till {
///     start cart
///     link pay "till://pay/{cardID}" -> cart, checkout(cardID: cardID)
///     removed link share "till://share/{id}" -> cart, checkout(cardID: id)
///     removed link promo "till://promo/{id}" -> checkout(cardID: id)   // an illegal walk: see the tests
///     step cart -> checkout
///     step checkout(cardID: String, note: String = "") renamed from basket(card: cardID) -> review
///     step review -> payment
///     step payment(method: Int)
///     removed step legacyPromo -> review
///     removed step oldThing
///     removed step payment(method: String) -> review
/// }
/// ```
/// (`promo`'s walk is not legal; the build would refuse it, the runtime still checks.)
enum Till: FlowDefinition, FlowDefinitionWithStart, FlowDefinitionWithLinks {
    typealias Step = TillStep
    typealias Flags = Void
    typealias Transitions = Void
    typealias StepKind = TillStepKind
    typealias Event = TillEvent
    typealias Link = TillLink

    static let startStep: StepKind = .cart
    static let roots: [StepKind] = [.cart]
    static let finalSteps: Set<StepKind> = []

    static func move(from step: StepKind, on event: Event, flags: Flags) -> FlowStepMove<StepKind>? {
        switch (step, event) {
        case (.cart, .next): return .push(.checkout)
        case (.checkout, .next): return .push(.review)
        case (.review, .next): return .push(.payment)
        case (_, .dismissed): return .back
        default: return nil
        }
    }

    static func isSkipped(_ step: StepKind, flags: Flags) -> Bool { false }

    static func successors(of step: StepKind) -> [StepKind] {
        switch step {
        case .cart: return [.checkout]
        case .checkout: return [.review]
        case .review: return [.payment]
        case .payment: return []
        }
    }

    static func presentation(of step: StepKind, after previous: StepKind) -> FlowPresentation? { nil }

    @MainActor static func _transitions(_ navigator: FlowNavigator<Till>) {}

    static func _legacyWalk(url: String) -> [TillStep]? {
        if let id = TillLink.value(of: url, after: "till://share/") { return [.cart, .checkout(cardID: id)] }
        if let id = TillLink.value(of: url, after: "till://promo/") { return [.checkout(cardID: id)] }
        return nil
    }
}

enum TillStep: FlowStep {
    case cart
    case checkout(cardID: String, note: String = "")
    case review
    case payment(method: Int)

    var kind: TillStepKind {
        switch self {
        case .cart: return .cart
        case .checkout: return .checkout
        case .review: return .review
        case .payment: return .payment
        }
    }

    init?(_payloadFree kind: TillStepKind) {
        switch kind {
        case .cart: self = .cart
        case .review: self = .review
        default: return nil
        }
    }
}

enum TillStepKind: FlowStepKind {
    case cart, checkout, review, payment

    var name: String {
        switch self {
        case .cart: return "cart"
        case .checkout: return "checkout"
        case .review: return "review"
        case .payment: return "payment"
        }
    }

    static let _formerNames: [String: TillStepKind] = ["basket": .checkout]
}

extension TillStep: Codable {
    init(from decoder: any Decoder) throws {
        let (kind, payload) = try _FlowStepCoding.decode(TillStepKind.self, from: decoder, removed: TillStep._removed)
        switch kind {
        case .checkout:
            let values = try payload()
            let v0: String = try values.payloadValue("cardID", formerly: "card")
            let v1: String = try values.payloadValue("note", default: "")
            self = .checkout(cardID: v0, note: v1)
        case .payment:
            // An old shape is declared removed: a `payment` that doesn't decode lands on review.
            do {
                let values = try payload()
                let v0: Int = try values.payloadValue("method")
                self = .payment(method: v0)
            } catch {
                throw _FlowFallback(TillStep(_payloadFree: .review))
            }
        default:
            guard let step = TillStep(_payloadFree: kind) else { throw _FlowStepCoding.missingPayload(kind.name, decoder: decoder) }
            self = step
        }
    }

    /// The steps the flow removed, by their saved names.
    private static func _removed(_ name: String) -> (any Error)? {
        switch name {
        case "legacyPromo": return _FlowFallback(TillStep(_payloadFree: .review))
        case "oldThing": return _FlowFallback<TillStep>(nil)
        default: return nil
        }
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case let .checkout(cardID, note): try _FlowStepCoding.encode(kind, payload: _FlowPayload("cardID note", cardID, note), to: encoder)
        case let .payment(method): try _FlowStepCoding.encode(kind, payload: _FlowPayload("method", method), to: encoder)
        default: try _FlowStepCoding.encode(kind, to: encoder)
        }
    }
}

enum TillEvent: FlowEvent {
    case next, dismissed
}

/// Till's one live link, `till://pay/{cardID}`.
enum TillLink: FlowLink {
    typealias Flow = Till
    case pay(cardID: String)

    init?(_matching url: String) {
        guard let id = Self.value(of: url, after: "till://pay/") else { return nil }
        self = .pay(cardID: id)
    }

    var _urlText: String? {
        switch self {
        case let .pay(cardID): return "till://pay/" + cardID
        }
    }

    var walk: [TillStep] {
        switch self {
        case let .pay(cardID): return [.cart, .checkout(cardID: cardID)]
        }
    }

    /// The rest of `url` after `prefix`, when it is a non-empty path segment.
    static func value(of url: String, after prefix: String) -> String? {
        guard url.hasPrefix(prefix) else { return nil }
        let rest = String(url.dropFirst(prefix.count))
        return rest.isEmpty || rest.contains("/") ? nil : rest
    }
}
