/// A screen built in Swift gets the checks a scenario file's screen gets (see ``ScreenProblem``).
extension Screen {
    /// Every problem a scenario file with this screen would report, errors and warnings, with the file's ids and
    /// messages, in element order.
    public var problems: [ScreenProblem] { CompiledScreen(self).problems }

    /// Throws when the screen has an error a scenario file would reject: a value outside its range, two selected
    /// radios, segments or tabs, a stepper in a row, a menu value naming no option, an `opens` naming no dialog...
    /// The readers' initialisers that take a ``Screen`` (`try VoiceOver(screen)`) run the same check.
    /// - Throws: ``ScreenValidationError`` listing every error (warnings do not throw).
    public func validate() throws(ScreenValidationError) {
        try CompiledScreen(self).validate()
    }
}

extension CompiledScreen {
    /// Every problem of the screen, errors and warnings (see ``Screen/problems``).
    public var problems: [ScreenProblem] { ScreenValidator.problems(of: self) }

    /// Throws when the screen has an error a scenario file would reject (see ``Screen/validate()``).
    /// - Throws: ``ScreenValidationError`` listing every error.
    public func validate() throws(ScreenValidationError) {
        let errors = problems.filter { $0.severity == .error }
        if !errors.isEmpty { throw ScreenValidationError(problems: errors) }
    }
}
