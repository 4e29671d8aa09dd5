import Foundation

/// Content the engine builds while laying a tree out: a `GeometryReader`'s views (built from its
/// proxy) and the views of `overlayPreferenceValue`/`backgroundPreferenceValue` (built from the
/// preferences of the laid-out content).
///
/// Such views are not in a state's resolved tree, but they animate like any other, as in
/// SwiftUI: a `scaleEffect` inside a reader animates under `withAnimation`, a view inside one
/// comes and goes with its transition. So a state whose tree has such content is laid out once
/// (its model layout), the content built there is put back into the tree (`expanded`), and the
/// expanded tree is what the timeline collects attributes and transitions from. When a frame
/// lays the animated tree out, the builders' results are rewritten the same way the rest of the
/// tree is (`GeometryReaderContent.rewritten`, `PreferenceReader.rewritten`).
package enum LayoutTimeContent {
    /// Whether `node`'s tree holds content built during layout.
    package static func contains(_ node: ViewNode) -> Bool {
        switch node.kind {
        case .geometryReader, .modifier(.preferenceReader): return true
        default: return node.children.contains(where: contains)
        }
    }

    /// `node`'s tree with the content `built` during its layout (by the identity key of the
    /// reader that built it) put in place: a reader's content as its only child, a preference
    /// reader's as its second.
    package static func expanded(_ node: ViewNode, built: [NodeKey: ViewNode]) -> ViewNode {
        func walk(_ node: ViewNode, _ path: NodeKey) -> ViewNode {
            let key = path.child(node.identity)
            var copy = node
            copy.children = node.children.map { walk($0, key) }
            switch node.kind {
            case .geometryReader:
                if let content = built[key] { copy.children = [walk(content, key)] }
            case .modifier(.preferenceReader):
                if let content = built[key] { copy.children = [copy.children[0], walk(content, key)] }
            default:
                break
            }
            return copy
        }
        return walk(node, .root)
    }
}

extension LayoutTimeContent {
    /// `node` with the content it builds during layout passed through `rewrite` once built (the
    /// rewrite walks the content as a child of `node`); nil for nodes that build nothing.
    static func rewriting(_ node: ViewNode, _ rewrite: @escaping (ViewNode) -> ViewNode) -> ViewNode? {
        var copy = node
        switch node.kind {
        case .geometryReader(let content): copy.kind = .geometryReader(content.rewritten(rewrite))
        case .modifier(.preferenceReader(let reader, let alignment)): copy.kind = .modifier(.preferenceReader(reader.rewritten(rewrite), alignment))
        default: return nil
        }
        return copy
    }
}

extension GeometryReaderContent {
    /// The same content, passed through `rewrite` once built.
    package func rewritten(_ rewrite: @escaping (ViewNode) -> ViewNode) -> GeometryReaderContent {
        let build = self.build
        return GeometryReaderContent { proxy in rewrite(build(proxy)) }
    }
}

extension PreferenceReader {
    /// The same reader, its content passed through `rewrite` once built.
    package func rewritten(_ rewrite: @escaping (ViewNode) -> ViewNode) -> PreferenceReader {
        let build = self.build
        return PreferenceReader(isBackground: isBackground, collect: collect) { rewrite(build($0)) }
    }
}
