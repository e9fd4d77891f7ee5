/// Writes SVG (XML) text: elements with attributes in the order given, every value escaped, numbers in a fixed form.
package struct SVGWriter: Sendable {
    /// An attribute's name and its unescaped value.
    package typealias Attribute = (name: String, value: String)

    /// The text written so far.
    package private(set) var text = ""
    private var open: [String] = []

    /// An empty document.
    package init() {}

    /// Opens `tag`; ``close()`` closes it.
    package mutating func open(_ tag: String, _ attributes: [Attribute] = []) {
        text += indentation + "<" + tag + Self.attributes(attributes) + ">\n"
        open.append(tag)
    }

    /// Closes the innermost open element.
    package mutating func close() {
        guard let tag = open.popLast() else { return }
        text += indentation + "</" + tag + ">\n"
    }

    /// An element with `content` as escaped text, or empty.
    package mutating func element(_ tag: String, _ attributes: [Attribute] = [], content: String? = nil) {
        if let content {
            text += indentation + "<" + tag + Self.attributes(attributes) + ">" + MarkupEscaping.xml(content) + "</" + tag + ">\n"
        } else {
            text += indentation + "<" + tag + Self.attributes(attributes) + "/>\n"
        }
    }

    /// Text written as is: for a fragment this writer already escaped, or a fixed stylesheet.
    package mutating func raw(_ markup: String) { text += markup }

    /// A number as SVG writes it: at most two decimals, no trailing zeros, never exponent notation.
    package static func number(_ value: Double) -> String {
        let hundredths = (value * 100).rounded()
        guard hundredths.isFinite, abs(hundredths) < 1e15 else { return "0" }
        let whole = Int(hundredths)
        let sign = whole < 0 ? "-" : ""
        let magnitude = abs(whole)
        let fraction = magnitude % 100
        if fraction == 0 { return sign + String(magnitude / 100) }
        let digits = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
        return sign + String(magnitude / 100) + "." + digits
    }

    private var indentation: String { String(repeating: "  ", count: open.count) }

    private static func attributes(_ attributes: [Attribute]) -> String {
        attributes.map { " \($0.name)=\"\(MarkupEscaping.xml($0.value))\"" }.joined()
    }
}
