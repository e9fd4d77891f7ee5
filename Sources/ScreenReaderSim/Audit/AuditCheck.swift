/// One accessibility check: the rule it enforces, and how it finds defects in one platform's view of a screen.
///
/// Each check lives in its own file in `Audit/Checks/`, with its ``AuditRule`` and its typed ``Finding/Message``s beside it.
/// ``Audit/run(screen:)`` runs every check once per platform and merges findings both platforms share.
protocol AuditCheck: Sendable {
    /// The rule the check enforces.
    static var rule: AuditRule { get }

    /// The defects on `context`'s platform, each with what that platform's screen reader speaks as proof.
    func findings(in context: AuditContext) -> [Finding]
}

extension AuditCheck {
    /// The rule the check enforces.
    var rule: AuditRule { Self.rule }
}
