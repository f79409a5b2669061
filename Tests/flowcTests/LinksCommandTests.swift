import FlowTestSupport
import Foundation
import Testing

/// `flowc links`: the module's links in matching order, and the apple-app-site-association
/// components for its https links.
@Suite struct LinksCommandTests {
    @Test func listsEveryLinkWithItsWalk() throws {
        let result = try FlowcProcess.run(["links", "Flows"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 15)
        #expect(lines.contains { $0.hasPrefix("social://notifications/{id}") && $0.contains("-> notifications, status  ") },
                "a link into a tab: its walk starts at the tab's root")
        #expect(lines.contains { $0.hasPrefix("myaccount://profile/address") && $0.contains("-> profile, editor as sheet, address  ") },
                "a presented entry of the walk is listed with its style")
        #expect(lines.contains { $0.hasPrefix("myaccount://addresses/new") && $0.contains("-> profile, addressBook.list as sheet, addressBook.newAddress  ") },
                "a child's steps are named through their use-step")
        #expect(lines.dropFirst(4).first?.hasPrefix("myshop://product/{id}/reviews") == true, "files in order, then links as written")
        #expect(lines.dropFirst(4).first?.contains("-> productList, productDetail, reviews  (CatalogueLink.reviews, Flows/Catalogue.flow:13:10)") == true)
        #expect(lines.contains { $0.contains("https://shop.example.com/products/{id}") && $0.contains("-> productList, productDetail  ") },
                "a link that names one step lists the walk it gets")
    }

    @Test func printsTheComponentsOfAnAppSiteAssociation() throws {
        let result = try FlowcProcess.run(["links", "--format", "aasa", "--host", "shop.example.com", "Flows"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: String]]
        #expect(json?.map { $0["/"] } == ["/products/*", "/search"], "https links only, placeholders as *")
        #expect(json?.first?["comment"] == "Catalogue: productList, productDetail")
        // A fragment is a `#` component; its optional query a final `*`.
        let vault = try FlowcProcess.run(["links", "--format", "aasa", "--host", "vault.bitwarden.com", "Flows"])
        let fragment = try JSONSerialization.jsonObject(with: Data(vault.stdout.utf8)) as? [[String: String]]
        #expect(fragment?.map { $0["/"] } == ["/connector.html"] && fragment?.first?["#"] == "finish-signup*")
    }

    @Test func hostsErrorsAndUsage() throws {
        let folder = try FlowcProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let two = folder + "/Two.flow"
        try """
            router Two {
                start home
                link "https://a.example.com/{id}" -> home, item
                link itemOnB "https://b.example.com/{id}" -> home, item
                step home { on open -> item }
                step item(id: Int)
            }
            """.write(toFile: two, atomically: true, encoding: .utf8)
        let ambiguous = try FlowcProcess.run(["links", "--format", "aasa", two])
        #expect(ambiguous.status == 2)
        #expect(ambiguous.stderr.contains("name a host with --host; the flows have https links for a.example.com, b.example.com"))
        let chosen = try FlowcProcess.run(["links", "--format", "aasa", "--host", "b.example.com", two])
        #expect(chosen.status == 0 && chosen.stdout.contains("\"/\": \"/*\""))
        let unknown = try FlowcProcess.run(["links", "--format", "aasa", "--host", "c.example.com", two])
        #expect(unknown.status == 2 && unknown.stderr.contains("no https link names host 'c.example.com'"))
        let broken = folder + "/Broken.flow"
        try "router Broken {\n    start home\n    link \"nope\" -> home\n    step home\n}\n".write(toFile: broken, atomically: true, encoding: .utf8)
        let failed = try FlowcProcess.run(["links", broken])
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("error: invalid link pattern \"nope\""))
        #expect(failed.stdout.isEmpty)
    }
}
