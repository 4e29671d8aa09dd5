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

    /// A diagnostic.
    public init(severity: Severity, message: String, view: String? = nil) {
        self.severity = severity
        self.message = message
        self.view = view
    }

    /// `error: VIEW: message` or `warning: message`.
    public var description: String {
        if let view { return "\(severity.rawValue): \(view): \(message)" }
        return "\(severity.rawValue): \(message)"
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
    public func error(_ message: String, view: String? = nil) {
        report(Diagnostic(severity: .error, message: message, view: view))
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
