import Foundation
import Reel

extension Vocabulary {
    /// The rest of the library: views, shapes, paths and modifiers. Each group registers itself.
    mutating func registerLibrary() {
        registerViews()
        registerShapes()
        registerPaths()
        registerModifiers()
        registerPaint()
        registerSystemLook()
        registerText()
        registerEffects()
        registerLayout()
        registerLayoutProtocol()
        registerPreferences()
        registerCanvas()
        registerTimeViews()
        registerParticles()
        registerViewEvents()
        registerAssets()
        registerPreviews()
        registerModels()
        registerIdentifiers()
        registerControls()
        registerAppShell()
        registerInteraction()
        registerShapeShorthands()
        registerResolvedDrawing()
        registerSymbolEffects()
        registerMeshGradient()
        registerSound()
    }

    /// Containers, text, `ForEach` and the simple views.
    mutating func registerViews() {
        initializer("ZStack", "ZStack(alignment:? content:{})") { i in
            let content = try i.views("content")
            return ZStack(alignment: try i.get("alignment", default: .center)) { ScriptContentView(content) }
        }
        initializer("HStack", "HStack(alignment:? spacing:? content:{})") { i in
            let content = try i.views("content")
            return HStack(alignment: try i.get("alignment", default: .center), spacing: try i.optional("spacing", as: CGFloat.self)) { ScriptContentView(content) }
        }
        initializer("VStack", "VStack(alignment:? spacing:? content:{})") { i in
            let content = try i.views("content")
            return VStack(alignment: try i.get("alignment", default: .center), spacing: try i.optional("spacing", as: CGFloat.self)) { ScriptContentView(content) }
        }
        initializer("Group", "Group(content:{})") { i in
            let content = try i.views("content")
            return Group { ScriptContentView(content) }
        }
        initializer("Spacer", "Spacer(minLength:?)") { Spacer(minLength: try $0.optional("minLength", as: CGFloat.self)) }
        initializer("EmptyView", "EmptyView()") { _ in EmptyView() }
        initializer("AnyView", "AnyView(_view)") { AnyView(try $0.get("view", as: (any View).self)) }
        initializer("Text", "Text(_content)") { Text(try $0.text("content")) }
        initializer("Text", "Text(verbatim:)") { Text(verbatim: try $0.text("verbatim")) }
        initializer("ForEach", "ForEach(_data id:? content:{})") { i -> Any in
            let data = i.argument("data")!
            if case .range(.int(let a), .int(let b), false) = data.value, !i.has("id") {
                let limit = i.interpreter.limits.views
                let (count, overflow) = b.subtractingReportingOverflow(a)
                guard !overflow, count <= limit else {
                    throw i.interpreter.error(.limit, data.node, "ForEach over \(a)..<\(b) would make more than the limit of \(limit) views")
                }
                return ForEach(a..<b, content: try i.viewContent("content") { Value.int($0) })
            }
            let keyPath = try i.optional("id", as: ScriptKeyPath.self)
            let identified = try i.interpreter.identifiedElements(data.value, keyPath: keyPath, at: data.node)
            let content = try i.viewContent("content") { (element: ScriptElement) in element.value }
            return ForEach(identified, id: \.id, content: content)
        }

        // Colours are views too.
        type("Color") { _ in }
    }

