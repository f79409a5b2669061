import FlowRuntime
import Foundation
import Testing

/// Drives the generated Todo router (Tests/FlowSwiftEmitterTests/Flows/Todo.flow, from
/// android/architecture-samples): its first root takes a payload whose parameter has a default,
/// so the navigator starts there by itself, and transitions and cases take defaults as Swift does.
@MainActor
@Suite struct PayloadDefaultTests {
    @Test func theNavigatorStartsAtAFirstRootWithDefaultedArguments() {
        let navigator = FlowNavigator<Todo>(flags: TodoFlagValues())
        #expect(navigator.walk.first == .tasks(userMessage: 0))
        #expect(navigator.walk.first == .tasks())
        #expect(Todo.start(flags: TodoFlagValues()) == .tasks(userMessage: 0))
    }

    @Test func transitionsTakeTheDefaultsOfTheStepTheyPush() {
        let navigator = FlowNavigator<Todo>(flags: TodoFlagValues())
        #expect(navigator.transitions(.tasks).addTask(title: "Milk") == nil)
        #expect(navigator.current == .addEditTask(taskID: nil, title: "Milk"))
        #expect(navigator.transitions(.addEditTask).saved() == nil)
        #expect(navigator.transitions(.tasks).openTask(taskID: "t1") == nil)
        #expect(navigator.transitions(.taskDetail).edit(taskID: "t1", title: "Milk") == nil)
        #expect(navigator.walk == [.tasks(), .taskDetail(taskID: "t1"), .addEditTask(taskID: "t1", title: "Milk")])
    }

    @Test func aRootWithAnotherValueIsStillTheRoot() throws {
        let navigator = try #require(FlowNavigator<Todo>(root: .tasks(userMessage: 2), flags: TodoFlagValues()))
        #expect(navigator.walk.first == .tasks(userMessage: 2))
        navigator.restart()
        #expect(navigator.walk.first == .tasks(userMessage: 0))
    }

    @Test func aWalkSavedWithTheDefaultDecodes() throws {
        let navigator = FlowNavigator<Todo>(flags: TodoFlagValues())
        #expect(navigator.transitions(.tasks).addTask(title: "Milk") == nil)
        let data = try JSONEncoder().encode(navigator.walk)
        let decoded = try JSONDecoder().decode([TodoStep].self, from: data)
        #expect(decoded == navigator.walk)
    }

    /// A query placeholder bound to a parameter with a default need not be Optional: a URL that
    /// leaves it out opens the step with the default.
    @Test func aQueryParameterLeftOutTakesTheDefault() throws {
        #expect(TodoLink(url: "todo://tasks") == .tasks(userMessage: 0))
        #expect(TodoLink(url: "todo://tasks?message=2") == .tasks(userMessage: 2))
        #expect(TodoLink(url: "todo://tasks?message=two") == nil, "a value that isn't an Int opens nothing")
        #expect(TodoLink.tasks() == .tasks(userMessage: 0))
        let built = try #require(TodoLink.tasks(userMessage: 3).urlString)
        #expect(TodoLink(url: built) == .tasks(userMessage: 3))
        let navigator = FlowNavigator<Todo>(flags: TodoFlagValues())
        #expect(navigator.transitions(.tasks).openTask(taskID: "t1") == nil)
        #expect(navigator.open(url: "todo://tasks?message=1") == nil)
        #expect(navigator.walk == [.tasks(userMessage: 1)])
    }

    /// A link that leaves out parameters with defaults lands on the steps with those defaults.
    @Test func aLinkLeavesOutDefaultedParameters() throws {
        let link = try #require(TodoLink(url: "todo://tasks/new/Milk"))
        #expect(link == .newTask(title: "Milk"))
        #expect(link.walk == [.tasks(userMessage: 0), .addEditTask(taskID: nil, title: "Milk")])
        let navigator = FlowNavigator<Todo>(flags: TodoFlagValues())
        #expect(navigator.open(url: "todo://tasks/new/Milk") == nil)
        #expect(navigator.walk == [.tasks(), .addEditTask(title: "Milk")])
    }
}
