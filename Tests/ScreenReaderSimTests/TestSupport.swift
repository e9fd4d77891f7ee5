// The shared test support (MarkedSource, DiagnosticCase and expectDiagnostic, TemporaryFolder, Sample), visible in
// every file of this test target.
@_exported import SRSimTestSupport
