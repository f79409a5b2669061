// docs-check context: the part of XCTest's UI-testing API a UI-test driver uses
// (XCUIApplication, its elements, XCTAssert), which Linux's XCTest lacks: a stand-in with the
// same names and shapes, so that the driver in docs/Testing.md compiles here as it does in an
// Xcode UI-test target.
@MainActor
final class XCUIElement {
    var exists: Bool { true }
    func tap() {}
    func swipeDown() {}
}

@MainActor
struct XCUIElementQuery {
    subscript(_ identifier: String) -> XCUIElement { XCUIElement() }
}

@MainActor
final class XCUIApplication {
    var launchArguments: [String] = []
    var buttons: XCUIElementQuery { XCUIElementQuery() }
    var otherElements: XCUIElementQuery { XCUIElementQuery() }
    var navigationBars: XCUIElementQuery { XCUIElementQuery() }
    func launch() {}
}

func XCTAssertTrue(_ expression: @autoclosure () -> Bool, _ message: @autoclosure () -> String = "") {}
