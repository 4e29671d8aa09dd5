import Foundation
import Reel

/// A layout struct of a scene file: the engine calls its `sizeThatFits`, `placeSubviews`,
/// `makeCache`, `updateCache`, `spacing` and `explicitAlignment` as it calls a compiled layout's, and they
/// run in the interpreter. The subviews are given as an array of `LayoutSubview`s (so `count`,
/// `indices`, `map`, `enumerated()` and `for … in` work as on SwiftUI's collection), the proposal
/// as a `ProposedViewSize`, the cache as the file's own value (a struct of the file, or `()`),
/// written back after each call that changes it, as Swift's `inout` does.
///
/// Its `animatableData`, when declared, is read and set through the interpreter, so a layout
/// parameter animates as a compiled layout's does.
struct UserLayout: Layout {
    /// The struct's value.
    var instance: Instance
    /// The interpreter that runs its code.
    let interpreter: Interpreter

    /// The name of the layout struct whose `placeSubviews` runs on this task, for the errors of
    /// its placements (`LayoutAnswerCheck`).
    @TaskLocal static var placing: String?

    /// The layout's cache: the value its `makeCache(subviews:)` returned (`()` without one).
    struct Cache {
        /// The file's value.
        var value: Value
    }

    /// The layout's `animatableData`, boxed; the zero of every type when it declares none.
    var animatableData: _AnyAnimatableData {
        get { interpreter.animatableData(of: instance) }
        set { interpreter.setAnimatableData(newValue, of: &instance) }
    }

    func makeCache(subviews: LayoutSubviews) -> Cache {
        guard let code = instance.type.methods["makeCache"] else { return Cache(value: .void) }
        let (result, _) = run(code, [("subviews", subviewsValue(subviews))], fallback: .void)
        return Cache(value: result)
    }

    func updateCache(_ cache: inout Cache, subviews: LayoutSubviews) {
        guard let code = instance.type.methods["updateCache"] else {
            cache = makeCache(subviews: subviews)
            return
        }
        let (_, final) = run(code, [(nil, cache.value), ("subviews", subviewsValue(subviews))], fallback: .void)
        if let value = final[0] { cache.value = value }
    }

    /// The file's `spacing(subviews:cache:)` (a method of another signature named `spacing` is
    /// the file's own helper); without one, the union of the subviews' spacings, as SwiftUI's
    /// default.
    func spacing(subviews: LayoutSubviews, cache: inout Cache) -> ViewSpacing {
        guard let code = instance.type.methods["spacing"], case .declared(let parameters) = code.parameters,
              parameters.map(\.label) == ["subviews", "cache"] else {
            return subviews.reduce(into: ViewSpacing()) { $0.formUnion($1.spacing) }
        }
        let (result, final) = run(code, [("subviews", subviewsValue(subviews)), ("cache", cache.value)], fallback: .native(ViewSpacing()))
        if let value = final[1] { cache.value = value }
        do {
            return try interpreter.convert(result, to: ViewSpacing.self, at: code.position)
        } catch {
            interpreter.report(interpreter.error(.badArguments, code.position, "spacing(subviews:cache:) must return a ViewSpacing, not \(result.typeName)"),
                               at: code.position)
            return ViewSpacing()
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) -> CGSize {
        guard let code = instance.type.methods["sizeThatFits"] else { return .zero }
        let (result, final) = run(code, [("proposal", .native(proposal)), ("subviews", subviewsValue(subviews)), ("cache", cache.value)],
                                  fallback: .native(CGSize.zero))
        if let value = final[2] { cache.value = value }
        do {
            let size = try interpreter.convert(result, to: CGSize.self, at: code.position)
            if let problem = LayoutAnswerCheck.size(size, proposal: proposal, layout: instance.type.name) {
                interpreter.report(interpreter.error(.invalidValue, code.position, problem), at: code.position)
                return .zero
            }
            return size
        } catch {
            interpreter.report(interpreter.error(.badArguments, code.position, "sizeThatFits(proposal:subviews:cache:) must return a CGSize, not \(result.typeName)"),
                               at: code.position)
            return .zero
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) {
        guard let code = instance.type.methods["placeSubviews"] else { return }
        let (_, final) = UserLayout.$placing.withValue(instance.type.name) { run(code, [("in", .native(bounds)), ("proposal", .native(proposal)), ("subviews", subviewsValue(subviews)),
                                    ("cache", cache.value)], fallback: .void) }
        if let value = final[3] { cache.value = value }
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, cache: inout Cache) -> CGFloat? {
        explicitGuide(.native(guide), horizontal: true, bounds, proposal, subviews, &cache)
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, cache: inout Cache) -> CGFloat? {
        explicitGuide(.native(guide), horizontal: false, bounds, proposal, subviews, &cache)
    }

    /// The file's `explicitAlignment(of:in:proposal:subviews:cache:)`, for the guides of the axis
    /// its `of` parameter is declared with (`HorizontalAlignment` or `VerticalAlignment`).
    private func explicitGuide(_ guide: Value, horizontal: Bool, _ bounds: CGRect, _ proposal: ProposedViewSize,
                               _ subviews: LayoutSubviews, _ cache: inout Cache) -> CGFloat? {
        guard let code = instance.type.methods["explicitAlignment"], case .declared(let parameters) = code.parameters,
              let first = parameters.first, first.type.name == (horizontal ? "HorizontalAlignment" : "VerticalAlignment") else { return nil }
        let (result, final) = run(code, [("of", guide), ("in", .native(bounds)), ("proposal", .native(proposal)),
                                         ("subviews", subviewsValue(subviews)), ("cache", cache.value)], fallback: .optional(nil))
        if let value = final[4] { cache.value = value }
        switch result.unwrapped {
        case .double(let v): return CGFloat(v)
        case .int(let v): return CGFloat(v)
        default: return nil
        }
    }

    /// The subviews as the file sees them: an array of `LayoutSubview`s.
    private func subviewsValue(_ subviews: LayoutSubviews) -> Value { .array(subviews.map { Value.native($0) }) }

    /// Runs the method `code` with labelled `arguments`; its result (`fallback` when it fails,
    /// the error reported) and the final values of its `inout` parameters by argument index.
    private func run(_ code: Code, _ arguments: [(String?, Value)], fallback: Value) -> (Value, [Int: Value]) {
        interpreter.runFromLibrary(code, owner: instance, arguments.map { (label: $0.0, value: $0.1) }) { ($0, $1) } ?? (fallback, [:])
    }
}
