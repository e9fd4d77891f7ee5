/// A JSON value as a dump holds it, read by ``JSONDocument/parse(_:)`` with line and column on every error.
indirect enum DumpJSON: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([DumpJSON])
    /// An object's pairs in order, and where its `{` is in the file.
    case object([(String, DumpJSON)], at: JSONPosition)

    static func == (lhs: DumpJSON, rhs: DumpJSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a, _), .object(let b, _)): a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
        default: false
        }
    }

    func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(value)
        case .number(let value): hasher.combine(value)
        case .string(let value): hasher.combine(value)
        case .array(let value): hasher.combine(value)
        case .object(let value, _): for (key, item) in value { hasher.combine(key); hasher.combine(item) }
        }
    }

    /// The value of `key` in an object (the first, when repeated).
    subscript(_ key: String) -> DumpJSON? {
        guard case .object(let pairs, _) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }

    /// The keys of an object.
    var keys: [String] {
        guard case .object(let pairs, _) = self else { return [] }
        return pairs.map(\.0)
    }

    /// A string value, or nil (also for null).
    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// A number value, or nil.
    var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// A bool value, or nil.
    var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// An array's items, or nil.
    var array: [DumpJSON]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// Where an object starts in the file (its `{`), nil for any other value.
    var position: JSONPosition? {
        if case .object(_, let position) = self { return position }
        return nil
    }

    /// Whether this is an object.
    var isObject: Bool {
        if case .object = self { return true }
        return false
    }
}

/// A line and column (1-based, columns counting characters) in a JSON file.
struct JSONPosition: Hashable, Sendable {
    let line: Int
    let column: Int
}

/// A small strict JSON reader (RFC 8259): errors carry the line and column of the offending character, and nesting is
/// bounded, so a fuzzed file cannot exhaust the stack.
struct JSONDocument {
    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    /// The current line (line breaks occur only between tokens, in white space) and where it starts.
    private var line = 1
    private var lineStart = 0
    /// A place on the current line whose column is known, so finding the next column reads only the bytes after it.
    private var known = (index: 0, column: 1)

    /// The deepest nesting read.
    static let depthLimit = 512

    /// The value `text` holds.
    static func parse(_ text: String) throws(ImportError) -> DumpJSON {
        var reader = JSONDocument(bytes: Array(text.utf8))
        reader.skipSpace()
        let value = try reader.value()
        reader.skipSpace()
        if reader.index < reader.bytes.count { throw reader.error("unexpected content after the value") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func error(_ message: String) -> ImportError {
        var line = 1
        var column = 1
        var position = 0
        while position < min(index, bytes.count) {
            if bytes[position] == 0x0A { line += 1; column = 1 } else if bytes[position] & 0xC0 != 0x80 { column += 1 }
            position += 1
        }
        return ImportError(.malformedJSON(line: line, column: column, message: message))
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
            if bytes[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
    }

    /// The line and column of the byte at `index`, in time linear in the bytes read since the last one asked for.
    private mutating func position() -> JSONPosition {
        if known.index < lineStart || known.index > index { known = (lineStart, 1) }
        var column = known.column
        for byte in bytes[known.index..<index] where byte & 0xC0 != 0x80 { column += 1 }
        known = (index, column)
        return JSONPosition(line: line, column: column)
    }

    private mutating func value() throws(ImportError) -> DumpJSON {
        guard index < bytes.count else { throw error("unexpected end of the file") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("unexpected character '\(Character(Unicode.Scalar(bytes[index])))'")
        }
    }

    private mutating func literal(_ word: String) throws(ImportError) {
        for byte in word.utf8 {
            guard index < bytes.count, bytes[index] == byte else { throw error("invalid literal") }
            index += 1
        }
    }

    private mutating func enter() throws(ImportError) {
        depth += 1
        if depth > Self.depthLimit { throw error("nesting deeper than \(Self.depthLimit) levels") }
    }

    private mutating func object() throws(ImportError) -> DumpJSON {
        try enter()
        let start = position()
        index += 1
        var pairs: [(String, DumpJSON)] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; depth -= 1; return .object(pairs, at: start) }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
            let key = try string()
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
            index += 1
            skipSpace()
            pairs.append((key, try value()))
            skipSpace()
            guard index < bytes.count else { throw error("unexpected end of the file") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; break }
            throw error("expected ',' or '}'")
        }
        depth -= 1
        return .object(pairs, at: start)
    }

    private mutating func array() throws(ImportError) -> DumpJSON {
        try enter()
        index += 1
        var items: [DumpJSON] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; depth -= 1; return .array(items) }
        while true {
            skipSpace()
            items.append(try value())
            skipSpace()
            guard index < bytes.count else { throw error("unexpected end of the file") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; break }
            throw error("expected ',' or ']'")
        }
        depth -= 1
        return .array(items)
    }

    private mutating func hex4() throws(ImportError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("unexpected end of the file") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("invalid \\u escape")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private mutating func string() throws(ImportError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        var result = ""
        while true {
            guard index < bytes.count else { throw error("unclosed string") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                result += String(decoding: bytes[runStart..<index], as: UTF8.self)
                index += 1
                break
            }
            if byte < 0x20 { throw error("control character in a string") }
            if byte == UInt8(ascii: "\\") {
                result += String(decoding: bytes[runStart..<index], as: UTF8.self)
                index += 1
                guard index < bytes.count else { throw error("unclosed string") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): result += "\""
                case UInt8(ascii: "\\"): result += "\\"
                case UInt8(ascii: "/"): result += "/"
                case UInt8(ascii: "b"): result += "\u{8}"
                case UInt8(ascii: "f"): result += "\u{C}"
                case UInt8(ascii: "n"): result += "\n"
                case UInt8(ascii: "r"): result += "\r"
                case UInt8(ascii: "t"): result += "\t"
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800...0xDBFF).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                       bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try hex4()
                        if (0xDC00...0xDFFF).contains(low) { code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00) }
                    }
                    scalars = String.UnicodeScalarView()
                    scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                    result += String(scalars)
                default: throw error("invalid escape")
                }
                runStart = index
                continue
            }
            index += 1
        }
        return result
    }

    private mutating func number() throws(ImportError) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let digits = { (reader: inout JSONDocument) -> Int in
            let first = reader.index
            while reader.index < reader.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(reader.bytes[reader.index]) {
                reader.index += 1
            }
            return reader.index - first
        }
        if digits(&self) == 0 { throw error("invalid number") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            if digits(&self) == 0 { throw error("invalid number") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            if digits(&self) == 0 { throw error("invalid number") }
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else { throw error("invalid number") }
        return value
    }
}
