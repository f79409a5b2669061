// Saves walks of the flows before a payload parameter was added, as flowc's generated code of
// commit dfbee66 (before decoding read defaults) saves them: `navigator.walk`, a `[Step]`, encoded with JSONEncoder.
// README.md says how it was run; it is not part of any target.
import Foundation

func save<Step: Encodable>(_ walks: [[Step]], to path: String) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let lines = try walks.map { String(decoding: try encoder.encode($0), as: UTF8.self) }
    try ("[\n" + lines.map { "  " + $0 }.joined(separator: ",\n") + "\n]\n").write(toFile: path, atomically: true, encoding: .utf8)
}

let folder = CommandLine.arguments[1]
try save([
    [TodoStep.tasks],
    [.tasks, .taskDetail(taskID: "t1"), .addEditTask(title: "Milk")],
    [.tasks, .addEditTask(title: "Eggs")],
    [.statistics],
] as [[TodoStep]], to: folder + "/Todo-before-userMessage.json")
try save([
    [PostEditorStep.compose(mode: 2), .preview],
] as [[PostEditorStep]], to: folder + "/PostEditor-before-quoting.json")
