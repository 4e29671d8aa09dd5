/// How content keeps its proportions in a different shape of space.
public enum ContentMode: Hashable, Sendable {
    /// As large as fits entirely inside.
    case fit
    /// As small as covers entirely.
    case fill
}
