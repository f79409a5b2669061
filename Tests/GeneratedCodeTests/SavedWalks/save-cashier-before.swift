// Saves walks and link URLs of Cashier as release 1 had it (Cashier-before.flow), with the code
// flowc generates for it: `navigator.walk`, a `[Step]`, encoded with JSONEncoder, and each
// link's URL as `urlString` builds it. README.md says how it was run; not part of any target.
import Foundation

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
let walks: [[CashierStep]] = [
    [.cart, .basket(card: "visa-1")],
    [.cart, .basket(card: "visa-1"), .payment(method: "visa")],
    [.cart, .legacyPromo, .done],
    [.cart, .oldThing, .done],
]
let lines = try walks.map { String(decoding: try encoder.encode($0), as: UTF8.self) }
let links: [CashierLink] = [.cart, .basket(card: "visa-2"), .share(id: "visa-3"), .promo]
let urls = links.map { "  " + String(decoding: try! encoder.encode($0.urlString!), as: UTF8.self) }
let folder = CommandLine.arguments[1]
try ("[\n" + lines.map { "  " + $0 }.joined(separator: ",\n") + "\n]\n").write(toFile: folder + "/Cashier-before.json", atomically: true, encoding: .utf8)
try ("[\n" + urls.joined(separator: ",\n") + "\n]\n").write(toFile: folder + "/Cashier-before-links.json", atomically: true, encoding: .utf8)
