/// The version of flowc, which `flowc --version` and `flowc-build --version` tell and SARIF
/// reports name: set at each release (RELEASING.md).
package enum FlowcVersion {
    package static let current = "0.1.0"
}
