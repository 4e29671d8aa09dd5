/// Which goldens a run may write.
///
/// On a developer's machine the default is `missing`: a new scene or frame is recorded on its
/// first run, and nothing that exists is replaced. When the `CI` environment variable is set (to
/// anything but `0` or `false`), the default is `none`: continuous integration never records
/// silently, so a missing golden fails there. An explicit mode (`--update`, or `REEL_UPDATE` for
/// the Swift API) is always obeyed.
public enum UpdateMode: String, CaseIterable, Hashable, Sendable {
    /// Rewrite the golden of every frame checked (and, when whole scenes run, drop goldens of
    /// frames no longer checked).
    case all
    /// Record missing goldens and rewrite those of frames that fail; frames that pass, even with
    /// differences within their limits, keep their goldens.
    case changed
    /// Record missing goldens only.
    case missing
    /// Write nothing.
    case none

    /// The mode when none is given: `none` under CI, `missing` elsewhere.
    public static func `default`(environment: [String: String]) -> UpdateMode {
        isContinuousIntegration(environment) ? .none : .missing
    }

    /// Whether `CI` is set to something other than empty, `0` or `false`.
    public static func isContinuousIntegration(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"]?.lowercased() else { return false }
        return !["", "0", "false", "no"].contains(value)
    }

    /// `mode` parsed from text such as `changed`; a usage error listing the modes otherwise.
    public static func parse(_ text: String, from source: String) throws(GoldenError) -> UpdateMode {
        guard let mode = UpdateMode(rawValue: text.lowercased()) else {
            throw GoldenError(.usage, "\(source) must be one of all, changed, missing, none; not '\(text)'")
        }
        return mode
    }
}
