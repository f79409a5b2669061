import FlowRuntime
import Foundation
import Testing

/// Walks saved before a payload parameter was added (`SavedWalks/`, saved by the code an earlier
/// flowc generated from the flows as they were then) decode with today's Todo and PostEditor:
/// an absent value reads as the parameter's `.flow` default, and a step saved as its bare name
/// as a payload with no values.
@MainActor
@Suite struct SavedWalkDefaultsTests {
    func fixture(_ name: String) throws -> Data {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("SavedWalks")
        return try Data(contentsOf: folder.appendingPathComponent(name))
    }

    /// The walks of a fixture file (a JSON array of saved walks), each as its own JSON data.
    func walks(_ name: String) throws -> [Data] {
        let walks = try #require(try JSONSerialization.jsonObject(with: fixture(name)) as? [Any])
        return try walks.map { try JSONSerialization.data(withJSONObject: $0) }
    }

    @Test func aBareNameOfAStepThatGainedADefaultedParameterDecodesWithTheDefault() throws {
        let saved = try walks("Todo-before-userMessage.json")
        let decoded = try saved.map { try JSONDecoder().decode([TodoStep].self, from: $0) }
        #expect(decoded == [
            [.tasks(userMessage: 0)],
            [.tasks(userMessage: 0), .taskDetail(taskID: "t1"), .addEditTask(taskID: nil, title: "Milk")],
            [.tasks(userMessage: 0), .addEditTask(taskID: nil, title: "Eggs")],
            [.statistics],
        ])
        let navigator = FlowNavigator<Todo>(flags: TodoFlagValues())
        #expect(navigator.restore(try JSONDecoder().decode(FlowSavedWalk<TodoStep>.self, from: saved[1])) == nil)
        #expect(navigator.walk == decoded[1], "the whole walk restores")
    }

    @Test func anAbsentValueOfAStepWithAPayloadDecodesAsItsDefault() throws {
        let saved = try walks("PostEditor-before-quoting.json")
        let decoded = try JSONDecoder().decode(FlowSavedWalk<PostEditorStep>.self, from: saved[0])
        #expect(decoded.steps == [.compose(mode: 2, quoting: 0), .preview] && decoded.isComplete)
    }

    @Test func bothFormsOfAStepSavedWithoutAPayloadReadAsAnEmptyPayload() throws {
        let text = #"["tasks",{"step":"tasks"},{"step":"tasks","payload":{}},"statistics"]"#
        let decoded = try JSONDecoder().decode([TodoStep].self, from: Data(text.utf8))
        #expect(decoded == [.tasks(), .tasks(), .tasks(), .statistics])
        let catalogue = try JSONDecoder().decode([CatalogueStep].self, from: Data(#"["searchResults"]"#.utf8))
        #expect(catalogue == [.searchResults(query: nil, page: nil)], "Optional parameters without a default read as nil")
    }

    @Test func aPresentValueIsReadAndAWrongOneDoesNotDecode() throws {
        let present = Data(#"[{"step":"tasks","payload":{"userMessage":3}}]"#.utf8)
        #expect(try JSONDecoder().decode([TodoStep].self, from: present) == [.tasks(userMessage: 3)])
        for text in [#"[{"step":"tasks","payload":{"userMessage":"3"}}]"#, #"[{"step":"tasks","payload":{"userMessage":null}}]"#,
                     #"[{"step":"tasks","payload":null}]"#, #"["taskDetail"]"#, #"["addEditTask"]"#] {
            #expect(throws: DecodingError.self, "\(text)") { try JSONDecoder().decode([TodoStep].self, from: Data(text.utf8)) }
        }
        let cut = try JSONDecoder().decode(FlowSavedWalk<TodoStep>.self, from: Data(#"["tasks","taskDetail"]"#.utf8))
        #expect(cut.steps == [.tasks()] && !cut.isComplete, "a required parameter without a value cuts the walk there")
    }
}
