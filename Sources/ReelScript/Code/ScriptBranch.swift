import Reel

/// One branch of an `if`/`else` or `switch` in an interpreted view builder. Swift builds such
/// branches as a left-biased balanced tree of `buildEither(first:)`/`buildEither(second:)` calls,
/// wrapped in `buildOptional` when the chain has no final `else`; each level is a group whose
/// child carries the branch identity, exactly as `_ConditionalContent` and `Optional` resolve, so
/// an interpreted scene has the same identities as the compiled one.
package struct ScriptBranch: View, PrimitiveView {
    /// 0 for `first`/`some`, 1 for `second`, nil for `none`.
    package let branch: Int?
    /// The view inside.
    package let content: any View

    /// Never evaluated.
    package var body: Never { fatalError("ScriptBranch is resolved by the engine") }

    package func makeNode(in context: ResolveContext) -> ViewNode {
        guard let branch else { return ViewNode(.group) }
        return ViewNode(.group, children: [context.resolve(content, identity: .branch(branch))])
    }

    /// `view` injected at position `index` of a chain of `count` branches.
    package static func inject(_ view: any View, index: Int, of count: Int, optional: Bool) -> any View {
        var injected = view
        var path: [Int] = []
        var lower = 0, size = count
        while size > 1 {
            var half = 1
            while half * 2 < size { half *= 2 }
            if index - lower < half {
                path.append(0)
                size = half
            } else {
                path.append(1)
                lower += half
                size -= half
            }
        }
        for step in path.reversed() { injected = ScriptBranch(branch: step, content: injected) }
        return optional ? ScriptBranch(branch: 0, content: injected) : injected
    }
}
