/// A failure told in words a person can act on: a wrong command line, a file that can't be read
/// or written, an invalid `flowc.json`.
package struct FlowcError: Error, CustomStringConvertible {
    package var description: String

    package init(description: String) {
        self.description = description
    }
}
