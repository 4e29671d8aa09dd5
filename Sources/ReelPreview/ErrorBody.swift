import Foundation

/// The body of an error answer: `{"ok": false, "error": {...}, "errors": [...]}` for a module
/// that does not load, `{"error": {"message": ...}}` for a bad request.
struct ErrorBody: Encodable {
    var issues: [PreviewIssue]
    var ok: Bool?

    private enum Keys: String, CodingKey { case ok, error, errors }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        if let ok { try c.encode(ok, forKey: .ok) }
        try c.encode(issues.first, forKey: .error)
        try c.encode(issues, forKey: .errors)
    }
}
