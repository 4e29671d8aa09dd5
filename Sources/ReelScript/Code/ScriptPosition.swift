/// A place in a scene file: the UTF-8 offset of a construct's first character after its leading
/// trivia. Lowered code keeps these instead of syntax nodes, so an error found while it runs is
/// positioned (`FILE:LINE:COL`) without the tree; the line and column are worked out only for
/// errors (`ScriptLines.error(_:at:_:)`).
package struct ScriptPosition: Hashable, Sendable {
    /// The UTF-8 offset in the file.
    package let offset: Int

    /// The start of the file: where values the library makes (with no place of their own) report.
    package static let start = ScriptPosition(offset: 0)

    /// The position at `offset`.
    package init(offset: Int) { self.offset = offset }
}
