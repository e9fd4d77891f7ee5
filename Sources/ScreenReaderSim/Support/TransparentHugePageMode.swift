#if canImport(Glibc)
import Glibc
#endif

/// When the kernel backs memory with transparent huge pages, as its administrator set it in
/// `/sys/kernel/mm/transparent_hugepage/enabled` (the word in brackets: `always [madvise] never`).
///
/// ``HugePages`` asks for huge pages in two ways: advice (`MADV_HUGEPAGE`), which the kernel follows only under
/// `always` or `madvise`, and collapsing a page at once (`MADV_COLLAPSE`), which the kernel does whatever the setting.
/// So a page is collapsed only where the setting hands out huge pages at all: a system set to `never` keeps 4 KiB pages.
///
///     TransparentHugePageMode(setting: "always [madvise] never")   // .madvise
enum TransparentHugePageMode: Equatable, Sendable {
    /// Every anonymous mapping big enough gets huge pages.
    case always
    /// Only memory advised for them gets huge pages (most systems).
    case madvise
    /// No huge pages.
    case never
    /// No setting to read (a kernel without transparent huge pages, another system) or one not understood.
    case unknown

    /// This system's setting, read once.
    static let current = TransparentHugePageMode(setting: settingText() ?? "")

    /// Whether memory advised for huge pages gets them.
    var handsOutHugePages: Bool { self == .always || self == .madvise }

    /// The mode the setting's text names: the word in brackets.
    init(setting: String) {
        guard let open = setting.firstIndex(of: "["), let close = setting[open...].firstIndex(of: "]") else {
            self = .unknown
            return
        }
        switch setting[setting.index(after: open)..<close] {
        case "always": self = .always
        case "madvise": self = .madvise
        case "never": self = .never
        default: self = .unknown
        }
    }

    /// The setting's text (a line of a few words), nil where it cannot be read.
    private static func settingText() -> String? {
        #if os(Linux) && canImport(Glibc)
        let descriptor = Glibc.open("/sys/kernel/mm/transparent_hugepage/enabled", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 256)
        let count = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        return String(decoding: bytes[..<count], as: UTF8.self)
        #else
        return nil
        #endif
    }
}
