import Testing
@testable import ScreenReaderSim

/// ``TransparentHugePageMode`` reads the system's setting as the kernel writes it: the word in brackets.
@Suite struct TransparentHugePageModeTests {
    static let settings: [(text: String, mode: TransparentHugePageMode)] = [
        ("always [madvise] never\n", .madvise),
        ("[always] madvise never\n", .always),
        ("always madvise [never]\n", .never),
        ("always [madvise] never", .madvise),
        ("", .unknown),
        ("always madvise never\n", .unknown),
        ("always [inherit] madvise never\n", .unknown),
        ("[madvise", .unknown),
    ]

    @Test(arguments: settings)
    func theModeIsTheWordInBrackets(_ setting: (text: String, mode: TransparentHugePageMode)) {
        #expect(TransparentHugePageMode(setting: setting.text) == setting.mode)
    }

    @Test(arguments: [(TransparentHugePageMode.always, true), (.madvise, true), (.never, false), (.unknown, false)])
    func onlyAlwaysAndMadviseHandOutHugePages(_ example: (mode: TransparentHugePageMode, handsOut: Bool)) {
        #expect(example.mode.handsOutHugePages == example.handsOut)
    }
}
