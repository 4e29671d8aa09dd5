import Reel

extension Interpreter {
    /// Reports a warning at `node`: something the scene asked for that Reel draws with a
    /// documented fallback (a timing curve clamped as SwiftUI clamps it, an unknown symbol drawn
    /// as a placeholder). Warnings do not fail a file; they are printed with their position.
    package func warn(_ message: String, at node: ScriptPosition) {
        let position = lines.error(.invalidValue, at: node, message).location
        let warning = Diagnostic(severity: .warning, message: message, location: position)
        warnings.record(warning)
        (DiagnosticLog.current ?? diagnostics)?.report(warning)
    }
}

/// The warnings an interpreter has reported, each once, in the order first reported (a reference,
/// so the interpreter's value-typed callers share it).
package final class ScriptWarnings {
    private var seen: Set<Diagnostic> = []
    /// The warnings, in order.
    package private(set) var all: [Diagnostic] = []

    /// Keeps `warning` unless it was kept before.
    func record(_ warning: Diagnostic) {
        if seen.insert(warning).inserted { all.append(warning) }
    }
}
