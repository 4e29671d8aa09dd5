import Foundation

/// The body of `GET /scene.json`: the generation, whether it loaded, its errors, and the summary
/// of the last generation that loaded (every field null when none has).
struct SceneState: Encodable {
    var generation: PreviewGeneration
    var issues: [PreviewIssue]
    var summary: PreviewSummary?

    private enum Keys: String, CodingKey {
        case generation, ok, error, errors, duration, fps, width, height, scale, events, previews, preview, devices, device, colorScheme
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(generation.description, forKey: .generation)
        try c.encode(issues.isEmpty, forKey: .ok)
        try c.encode(issues.first, forKey: .error)
        try c.encode(issues, forKey: .errors)
        try c.encode(summary?.duration, forKey: .duration)
        try c.encode(summary?.fps, forKey: .fps)
        try c.encode(summary?.width, forKey: .width)
        try c.encode(summary?.height, forKey: .height)
        try c.encode(summary?.scale, forKey: .scale)
        try c.encode(summary?.events ?? [], forKey: .events)
        try c.encode(summary?.previews ?? [], forKey: .previews)
        try c.encode(summary?.preview, forKey: .preview)
        try c.encode(summary?.devices ?? [], forKey: .devices)
        try c.encode(summary?.device, forKey: .device)
        try c.encode(summary?.colorScheme, forKey: .colorScheme)
    }
}

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
