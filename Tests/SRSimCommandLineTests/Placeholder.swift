import Testing
@testable import SRSimCommandLine
@Test func placeholder() {}
