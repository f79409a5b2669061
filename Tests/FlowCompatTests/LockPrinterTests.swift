@testable import FlowCompat
import Testing

@Suite struct LockPrinterTests {
    @Test func anEmptyLockIsItsHeader() {
        let lock = Lock(header: Lock.Header(release: "1.0.0", walkFloor: nil), flows: [], links: [], retiredLinks: [])
        #expect(LockPrinter.text(of: lock, flowcVersion: "0").contains("walk-floor none\n"))
    }
}
