import Foundation

/// A problem found while resolving, laying out or drawing a scene.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious the problem is.
    public enum Severity: String, Hashable, Sendable {
        /// Drawing goes on with a documented fallback.
        case warning
        /// The frame cannot be drawn as written.
        case error
    }
    /// How serious the problem is.
    public var severity: Severity
    /// What went wrong, and what Reel did about it.
    public var message: String
    /// The view or argument concerned, as written in the scene.
    public var view: String?
    /// Where in a scene file the problem is, when it comes from one.
    public var location: SourcePosition?

    /// A diagnostic.
    public init(severity: Severity, message: String, view: String? = nil, location: SourcePosition? = nil) {
        self.severity = severity
        self.message = message
        self.view = view
        self.location = location
    }

    /// `FILE:LINE:COL: error: message` (from a scene file), `error: VIEW: message` or
    /// `warning: message`.
    public var description: String {
        if let location { return "\(location): \(severity.rawValue): \(message)" }
        if let view { return "\(severity.rawValue): \(view): \(message)" }
        return "\(severity.rawValue): \(message)"
    }

    /// The description, then the source line and a caret under the column when the diagnostic
    /// has a location in `source`'s text, as compilers print errors.
    public func formatted(source: String?) -> String {
        formatted(source: source.map(SourceLines.init))
    }

    /// The description, then the source line and a caret, from `source` split into lines once
    /// for many diagnostics.
    public func formatted(source: SourceLines?) -> String {
        guard let location, let source, let excerpt = location.excerpt(in: source) else { return description }
        return description + "\n" + excerpt
    }
}

/// Collects diagnostics while a frame is evaluated; safe to share between threads.
///
/// Each distinct diagnostic is kept once, in the order first reported, so a warning raised at
/// every frame is printed once.
public final class DiagnosticLog: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Diagnostic] = []
    private var seen: Set<Diagnostic> = []

    /// An empty log.
    public init() {}

    /// The log of the frame being evaluated on this task, for code that reports without a log at
    /// hand (the interpreter of a scene file, called back from a canvas or a shape's path).
    @TaskLocal public static var current: DiagnosticLog?

    /// Records `diagnostic` unless the same one was recorded before.
    public func report(_ diagnostic: Diagnostic) {
        lock.lock(); defer { lock.unlock() }
        if seen.insert(diagnostic).inserted { items.append(diagnostic) }
    }

    /// Records a warning.
    public func warning(_ message: String, view: String? = nil) {
        report(Diagnostic(severity: .warning, message: message, view: view))
    }

    /// Records an error.
    public func error(_ message: String, view: String? = nil, location: SourcePosition? = nil) {
        report(Diagnostic(severity: .error, message: message, view: view, location: location))
    }

    /// Every diagnostic recorded so far.
    public var diagnostics: [Diagnostic] {
        lock.lock(); defer { lock.unlock() }
        return items
    }

    /// The errors recorded so far.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    /// Records every diagnostic of `other`.
    public func merge(_ other: DiagnosticLog) {
        for d in other.diagnostics { report(d) }
    }
}
