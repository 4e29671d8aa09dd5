import Foundation

/// A value that views pass up to their ancestors, combined across a subtree with `reduce`, as
/// SwiftUI's `PreferenceKey`.
public protocol PreferenceKey {
    /// The type of value passed up.
    associatedtype Value
    /// The value of a subtree that sets none.
    static var defaultValue: Value { get }
    /// Combines the value so far with the next view's, in view order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// A preference set by a view: its key and how the value follows from the view's frame.
package struct PreferenceWriter {
    /// The key's type.
    package let key: ObjectIdentifier
    /// The value, given the view's frame in scene coordinates.
    package let value: (CGRect) -> Any
}

/// A reader of a subtree's preference that builds an overlay or background from it.
package struct PreferenceReader {
    /// Whether the built content goes beneath the view.
    package let isBackground: Bool
    /// The reduced value of the key over a placed subtree.
    package let collect: (LayoutBox) -> Any
    /// The content for a value.
    package let build: (Any) -> ViewNode
}

/// A preference key with its type erased: what the engine needs of a key (its identity, its
/// default and its `reduce`), so keys that are not Swift types (declared in a scene file) work the
/// same way as compiled ones.
package struct ErasedPreferenceKey {
    /// The key's identity.
    package let id: ObjectIdentifier
    /// The key's `defaultValue`.
    package let defaultValue: () -> Any
    /// The key's `reduce(value:nextValue:)`.
    package let reduce: (inout Any, () -> Any) -> Void

    /// A key of identity `id` with its default value and reduction.
    package init(id: ObjectIdentifier, defaultValue: @escaping () -> Any, reduce: @escaping (inout Any, () -> Any) -> Void) {
        self.id = id
        self.defaultValue = defaultValue
        self.reduce = reduce
    }

    /// The compiled key `K`.
    init<K: PreferenceKey>(_ key: K.Type) {
        self.init(id: ObjectIdentifier(key), defaultValue: { K.defaultValue }, reduce: { value, next in
            var typed = value as! K.Value
            K.reduce(value: &typed) { next() as! K.Value }
            value = typed
        })
    }
}

/// Reduces preferences over placed boxes.
package enum PreferenceCollector {
    /// The value of `key` over `box`'s subtree: a view that sets the key itself gives its own
    /// value; otherwise its children's values are reduced in order.
    package static func value(_ key: ErasedPreferenceKey, in box: LayoutBox) -> Any {
        var result: Any?
        collect(key, box, into: &result)
        return result ?? key.defaultValue()
    }

    private static func collect(_ key: ErasedPreferenceKey, _ box: LayoutBox, into result: inout Any?) {
        if case .modifier(.preference(let writer)) = box.kind, writer.key == key.id {
            let value = writer.value(box.frame)
            if result == nil {
                result = value
            } else {
                key.reduce(&result!) { value }
            }
            return
        }
        for child in box.children { collect(key, child, into: &result) }
    }
}

extension View {
    /// Passes `value` up for `key`.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> _ModifiedView<Self> {
        preference(key: ErasedPreferenceKey(key), value: value)
    }

    /// Passes `value` up for the erased `key`.
    package func preference(key: ErasedPreferenceKey, value: Any) -> _ModifiedView<Self> {
        modified(.preference(PreferenceWriter(key: key.id, value: { _ in value })))
    }

    /// Passes up a value made from an anchor on this view's geometry (its bounds, a point, …),
    /// which an ancestor resolves with `GeometryProxy`'s subscript.
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> _ModifiedView<Self> {
        anchorPreference(key: ErasedPreferenceKey(key), value: value, transform: transform)
    }

    /// Passes up for the erased `key` a value made from an anchor on this view's geometry.
    package func anchorPreference<A>(key: ErasedPreferenceKey, value: Anchor<A>.Source,
                                     transform: @escaping (Anchor<A>) -> Any) -> _ModifiedView<Self> {
        modified(.preference(PreferenceWriter(key: key.id, value: { frame in
            transform(Anchor(value: value.resolve(frame)))
        })))
    }

    /// Draws content built from this view's reduced value of `key` over the view, proposed the
    /// view's size. The value is read after this view is laid out, in the same frame.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                   @ViewBuilder _ transform: @escaping (K.Value) -> V) -> _PreferenceReadingView<Self> {
        preferenceValue(ErasedPreferenceKey(key), isBackground: false, alignment: alignment) { transform($0 as! K.Value) }
    }

    /// Draws content built from this view's reduced value of `key` under the view.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                      @ViewBuilder _ transform: @escaping (K.Value) -> V) -> _PreferenceReadingView<Self> {
        preferenceValue(ErasedPreferenceKey(key), isBackground: true, alignment: alignment) { transform($0 as! K.Value) }
    }

    /// Draws content built from this view's reduced value of the erased `key` over the view, or
    /// under it (`isBackground`).
    package func preferenceValue(_ key: ErasedPreferenceKey, isBackground: Bool, alignment: Alignment,
                                 _ transform: @escaping (Any) -> any View) -> _PreferenceReadingView<Self> {
        _PreferenceReadingView(content: self, isBackground: isBackground, alignment: alignment,
                               collect: { PreferenceCollector.value(key, in: $0) }, build: transform)
    }
}

/// A view that builds an overlay or background from its content's preferences.
public struct _PreferenceReadingView<Content: View>: View, PrimitiveView {
    let content: Content
    let isBackground: Bool
    let alignment: Alignment
    let collect: (LayoutBox) -> Any
    let build: (Any) -> any View
    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }
    package func makeNode(in context: ResolveContext) -> ViewNode {
        let build = self.build
        // Built after layout, with the state the reader was resolved in.
        let reader = PreferenceReader(isBackground: isBackground, collect: collect) { value in
            context.inResolvedState { context.resolve(build(value), identity: .index(1)) }
        }
        return ViewNode(modifier: .preferenceReader(reader, alignment), content: context.resolve(content, identity: .index(0)))
    }
}


/// An `onPreferenceChange` action: the reduced value of its key over its content, and what to do
/// with it.
package struct PreferenceObserver {
    /// The reduced value over a placed subtree.
    package let collect: (LayoutBox) -> Any
    /// Whether two collected values are equal.
    package let isEqual: (Any, Any) -> Bool
    /// The action, given a collected value.
    package let action: (Any) -> Void
}

extension View {
    /// Calls `action` with this view's reduced value of `key` once the frame is laid out.
    ///
    /// The action may set `@State`: the frame is then evaluated again with the new state (up to
    /// three times, until the value stops changing), so the value feeds the same frame's layout.
    /// Changes made this way do not animate.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> _ModifiedView<Self>
    where K.Value: Equatable {
        onPreferenceChange(ErasedPreferenceKey(key), isEqual: { ($0 as? K.Value) == ($1 as? K.Value) }, perform: { action($0 as! K.Value) })
    }

    /// Calls `action` with this view's reduced value of the erased `key` once the frame is laid
    /// out; `isEqual` tells whether two values are the same.
    package func onPreferenceChange(_ key: ErasedPreferenceKey, isEqual: @escaping (Any, Any) -> Bool,
                                    perform action: @escaping (Any) -> Void) -> _ModifiedView<Self> {
        modified(.preferenceObserver(PreferenceObserver(collect: { PreferenceCollector.value(key, in: $0) }, isEqual: isEqual, action: action)))
    }
}
