/// A JUnit XML report, the format CI systems (GitHub Actions, GitLab, Jenkins) read test results from.
public struct JUnitReport: Hashable, Sendable {
    /// One test case: a scenario run on one reader.
    public struct TestCase: Hashable, Sendable {
        /// The case's name (the scenario and reader).
        public var name: String
        /// The case's class name (the scenario file).
        public var className: String
        /// Each failure's message; empty when the case passed.
        public var failures: [String]

        /// A test case.
        public init(name: String, className: String, failures: [String]) {
            self.name = name
            self.className = className
            self.failures = failures
        }
    }

    /// One suite: a scenario file.
    public struct Suite: Hashable, Sendable {
        /// The suite's name (the file's path).
        public var name: String
        /// Its cases.
        public var cases: [TestCase]
        /// A file-level error (a parse error), reported as an errored case.
        public var errors: [String]

        /// A suite.
        public init(name: String, cases: [TestCase], errors: [String] = []) {
            self.name = name
            self.cases = cases
            self.errors = errors
        }
    }

    /// The suites, in order.
    public var suites: [Suite]

    /// A report of `suites`.
    public init(suites: [Suite]) { self.suites = suites }

    /// The XML document (no timestamps or durations, so it is the same on every run).
    public func xml() -> String {
        let tests = suites.reduce(0) { $0 + $1.cases.count + ($1.errors.isEmpty ? 0 : 1) }
        let failures = suites.reduce(0) { $0 + $1.cases.filter { !$0.failures.isEmpty }.count }
        let errors = suites.reduce(0) { $0 + ($1.errors.isEmpty ? 0 : 1) }
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="srsim" tests="\#(tests)" failures="\#(failures)" errors="\#(errors)">"#,
        ]
        for suite in suites {
            let suiteFailures = suite.cases.filter { !$0.failures.isEmpty }.count
            let suiteTests = suite.cases.count + (suite.errors.isEmpty ? 0 : 1)
            lines.append(#"  <testsuite name="\#(escape(suite.name))" tests="\#(suiteTests)" failures="\#(suiteFailures)" errors="\#(suite.errors.isEmpty ? 0 : 1)">"#)
            if !suite.errors.isEmpty {
                lines.append(#"    <testcase name="parse" classname="\#(escape(suite.name))">"#)
                let text = suite.errors.joined(separator: "\n")
                lines.append(#"      <error message="\#(escape(suite.errors[0]))">\#(escape(text))</error>"#)
                lines.append("    </testcase>")
            }
            for testCase in suite.cases {
                let opening = #"    <testcase name="\#(escape(testCase.name))" classname="\#(escape(testCase.className))""#
                if testCase.failures.isEmpty {
                    lines.append(opening + "/>")
                } else {
                    lines.append(opening + ">")
                    for failure in testCase.failures {
                        lines.append(#"      <failure message="\#(escape(failure))">\#(escape(failure))</failure>"#)
                    }
                    lines.append("    </testcase>")
                }
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` escaped for the report, line breaks as references (see ``MarkupEscaping/xml(_:keepingLineBreaks:)``).
    private func escape(_ text: String) -> String { MarkupEscaping.xml(text, keepingLineBreaks: false) }
}
