/// A guard compiled to a postfix program (see `FlowTable`), evaluated with a small stack.
struct GuardProgram: Sendable {
    enum Operation: Sendable {
        case flag(Int)
        case constant(Bool)
        case not
        case and(Int)
        case or(Int)
    }

    let operations: [Operation]

    init(_ text: Substring) {
        operations = text.split(separator: " ").map { token in
            switch token.first! {
            case "t": .constant(true)
            case "f": .constant(false)
            case "!": .not
            case "*": .and(Int(token.dropFirst())!)
            case "+": .or(Int(token.dropFirst())!)
            default: .flag(Int(token)!)
            }
        }
    }

    /// The guard's value for the flag values `flag(index)`; an empty program holds.
    func evaluate(_ flag: (Int) -> Bool) -> Bool {
        guard !operations.isEmpty else { return true }
        var stack: [Bool] = []
        stack.reserveCapacity(8)
        for operation in operations {
            switch operation {
            case .flag(let index): stack.append(flag(index))
            case .constant(let value): stack.append(value)
            case .not: stack.append(!stack.removeLast())
            case .and(let count):
                let operands = stack.suffix(count)
                let value = !operands.contains(false)
                stack.removeLast(count)
                stack.append(value)
            case .or(let count):
                let operands = stack.suffix(count)
                let value = operands.contains(true)
                stack.removeLast(count)
                stack.append(value)
            }
        }
        return stack.last!
    }
}
