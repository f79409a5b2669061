import FlowTestSupport
import Foundation
import Testing

extension PathsCommandTests {
    /// An app's walks follow its flows': its swaps, events from each root and held links, in
    /// text and JSON; `--flow` names the app alone.
    @Test func anAppsWalksFollowTheFlows() throws {
        let fixture = "Tests/FlowSwiftEmitterTests/Flows/VaultApp.flow"
        let text = try FlowcProcess.run(["paths", fixture])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("VaultTabs: "))
        #expect(text.stdout.contains("\napp VaultApp: "))
        #expect(text.stdout.contains("  app --open vault://items/x--> signIn: welcome (held vault://items/x)  [flags: none]\n"), "\(text.stdout)")
        #expect(text.stdout.contains("heldLink 1/1, keptReturn 1/1\n"))
        let app = try FlowcProcess.run(["paths", fixture, "--flow", "VaultApp"])
        #expect(app.status == 0 && app.stdout.hasPrefix("app VaultApp: "), "\(app.stdout)")
        let json = try FlowcProcess.run(["paths", fixture, "--flow", "VaultApp", "--format", "json"])
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let apps = try #require(object["apps"] as? [[String: Any]])
        #expect(apps.map { $0["app"] as? String } == ["VaultApp"])
    }
}
