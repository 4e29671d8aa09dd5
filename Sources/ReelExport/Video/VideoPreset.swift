/// An encoder speed preset: x264's names, which x265 shares and VP9 maps to its `cpu-used`.
/// Faster presets encode sooner into larger files; `medium` is the default.
public enum VideoPreset: String, CaseIterable, Sendable {
    /// The fastest.
    case ultrafast
    /// Faster than `veryfast`.
    case superfast
    /// Faster than `faster`.
    case veryfast
    /// Faster than `fast`.
    case faster
    /// Faster than `medium`.
    case fast
    /// The default.
    case medium
    /// Smaller files than `medium`.
    case slow
    /// Smaller files than `slow`.
    case slower
    /// Smaller files than `slower`.
    case veryslow
    /// The slowest (x264 and x265 only).
    case placebo
}
