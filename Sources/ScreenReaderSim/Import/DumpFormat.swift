import Foundation

/// The accessibility-hierarchy dump formats an import reads (<doc:ImportingRealApps>), named as `screen from ... format NAME`
/// and `srsim import --format NAME` spell them.
public enum DumpFormat: String, CaseIterable, Hashable, Sendable {
    /// `adb shell uiautomator dump`, `UiDevice.dumpWindowHierarchy`.
    case uiautomator
    /// Appium UiAutomator2's page source.
    case appiumAndroid = "appium-android"
    /// Appium XCUITest's page source (WebDriverAgent).
    case appiumIOS = "appium-ios"
    /// `XCUIApplication().debugDescription`, `po app`.
    case xcuitest
    /// Jetpack Compose `printToLog` / `printToString`.
    case compose
    /// `idb ui describe-all` / `describe-point`.
    case idb
    /// AccessibilitySnapshot's model JSON.
    case accessibilitySnapshot = "accessibilitysnapshot"

    /// Whether the format's frames are device pixels (a `density` converts them to points).
    public var usesPixels: Bool {
        switch self {
        case .uiautomator, .appiumAndroid, .compose: true
        case .appiumIOS, .xcuitest, .idb, .accessibilitySnapshot: false
        }
    }

    /// Whether the format comes from Android (TalkBack's stops) rather than iOS (VoiceOver's elements).
    public var isAndroid: Bool { usesPixels }

    /// The names, in the order error messages list them.
    static let listedNames = "uiautomator, appium-android, appium-ios, xcuitest, compose, idb or accessibilitysnapshot"

    /// The format of `text` by its content (<doc:ImportingRealApps>), first match wins.
    /// - Throws: ``ImportError`` for malformed XML or JSON, or content that matches no format.
    static func recognise(_ text: String) throws(ImportError) -> DumpFormat {
        let trimmed = text.drop { $0.isWhitespace }
        guard let first = trimmed.first else { throw ImportError(.emptyFile) }
        if first == "<" {
            let document = try XMLDocumentReader.read(text)
            let root = document.root
            if root.name == "hierarchy" {
                guard let child = root.children.first else {
                    return root.attributes["class"] == nil ? .uiautomator : .appiumAndroid
                }
                return child.name == "node" ? .uiautomator : .appiumAndroid
            }
            if root.name == "AppiumAUT" || root.name.hasPrefix("XCUIElementType") { return .appiumIOS }
            throw ImportError(.unknownFormat("XML whose root element is <\(root.name)>"))
        }
        if first == "[" || first == "{" {
            do throws(ImportError) {
                let json = try JSONDocument.parse(text)
                if AccessibilitySnapshotImporter.recognises(json) { return .accessibilitySnapshot }
                if IdbImporter.recognises(json) { return .idb }
                throw ImportError(.unknownFormat("JSON that is neither idb's nor AccessibilitySnapshot's"))
            } catch let error where error.reason.isMalformedJSON {
                if let format = textFormat(of: text) { return format }
                throw error
            }
        }
        if let format = textFormat(of: text) { return format }
        throw ImportError(.unknownFormat("text that is neither a Compose tree nor an XCUITest description"))
    }

    /// The markers ``textFormat(of:)`` looks for on a line: a Compose tree's header and node lines, an XCUITest
    /// description's subtree line.
    static let textMarkers: [StaticString] = ["Printing with useUnmergedTree", "Node #", "Element subtree:"]

    /// Compose or XCUITest, by their marker lines (rows 6 and 7).
    static func textFormat(of text: String) -> DumpFormat? {
        // A text holding none of the markers byte for byte has no line holding one (they are ASCII, and no other
        // character compares equal to theirs), so a scenario file is told apart in one scan of its bytes, not a
        // search of every line.
        guard containsAnyMarker(text) else { return nil }
        var sawSubtree = false
        for line in ImportText.lines(of: text) {
            if ImportText.contains("Printing with useUnmergedTree", in: line) || ComposeTreeImporter.nodeHeader(in: line) != nil {
                return .compose
            }
            if ImportText.contains("Element subtree:", in: line) { sawSubtree = true }
        }
        return sawSubtree ? .xcuitest : nil
    }

    /// Whether `text`'s UTF-8 bytes hold any of ``textMarkers``.
    static func containsAnyMarker(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in textMarkers.contains { contains($0, in: bytes) } }
    }

    /// Whether `bytes` hold `marker`'s bytes (``ImportText/firstOffset(of:in:)``).
    private static func contains(_ marker: StaticString, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        ImportText.firstOffset(of: UnsafeBufferPointer(start: marker.utf8Start, count: marker.utf8CodeUnitCount), in: bytes) != nil
    }
}
