import Reel

extension Interpreter {
    /// The views of a preview: its `#Preview` closure or its `PreviewProvider`'s `previews`,
    /// evaluated as a view builder.
    func previewView(_ preview: PreviewCode) throws -> any View {
        let value: Value
        switch preview.body {
        case .macro(let body, _):
            value = try evaluateComputedFromLibrary(body, owner: nil, at: preview.position)
        case .provider(let type):
            guard case .computed(let previews)? = type.staticMembers["previews"] else {
                throw error(.unknownName, preview.position, "'\(type.name)' conforms to PreviewProvider but has no 'previews'")
            }
            value = try evaluateComputedFromLibrary(previews, owner: nil, at: preview.position)
        }
        return try view(value, at: preview.position)
    }

    /// The traits of a `#Preview` (`traits: .landscapeLeft, .sizeThatFitsLayout`), in order.
    func previewTraits(_ preview: PreviewCode) throws -> [PreviewTrait] {
        guard case .macro(_, let traits) = preview.body else { return [] }
        active += 1
        defer { active -= 1 }
        return try traits.map { code in
            let value = try withFrame(code, owner: nil, function: nil) { f in try runBody(code, f) }
            do {
                return try convert(value, to: PreviewTrait.self, at: code.position)
            } catch is Mismatch {
                throw error(.badArguments, code.position,
                            "a preview trait is one of .sizeThatFitsLayout, .fixedLayout(width:height:), .portrait, .landscapeLeft, .landscapeRight, not \(value.typeName)")
            }
        }
    }
}