    /// The identity of a `ForEach` element: the element itself (`\.self`, or a range's integers),
    /// the property the key path names, or without a key path an instance's `id` (`Identifiable`). Ids hash as the compiled scene's ids do.
    static func identity(of element: Value, keyPath: ScriptKeyPath?, interpreter: Interpreter, at node: ScriptPosition) throws -> AnyHashable {
        var value = element
        // Without `id:`, an instance with an `id` property, stored or computed
        // (`var id: String { name }`), is identified by it (`Identifiable`).
        if keyPath == nil, case .instance(let instance) = element, !instance.type.isEnum {
            if let index = instance.type.storedIndex("id") {
                value = interpreter.read(instance.fields[index], isState: instance.object != nil)
            } else if let property = instance.type.computed["id"] {
                value = try interpreter.evaluateComputed(property, owner: SelfBinding(instance), at: node)
            }
        }
        if let keyPath { value = try interpreter.apply(keyPath, to: value, at: node) }
        switch value {
        case .int(let v): return AnyHashable(v)
        case .double(let v): return AnyHashable(v)
        case .string(let v): return AnyHashable(v)
        case .bool(let v): return AnyHashable(v)
        case .instance(let instance) where instance.object != nil:
            // An object is identified by which object it is, as a class's `ObjectIdentifier` is.
            return AnyHashable(instance.object!)
        case .instance(let instance) where instance.type.methods["hash"] != nil:
            // A struct with its own `hash(into:)`: identified by the values it combines (equal
            // values by its `==` combine the same ones, as `Hashable` requires).
            let combined = try interpreter.userHashValues(of: instance, at: node) ?? []
            return AnyHashable(ScriptEquatable(.array([.string(instance.type.name)] + combined)))
        case .instance(let instance) where instance.type.isEnum:
            // A case is identified by its enum and name.
            return AnyHashable(instance.type.name + "." + instance.description)
        case _ where value.nativeValue is AnyHashable: return value.nativeValue as! AnyHashable
        case .instance, .tuple, .array:
            // A `Hashable` struct of the file (`ForEach(members, id: \.self)`): by its value.
            return AnyHashable(ScriptEquatable(value))
        default: throw interpreter.error(.badArguments, node, "ForEach ids must be numbers, strings or other hashable values, not \(value.typeName)")
        }
    }

    /// Built-in shapes and drawing a shape with a style.
    mutating func registerShapes() {
        initializer("Circle", "Circle()") { _ in Circle() }
        initializer("Rectangle", "Rectangle()") { _ in Rectangle() }
        initializer("Ellipse", "Ellipse()") { _ in Ellipse() }
        initializer("Capsule", "Capsule(style:?)") { Capsule(style: try $0.get("style", default: .circular)) }
        initializer("RoundedRectangle", "RoundedRectangle(cornerRadius: style:?)") {
            RoundedRectangle(cornerRadius: try $0.get("cornerRadius"), style: try $0.get("style", default: .continuous))
        }
        initializer("RoundedRectangle", "RoundedRectangle(cornerSize: style:?)") {
            RoundedRectangle(cornerSize: try $0.get("cornerSize"), style: try $0.get("style", default: .continuous))
        }
        initializer("RegularPolygon", "RegularPolygon(sides:)") { RegularPolygon(sides: try $0.count("sides", atMost: RenderLimits.polygonSides)) }
        initializer("Star", "Star(points:? innerRadiusFraction:?)") {
            Star(points: try $0.count("points", atMost: RenderLimits.starPoints, default: 5),
                 innerRadiusFraction: try $0.get("innerRadiusFraction", default: 0.382))
        }
        constants("RoundedCornerStyle", ["circular": RoundedCornerStyle.circular, "continuous": RoundedCornerStyle.continuous])

        method("fill(_content? style:?)") { i in
            let shape = AnyShape(try i.receiver(as: (any Shape).self))
            let style = try i.get("style", default: FillStyle())
            if let content = try i.optional("content", as: (any ShapeStyle).self) { return .native(shape.fill(AnyShapeStyle(content), style: style)) }
            return .native(shape.fill(style: style))
        }
        method("stroke(_content style:)") { i in
            .native(AnyShape(try i.receiver(as: (any Shape).self)).stroke(AnyShapeStyle(try i.get("content", as: (any ShapeStyle).self)), style: try i.get("style", as: StrokeStyle.self)))
        }
        method("stroke(_content lineWidth:?)") { i in
            .native(AnyShape(try i.receiver(as: (any Shape).self)).stroke(AnyShapeStyle(try i.get("content", as: (any ShapeStyle).self)), lineWidth: try i.get("lineWidth", default: 1)))
        }
        method("stroke(style:)") { i in .native(AnyShape(try i.receiver(as: (any Shape).self)).stroke(style: try i.get("style"))) }
        method("stroke(lineWidth:?)") { i in .native(AnyShape(try i.receiver(as: (any Shape).self)).stroke(lineWidth: try i.get("lineWidth", default: 1))) }
        method("strokeBorder(_content style:)") { i in
            .native(AnyShape(try Vocabulary.insettable(i)).strokeBorder(AnyShapeStyle(try i.get("content", as: (any ShapeStyle).self)), style: try i.get("style", as: StrokeStyle.self)))
        }
        method("strokeBorder(_content lineWidth:?)") { i in
            .native(AnyShape(try Vocabulary.insettable(i)).strokeBorder(AnyShapeStyle(try i.get("content", as: (any ShapeStyle).self)), lineWidth: try i.get("lineWidth", default: 1)))
        }
        method("strokeBorder(style:)") { i in .native(AnyShape(try Vocabulary.insettable(i)).strokeBorder(style: try i.get("style"))) }
        method("strokeBorder(lineWidth:?)") { i in .native(AnyShape(try Vocabulary.insettable(i)).strokeBorder(lineWidth: try i.get("lineWidth", default: 1))) }
        // `Circle().inset(by: 10)`: the library shape's own inset (a shape of the file runs its
        // own `inset(by:)`, found among its methods first).
        method("inset(by:)") { i in .native(Vocabulary.inset(try Vocabulary.insettable(i), by: try i.get("by", as: CGFloat.self))) }
        registerShapeTransforms()
        method("trim(from:? to:?)") { i in
            .native(AnyShape(try i.receiver(as: (any Shape).self)).trim(from: try i.get("from", default: 0), to: try i.get("to", default: 1)))
        }
        initializer("StrokeStyle", "StrokeStyle(lineWidth:? lineCap:? lineJoin:? miterLimit:? dash:? dashPhase:?)") { i in
            let dash = try i.optionalArray("dash", of: CGFloat.self) ?? []
            try i.check("dash", dash.count > RenderLimits.dashPatternLength,
                        "the dash pattern has \(dash.count) lengths, more than the limit of \(RenderLimits.grouped(RenderLimits.dashPatternLength))")
            return StrokeStyle(lineWidth: try i.get("lineWidth", default: 1), lineCap: try i.get("lineCap", default: .butt),
                               lineJoin: try i.get("lineJoin", default: .miter), miterLimit: try i.get("miterLimit", default: 10),
                               dash: dash, dashPhase: try i.get("dashPhase", default: 0))
        }
        constants("CGLineCap", ["butt": CGLineCap.butt, "round": CGLineCap.round, "square": CGLineCap.square])
        constants("CGLineJoin", ["miter": CGLineJoin.miter, "round": CGLineJoin.round, "bevel": CGLineJoin.bevel])
        initializer("FillStyle", "FillStyle(eoFill:? antialiased:?)") { i in
            FillStyle(eoFill: try i.get("eoFill", default: false), antialiased: try i.get("antialiased", default: true))
        }
    }

