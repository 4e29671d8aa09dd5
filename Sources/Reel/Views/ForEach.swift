/// Views made from the elements of a collection, each identified by its element's id, flattened
/// into the enclosing container.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    /// The elements.
    public var data: Data
    /// How each element is identified.
    public var idKeyPath: KeyPath<Data.Element, ID>
    /// The view for one element.
    public var content: (Data.Element) -> Content

    /// Views for `data`, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.idKeyPath = id
        self.content = content
    }
    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }

    package func makeNode(in context: ResolveContext) -> ViewNode {
        var children: [ViewNode] = []
        children.reserveCapacity(data.count)
        var seen = Set<AnyHashable>()
        for element in data {
            let id = AnyHashable(element[keyPath: idKeyPath])
            if !seen.insert(id).inserted {
                context.diagnostics.warning("the id \(id) is used by more than one element; those views share one identity and animate as one",
                                            view: "ForEach")
            }
            children.append(context.resolve(content(element), identity: .explicit(id)))
        }
        return ViewNode(.group, children: children)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for identifiable elements.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for a constant range of integers, each identified by its integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach {
    /// Views for the elements of the collection `data` is bound to, each given a binding to its
    /// element (`ForEach($items, id: \.name) { $item in … }`) and identified by `id` of the element.
    public init<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>, id: KeyPath<C.Element, ID>,
                                                             @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
        where Data == Binding<C> {
        self.init(data, id: (\Binding<C.Element>.wrappedValue).appending(path: id), content: content)
    }

    /// Views for the identifiable elements of the collection `data` is bound to, each given a
    /// binding to its element (`ForEach($items) { $item in Toggle(item.title, isOn: $item.done) }`).
    public init<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
        where Data == Binding<C>, C.Element: Identifiable, ID == C.Element.ID {
        self.init(data, id: \C.Element.id, content: content)
    }
}
