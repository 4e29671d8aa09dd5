import Foundation
import Reel

extension Vocabulary {
    /// Registers transitions, clipping, masks and visual effects.
    mutating func registerEffects() {
        registerTransitions()
        registerEdges()
        registerAffineTransforms()
        registerProjectionTransforms()

        // Clipping and masks.
        modifier("clipShape(_shape style:?)") { v, i in
            v.clipShape(AnyShape(try i.get("shape", as: (any Shape).self)), style: try i.get("style", default: FillStyle()))
        }
        modifier("clipped(antialiased:?)") { v, i in v.clipped(antialiased: try i.get("antialiased", default: false)) }
        modifier("cornerRadius(_radius antialiased:?)") { v, i in
            v.cornerRadius(try i.get("radius", as: CGFloat.self), antialiased: try i.get("antialiased", default: true))
        }
        // `mask(view)` first; a closure is not a view, so `mask { ... }` falls through to the
        // builder form.
        modifier("mask(_mask)") { v, i in v.mask(try i.get("mask", as: (any View).self)) }
        modifier("mask(alignment:? _mask{})") { v, i in
            let alignment = try i.get("alignment", default: Alignment.center)
            let content = try i.views("mask")
            return v.mask(alignment: alignment) { ScriptContentView(content) }
        }

        // Drawing.
        modifier("hidden()") { v, _ in v.hidden() }
        modifier("drawingGroup(opaque:?)") { v, i in v.drawingGroup(opaque: try i.get("opaque", default: false)) }
        modifier("transformEffect(_transform)") { v, i in v.transformEffect(try i.get("transform", as: CGAffineTransform.self)) }

        // Matched geometry: the namespace is a `Namespace.ID` value.
        modifier("matchedGeometryEffect(id: in: properties:? anchor:? isSource:?)") { v, i in
            let id = i.argument("id")!
            let identity = try Vocabulary.identity(of: id.value, keyPath: nil, interpreter: i.interpreter, at: id.node)
            return v.matchedGeometryEffect(id: identity, in: try i.get("in", as: Namespace.ID.self),
                                           properties: try i.get("properties", default: MatchedGeometryProperties.frame),
                                           anchor: try i.get("anchor", default: UnitPoint.center), isSource: try i.get("isSource", default: true))
        }
        constants("MatchedGeometryProperties", ["position": MatchedGeometryProperties.position, "size": MatchedGeometryProperties.size,
                                                "frame": MatchedGeometryProperties.frame])
    }

    /// `AnyTransition`'s members and `combined(with:)`.
    private mutating func registerTransitions() {
        constants("AnyTransition", [
            "opacity": AnyTransition.opacity, "identity": AnyTransition.identity,
            "scale": AnyTransition.scale, "slide": AnyTransition.slide,
        ])
        staticMethod("AnyTransition", "scale(scale: anchor:?)") { i in
            AnyTransition.scale(scale: try i.get("scale", as: CGFloat.self), anchor: try i.get("anchor", default: .center))
        }
        staticMethod("AnyTransition", "move(edge:)") { AnyTransition.move(edge: try $0.get("edge")) }
        staticMethod("AnyTransition", "offset(_offset)") { AnyTransition.offset(try $0.get("offset", as: CGSize.self)) }
        staticMethod("AnyTransition", "offset(x:? y:?)") { i in
            AnyTransition.offset(x: try i.get("x", default: 0), y: try i.get("y", default: 0))
        }
        staticMethod("AnyTransition", "push(from:)") { AnyTransition.push(from: try $0.get("from")) }
        staticMethod("AnyTransition", "asymmetric(insertion: removal:)") { i in
            AnyTransition.asymmetric(insertion: try i.get("insertion"), removal: try i.get("removal"))
        }
        staticMethod("AnyTransition", "modifier(active: identity:)") { i in
            let active = try i.get("active", as: (any ViewModifier).self)
            let identity = try i.get("identity", as: (any ViewModifier).self)
            return try Vocabulary.modifierTransition(active, identity: identity, at: i)
        }
        method("animation(_animation)") { i in
            .native(try i.receiver(as: AnyTransition.self).animation(try i.optional("animation", as: Animation.self)))
        }
        method("combined(with:)") { i in
            .native(try i.receiver(as: AnyTransition.self).combined(with: try i.get("with", as: AnyTransition.self)))
        }
    }

    /// `.modifier(active:identity:)` with both modifiers of the type of `active`, as Swift requires.
    /// (The file's modifier structs are all one Swift type, so their struct names are compared.)
    private static func modifierTransition<E: ViewModifier>(_ active: E, identity: any ViewModifier, at i: Invocation) throws -> AnyTransition {
        let activeValue = i.argument("active")!.value, identityValue = i.argument("identity")!.value
        var mismatched = !(identity is E)
        if case .instance(let a) = activeValue, case .instance(let b) = identityValue, a.type !== b.type { mismatched = true }
        guard !mismatched, let same = identity as? E else {
            throw Mismatch(message: "'identity:' of modifier expects \(activeValue.typeName) like 'active:', got \(identityValue.typeName)",
                           node: i.argument("identity")!.node, isComplete: true)
        }
        return AnyTransition.modifier(active: active, identity: same)
    }