    /// The receiver of `strokeBorder` or `inset(by:)` as an insettable shape; a shape of the
    /// file that conforms only to `Shape` is told how to become one.
    static func insettable(_ i: Invocation) throws -> any InsettableShape {
        do {
            return try i.receiver(as: (any InsettableShape).self)
        } catch var mismatch as Mismatch {
            if case .instance(let instance) = i.receiver, instance.type.conformance == .shape {
                let name = i.signature.name, type = instance.type.name
                mismatch.describe("'\(name)' needs an InsettableShape and '\(type)' is a Shape: declare 'struct \(type): InsettableShape' "
                                  + "with 'func inset(by amount: CGFloat) -> some InsettableShape', or use 'stroke'")
            }
            throw mismatch
        }
    }

    /// `shape` inset by `amount`, as the shape's own type insets it.
    static func inset<S: InsettableShape>(_ shape: S, by amount: CGFloat) -> any InsettableShape { shape.inset(by: amount) }

    /// `Path` and its building methods.
    mutating func registerPaths() {
        initializer("Path", "Path(_build{})") { i in
            let build = try i.function("build")
            let values = try i.interpreter.callUpdating(build, [.native(Path())], at: i.argument("build")!.node)
            return try i.interpreter.convert(values[0], to: Path.self, at: i.argument("build")!.node)
        }
        initializer("Path", "Path()") { _ in Path() }
        initializer("Path", "Path(_rect)") { Path(try $0.get("rect", as: CGRect.self)) }
        initializer("Path", "Path(ellipseIn:)") { Path(ellipseIn: try $0.get("ellipseIn")) }
        initializer("Path", "Path(roundedRect: cornerRadius: style:?)") {
            Path(roundedRect: try $0.get("roundedRect"), cornerRadius: try $0.get("cornerRadius"), style: try $0.get("style", default: .continuous))
        }
        registerPathTransforms()
        pathMethod("move(to:)") { p, i in p.move(to: try i.get("to")) }
        pathMethod("addLine(to:)") { p, i in p.addLine(to: try i.get("to")) }
        pathMethod("addQuadCurve(to: control:)") { p, i in p.addQuadCurve(to: try i.get("to"), control: try i.get("control")) }
        pathMethod("addCurve(to: control1: control2:)") { p, i in
            p.addCurve(to: try i.get("to"), control1: try i.get("control1"), control2: try i.get("control2"))
        }
        pathMethod("closeSubpath()") { p, _ in p.closeSubpath() }
        pathMethod("addLines(_points)") { p, i in p.addLines(try i.array("points", of: CGPoint.self)) }
        pathMethod("addRect(_rect)") { p, i in p.addRect(try i.get("rect")) }
        pathMethod("addEllipse(in:)") { p, i in p.addEllipse(in: try i.get("in")) }
        pathMethod("addRoundedRect(in: cornerSize: style:?)") { p, i in
            p.addRoundedRect(in: try i.get("in"), cornerSize: try i.get("cornerSize"), style: try i.get("style", default: .continuous))
        }
        pathMethod("addArc(center: radius: startAngle: endAngle: clockwise:)") { p, i in
            p.addArc(center: try i.get("center"), radius: try i.get("radius"), startAngle: try i.get("startAngle"),
                     endAngle: try i.get("endAngle"), clockwise: try i.get("clockwise"))
        }
        pathMethod("addRelativeArc(center: radius: startAngle: delta:)") { p, i in
            p.addRelativeArc(center: try i.get("center"), radius: try i.get("radius"), startAngle: try i.get("startAngle"), delta: try i.get("delta"))
        }
        pathMethod("addPath(_path)") { p, i in p.addPath(try i.get("path")) }
        method("offsetBy(dx: dy:)") { i in
            .native(try i.receiver(as: Path.self).offsetBy(dx: try i.get("dx", as: CGFloat.self), dy: try i.get("dy", as: CGFloat.self)))
        }
    }

