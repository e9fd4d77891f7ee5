import Foundation

/// A JSON value written with a fixed key order, so output is the same byte for byte on every run.
package enum JSONValue: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral {
    /// A string.
    case string(String)
    /// A whole number.
    case integer(Int)
    /// A number with a fraction.
    case number(Double)
    /// true or false.
    case bool(Bool)
    /// null.
    case null
    /// An array.
    case array([JSONValue])
    /// An object whose keys keep the order given.
    case object([(String, JSONValue)])

    /// A string value.
    package init(stringLiteral value: String) { self = .string(value) }
    /// A whole-number value.
    package init(integerLiteral value: Int) { self = .integer(value) }
    /// A boolean value.
    package init(booleanLiteral value: Bool) { self = .bool(value) }

    /// The value, or `null` when nil.
    package static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    /// Pretty-printed JSON with two-space indentation and a final newline.
    package func rendered() -> String {
        var output = ""
        write(into: &output, indent: 0)
        output.append("\n")
        return output
    }

    /// The value pretty-printed as it appears nested `indent` levels deep (its first line not padded, no final
    /// newline), so a long array can be written one member at a time.
    package func rendered(indent: Int) -> String {
        var output = ""
        write(into: &output, indent: indent)
        return output
    }

    private func write(into output: inout String, indent: Int) {
        let pad = String(repeating: "  ", count: indent + 1)
        let closing = String(repeating: "  ", count: indent)
        switch self {
        case .string(let text): output.append(Self.quoted(text))
        case .integer(let number): output.append(String(number))
        case .number(let number):
            output.append(number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number))
        case .bool(let flag): output.append(flag ? "true" : "false")
        case .null: output.append("null")
        case .array(let items):
            guard !items.isEmpty else { output.append("[]"); return }
            output.append("[\n")
            for (offset, item) in items.enumerated() {
                output.append(pad)
                item.write(into: &output, indent: indent + 1)
                output.append(offset == items.count - 1 ? "\n" : ",\n")
            }
            output.append(closing + "]")
        case .object(let members):
            guard !members.isEmpty else { output.append("{}"); return }
            output.append("{\n")
            for (offset, (key, value)) in members.enumerated() {
                output.append(pad + Self.quoted(key) + ": ")
                value.write(into: &output, indent: indent + 1)
                output.append(offset == members.count - 1 ? "\n" : ",\n")
            }
            output.append(closing + "}")
        }
    }

    /// `text` as a JSON string literal: `"`, `\\` and every control character (C0, DEL, C1) and bidirectional control
    /// escaped (`\u007f`, `\u202e`), so the document is valid JSON and shows safely on a terminal.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result.append("\\\"")
            case "\\": result.append("\\\\")
            case "\n": result.append("\\n")
            case "\r": result.append("\\r")
            case "\t": result.append("\\t")
            case let control where ControlCharacters.isControlOrBidi(control):
                // Every control (C0, DEL, C1) and bidirectional control is escaped: DEL and C1 are not valid raw in
                // every JSON reader, and none of them may reach a terminal that shows the document.
                let hex = String(control.value, radix: 16)
                result.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Two values are equal when they render to the same text.
    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.rendered() == rhs.rendered() }
    /// Hashes the rendered text, consistent with `==`.
    package func hash(into hasher: inout Hasher) { hasher.combine(rendered()) }
}
