import Foundation

/// `screen from "PATH" [format NAME] [density N]` (SCENARIOS.md part 4): the line's words, each error at its word.
extension ScenarioParserState {
    mutating func parseImportedScreen(_ tokens: [Token], into screen: inout ScreenSyntax) {
        guard tokens.count > 2, tokens[2].kind == .string else {
            report(.missingTitle("screen from", example: "screen from \"dumps/settings.xml\""),
                   at: tokens.count > 2 ? tokens[2].range : tokens[1].range)
            return
        }
        screen.importPath = tokens[2]
        var index = 3
        while index < tokens.count {
            let word = tokens[index]
            guard word.kind == .word, word.text == "format" || word.text == "density" else {
                report(.unexpectedToken(word), at: word.range)
                return
            }
            guard index + 1 < tokens.count else {
                report(.importWordNeedsValue(word.text), at: word.range)
                return
            }
            let value = tokens[index + 1]
            if word.text == "format" {
                if screen.importFormat != nil { report(.importWordTwice(word.text), at: word.range) }
                screen.importFormat = value
                if DumpFormat(rawValue: value.text) == nil {
                    report(.unknownDumpFormat(value.text), at: value.range)
                }
            } else {
                if screen.importDensity != nil { report(.importWordTwice(word.text), at: word.range) }
                screen.importDensity = value
                if Double(value.text).map({ !($0.isFinite && $0 > 0) }) ?? true {
                    report(.densityNotPositive, at: value.range)
                }
            }
            index += 2
        }
    }
}