    /// View modifiers.
    mutating func registerModifiers() {
        // Text's own forms come first: on a Text they return Text, as in Swift.
        method("font(_font)") { i in .native(try i.receiver(as: Text.self).font(try i.optional("font", as: Font.self))) }
        method("foregroundColor(_color)") { i in .native(try i.receiver(as: Text.self).foregroundColor(try i.optional("color", as: Color.self))) }
        modifier("font(_font)") { v, i in v.font(try i.optional("font", as: Font.self)) }
        modifier("foregroundColor(_color)") { v, i in v.foregroundColor(try i.optional("color", as: Color.self)) }
        modifier("foregroundStyle(_style)") { v, i in v.foregroundStyle(AnyShapeStyle(try i.get("style", as: (any ShapeStyle).self))) }
        modifier("frame(width:? height:? alignment:?)") { v, i in
            v.frame(width: try i.optional("width", as: CGFloat.self), height: try i.optional("height", as: CGFloat.self),
                    alignment: try i.get("alignment", default: .center))
        }
        modifier("frame(minWidth:? idealWidth:? maxWidth:? minHeight:? idealHeight:? maxHeight:? alignment:?)") { v, i in
            v.frame(minWidth: try i.optional("minWidth"), idealWidth: try i.optional("idealWidth"), maxWidth: try i.optional("maxWidth"),
                    minHeight: try i.optional("minHeight"), idealHeight: try i.optional("idealHeight"), maxHeight: try i.optional("maxHeight"),
                    alignment: try i.get("alignment", default: .center))
        }
        modifier("offset(_offset)") { v, i in v.offset(try i.get("offset", as: CGSize.self)) }
        modifier("offset(x:? y:?)") { v, i in v.offset(x: try i.get("x", default: 0), y: try i.get("y", default: 0)) }
        modifier("rotationEffect(_angle anchor:?)") { v, i in v.rotationEffect(try i.get("angle"), anchor: try i.get("anchor", default: .center)) }
        modifier("scaleEffect(_scale anchor:?)") { v, i in v.scaleEffect(try i.get("scale", as: CGFloat.self), anchor: try i.get("anchor", default: .center)) }
        modifier("scaleEffect(_scale anchor:?)") { v, i in v.scaleEffect(try i.get("scale", as: CGSize.self), anchor: try i.get("anchor", default: .center)) }
        modifier("scaleEffect(x:? y:? anchor:?)") { v, i in
            v.scaleEffect(x: try i.get("x", default: 1), y: try i.get("y", default: 1), anchor: try i.get("anchor", default: .center))
        }
        modifier("opacity(_opacity)") { v, i in v.opacity(try i.get("opacity")) }
        modifier("blendMode(_mode)") { v, i in v.blendMode(try i.get("mode")) }
        modifier("compositingGroup()") { v, _ in v.compositingGroup() }
        modifier("shadow(color:? radius: x:? y:?)") { v, i in
            v.shadow(color: try i.get("color", default: Color(white: 0, opacity: 0.33)), radius: try i.number("radius", atMost: RenderLimits.filterRadius),
                     x: try i.get("x", default: 0), y: try i.get("y", default: 0))
        }
        modifier("blur(radius: opaque:?)") { v, i in
            v.blur(radius: try i.number("radius", atMost: RenderLimits.filterRadius), opaque: try i.get("opaque", default: false))
        }
        modifier("zIndex(_value)") { v, i in v.zIndex(try i.get("value")) }
        modifier("padding(_length)") { v, i in v.padding(try i.get("length", as: CGFloat.self)) }
        modifier("padding(_insets)") { v, i in v.padding(try i.get("insets", as: EdgeInsets.self)) }
        modifier("padding(_edges? _length?)") { v, i in
            v.padding(try i.get("edges", default: Edge.Set.all), try i.optional("length", as: CGFloat.self))
        }
        modifier("transition(_transition)") { v, i in v.transition(try i.get("transition")) }
        modifier("animation(_animation value:)") { v, i in
            v.animation(try i.optional("animation", as: Animation.self), value: ScriptEquatable(i.argument("value")!.value))
        }
        modifier("animation(_animation)") { v, i in
            i.interpreter.warn("'animation(_:)' without a value is deprecated in SwiftUI: it animates every change inside the view; "
                               + "write 'animation(_:value:)' to animate when a value changes", at: i.node)
            return v.animatingEveryChange(try i.optional("animation", as: Animation.self))
        }
        modifier("id(_id)") { v, i in
            v.id(try Vocabulary.identity(of: i.argument("id")!.value, keyPath: nil, interpreter: i.interpreter, at: i.argument("id")!.node))
        }
        modifier("transaction(_transform{})") { v, i in
            let transform = try i.function("transform")
            let interpreter = i.interpreter
            let node = i.argument("transform")!.node
            return v.transaction { transaction in
                do {
                    let values = try interpreter.callUpdating(transform, [.native(transaction)], at: node)
                    transaction = try interpreter.convert(values[0], to: Transaction.self, at: node)
                } catch {
                    interpreter.report(error, at: node)
                }
            }
        }
        modifier("modifier(_modifier)") { v, i in
            return try Vocabulary.apply(try i.get("modifier", as: (any ViewModifier).self), to: v)
        }
        property("animation", of: Transaction.self, get: { $0.animation as Any }, set: { transaction, value, interpreter in
            transaction.animation = try interpreter.convert(value, to: Animation?.self, at: .start)
        })
        property("disablesAnimations", of: Transaction.self, get: { $0.disablesAnimations }, set: { transaction, value, interpreter in
            transaction.disablesAnimations = try interpreter.convert(value, to: Bool.self, at: .start)
        })
        initializer("Transaction", "Transaction(animation:?)") { Transaction(animation: try $0.optional("animation", as: Animation.self)) }
    }
}

extension Vocabulary {
    /// `view.modifier(modifier)` for a modifier of unknown type.
    static func apply<M: ViewModifier>(_ modifier: M, to view: AnyView) throws -> any View { view.modifier(modifier) }
}