    /// `CGAffineTransform`, for `transformEffect(_:)`: its initialisers, constants and methods.
    private mutating func registerAffineTransforms() {
        let name = "CGAffineTransform"
        func cg(_ i: Invocation, _ key: String) throws -> CGFloat { try i.get(key, as: CGFloat.self) }
        initializer(name, "CGAffineTransform(a: b: c: d: tx: ty:)") { i in
            CGAffineTransform(a: try cg(i, "a"), b: try cg(i, "b"), c: try cg(i, "c"), d: try cg(i, "d"), tx: try cg(i, "tx"), ty: try cg(i, "ty"))
        }
        initializer(name, "CGAffineTransform(_a _b _c _d _tx _ty)") { i in
            CGAffineTransform(try cg(i, "a"), try cg(i, "b"), try cg(i, "c"), try cg(i, "d"), try cg(i, "tx"), try cg(i, "ty"))
        }
        initializer(name, "CGAffineTransform()") { _ in CGAffineTransform() }
        initializer(name, "CGAffineTransform(translationX: y:)") { i in CGAffineTransform(translationX: try cg(i, "translationX"), y: try cg(i, "y")) }
        initializer(name, "CGAffineTransform(scaleX: y:)") { i in CGAffineTransform(scaleX: try cg(i, "scaleX"), y: try cg(i, "y")) }
        initializer(name, "CGAffineTransform(rotationAngle:)") { i in CGAffineTransform(rotationAngle: try cg(i, "rotationAngle")) }
        constants(name, ["identity": CGAffineTransform.identity])
        staticMethod(name, "rotation(_angle about:)") { i in CGAffineTransform.rotation(try i.get("angle"), about: try i.get("about")) }
        staticMethod(name, "scale(x: y: about:)") { i in CGAffineTransform.scale(x: try cg(i, "x"), y: try cg(i, "y"), about: try i.get("about")) }
        staticMethod(name, "about(_pivot _transform)") { i in CGAffineTransform.about(try i.get("pivot"), try i.get("transform")) }
        method("concatenating(_transform)") { i in
            .native(try i.receiver(as: CGAffineTransform.self).concatenating(try i.get("transform", as: CGAffineTransform.self)))
        }
        method("translatedBy(x: y:)") { i in .native(try i.receiver(as: CGAffineTransform.self).translatedBy(x: try cg(i, "x"), y: try cg(i, "y"))) }
        method("scaledBy(x: y:)") { i in .native(try i.receiver(as: CGAffineTransform.self).scaledBy(x: try cg(i, "x"), y: try cg(i, "y"))) }
        method("rotated(by:)") { i in .native(try i.receiver(as: CGAffineTransform.self).rotated(by: try cg(i, "by"))) }
        method("inverted()") { i in .native(try i.receiver(as: CGAffineTransform.self).inverted()) }
    }

    /// `ProjectionTransform`, which a `GeometryEffect`'s `effectValue(size:)` returns: its
    /// initialisers, its nine entries (read and written), and its methods.
    private mutating func registerProjectionTransforms() {
        let name = "ProjectionTransform"
        initializer(name, "ProjectionTransform()") { _ in ProjectionTransform() }
        initializer(name, "ProjectionTransform(_transform)") { i in ProjectionTransform(try i.get("transform", as: CGAffineTransform.self)) }
        let entries: [(String, WritableKeyPath<ProjectionTransform, CGFloat>)] = [
            ("m11", \.m11), ("m12", \.m12), ("m13", \.m13), ("m21", \.m21), ("m22", \.m22), ("m23", \.m23),
            ("m31", \.m31), ("m32", \.m32), ("m33", \.m33),
        ]
        for (entry, path) in entries {
            property(entry, of: ProjectionTransform.self, get: { Double($0[keyPath: path]) }, set: { projection, value, interpreter in
                projection[keyPath: path] = try interpreter.convert(value, to: CGFloat.self, at: .start)
            })
        }
        property("isIdentity", of: ProjectionTransform.self) { $0.isIdentity }
        property("isAffine", of: ProjectionTransform.self) { $0.isAffine }
        method("concatenating(_transform)") { i in
            .native(try i.receiver(as: ProjectionTransform.self).concatenating(try i.get("transform", as: ProjectionTransform.self)))
        }
        method("inverted()") { i in .native(try i.receiver(as: ProjectionTransform.self).inverted()) }
        method("ignoredByLayout()") { i in .native(Vocabulary.ignoredByLayout(try i.receiver(as: (any GeometryEffect).self))) }
    }

    /// `effect.ignoredByLayout()` for an effect of unknown type.
    static func ignoredByLayout<E: GeometryEffect>(_ effect: E) -> any ViewModifier { effect.ignoredByLayout() }

    /// `Edge` and `Edge.Set`.
    private mutating func registerEdges() {
        var edges: [String: Any] = [:]
        for edge in Edge.allCases { edges["\(edge)"] = edge }
        constants("Edge", edges)
        type("Edge") { $0.staticProperties["Set"] = { _ in .type(.library("Edge.Set")) } }
        constants("Edge.Set", [
            "top": Edge.Set.top, "leading": Edge.Set.leading, "bottom": Edge.Set.bottom, "trailing": Edge.Set.trailing,
            "horizontal": Edge.Set.horizontal, "vertical": Edge.Set.vertical, "all": Edge.Set.all,
        ])
        initializer("Edge.Set", "Edge.Set(_edge)") { Edge.Set(try $0.get("edge", as: Edge.self)) }
    }
}
