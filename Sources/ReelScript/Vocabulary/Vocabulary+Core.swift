import Foundation
import Reel

extension Vocabulary {
    /// The standard vocabulary: Swift's basics and the whole Reel library a scene file can use.
    nonisolated(unsafe) package static let standard: Vocabulary = {
        var vocabulary = Vocabulary()
        vocabulary.registerSwift()
        vocabulary.registerCore()
        vocabulary.registerAnimations()
        vocabulary.registerLibrary()
        vocabulary.finish()
        return vocabulary
    }()

    /// The scene, geometry, colours, the basic views and modifiers, and the timeline.
    mutating func registerCore() {
        initializer("SceneFormat", "SceneFormat(width: height: fps:? duration:? background:? scale:? seed:?)") { i in
            SceneFormat(width: try i.get("width"), height: try i.get("height"), fps: try i.get("fps", default: 60),
                        duration: try i.get("duration", default: 0), background: try i.get("background", default: Color.white),
                        scale: try i.get("scale", default: 1), seed: UInt64(max(0, try i.get("seed", default: 0) as Int)))
        }

        // Geometry.
        initializer("CGPoint", "CGPoint(x: y:)") { CGPoint(x: try $0.get("x", as: CGFloat.self), y: try $0.get("y", as: CGFloat.self)) }
        constants("CGPoint", ["zero": CGPoint.zero])
        initializer("CGSize", "CGSize(width: height:)") { CGSize(width: try $0.get("width", as: CGFloat.self), height: try $0.get("height", as: CGFloat.self)) }
        constants("CGSize", ["zero": CGSize.zero])
        initializer("CGRect", "CGRect(x: y: width: height:)") {
            CGRect(x: try $0.get("x", as: CGFloat.self), y: try $0.get("y", as: CGFloat.self),
                   width: try $0.get("width", as: CGFloat.self), height: try $0.get("height", as: CGFloat.self))
        }
        initializer("CGRect", "CGRect(origin: size:)") { CGRect(origin: try $0.get("origin"), size: try $0.get("size")) }
        constants("CGRect", ["zero": CGRect.zero])
        property("x", of: CGPoint.self, get: { $0.x }, set: { $0.x = try $2.convert($1, to: CGFloat.self, at: .start) })
        property("y", of: CGPoint.self, get: { $0.y }, set: { $0.y = try $2.convert($1, to: CGFloat.self, at: .start) })
        property("width", of: CGSize.self, get: { $0.width }, set: { $0.width = try $2.convert($1, to: CGFloat.self, at: .start) })
        property("height", of: CGSize.self, get: { $0.height }, set: { $0.height = try $2.convert($1, to: CGFloat.self, at: .start) })
        // Closures, not key paths: applying a key path costs hundreds of instructions per read.
        let rectangleMeasures: [(String, (CGRect) -> CGFloat)] = [
            ("minX", { $0.minX }), ("midX", { $0.midX }), ("maxX", { $0.maxX }), ("minY", { $0.minY }),
            ("midY", { $0.midY }), ("maxY", { $0.maxY }), ("width", { $0.width }), ("height", { $0.height }),
        ]
        for (name, get) in rectangleMeasures { property(name, of: CGRect.self, get) }
        property("origin", of: CGRect.self) { $0.origin }
        property("size", of: CGRect.self) { $0.size }
        method("insetBy(dx: dy:)") { i in .native(try i.receiver(as: CGRect.self).insetBy(dx: try i.get("dx", as: CGFloat.self), dy: try i.get("dy", as: CGFloat.self))) }
        method("offsetBy(dx: dy:)") { i in .native(try i.receiver(as: CGRect.self).offsetBy(dx: try i.get("dx", as: CGFloat.self), dy: try i.get("dy", as: CGFloat.self))) }

        initializer("Angle", "Angle(degrees:)") { Angle(degrees: try $0.get("degrees")) }
        initializer("Angle", "Angle(radians:)") { Angle(radians: try $0.get("radians")) }
        staticMethod("Angle", "degrees(_value)") { Angle.degrees(try $0.get("value")) }
        staticMethod("Angle", "radians(_value)") { Angle.radians(try $0.get("value")) }
        constants("Angle", ["zero": Angle.zero])
        property("degrees", of: Angle.self) { $0.degrees }
        property("radians", of: Angle.self) { $0.radians }
        for op in ["+", "-"] {
            infix(op) { lhs, rhs, interpreter in
                guard let a = lhs.native(as: Angle.self) else { return nil }
                let b: Angle
                if let angle = rhs.native(as: Angle.self) { b = angle }
                else if case .member = rhs { b = try interpreter.convert(rhs, to: Angle.self, at: .start) }
                else { return nil }
                return .native(op == "+" ? a + b : a - b)
            }
        }
        infix("*") { lhs, rhs, interpreter in
            if let a = lhs.native(as: Angle.self), case .int = rhs { return .native(a * (try interpreter.number(rhs, at: .start))) }
            if let a = lhs.native(as: Angle.self), case .double = rhs { return .native(a * (try interpreter.number(rhs, at: .start))) }
            if let a = rhs.native(as: Angle.self), case .int = lhs { return .native((try interpreter.number(lhs, at: .start)) * a) }
            if let a = rhs.native(as: Angle.self), case .double = lhs { return .native((try interpreter.number(lhs, at: .start)) * a) }
            return nil
        }
        infix("/") { lhs, rhs, interpreter in
            guard let a = lhs.native(as: Angle.self), let b = try? interpreter.number(rhs, at: .start) else { return nil }
            return .native(a / b)
        }

        // Animatable data of the file's shapes, modifiers and views.
        registerAnimatableData()

        // Colours.
        initializer("Color", "Color(red: green: blue: opacity:?)") {
            Color(red: try $0.get("red"), green: try $0.get("green"), blue: try $0.get("blue"), opacity: try $0.get("opacity", default: 1))
        }
        initializer("Color", "Color(white: opacity:?)") { Color(white: try $0.get("white"), opacity: try $0.get("opacity", default: 1)) }
        initializer("Color", "Color(hue: saturation: brightness: opacity:?)") {
            Color(hue: try $0.get("hue"), saturation: try $0.get("saturation"), brightness: try $0.get("brightness"),
                  opacity: try $0.get("opacity", default: 1))
        }
        initializer("Color", "Color(hex: opacity:?)") { i in
            if case .string(let text) = i.argument("hex")!.value {
                guard let color = Color(hex: text) else {
                    throw i.interpreter.error(.invalidValue, i.argument("hex")!.node, "'\(text)' is not a hex colour such as \"#FF8800\"")
                }
                return i.has("opacity") ? color.opacity(try i.get("opacity")) : color
            }
            let value = try i.get("hex", as: Int.self)
            guard value >= 0, value <= 0xFFFFFF else {
                throw i.interpreter.error(.invalidValue, i.argument("hex")!.node, "hex colour \(value) is outside 0x000000...0xFFFFFF")
            }
            return Color(hex: UInt32(value), opacity: try i.get("opacity", default: 1))
        }
        var colors: [String: Any] = [:]
        for (name, color) in Color.named { colors[name] = color }
        constants("Color", colors)
        method("opacity(_value)") { i in .native(try i.receiver(as: Color.self).opacity(try i.get("value"))) }
        // Protocol types are keyed by their name (`String(reflecting: (any View).self)` is `View`).
        // `ShapeStyle`'s own statics (`.secondary` as a level of the foreground style) come first.
        type("ShapeStyle", memberSources: ["any ShapeStyle", "Color"])
        type("AnyShapeStyle", memberSources: ["ShapeStyle"])
        type("View", memberSources: ["Color"])

        // Timeline.
        initializer("At", "At(_time _action{})") { i in
            let time = try i.get("time", as: Double.self)
            let action = try i.function("action")
            let interpreter = i.interpreter
            let node = i.argument("action")!.node
            let position = interpreter.error(.syntax, i.node, "")
            return At(time, position: position.location) {
                do { _ = try interpreter.call(action, [], at: node) } catch { interpreter.report(error, at: node) }
            }
        }
        function("withAnimation(_animation? _body{})") { i in
            let animation = try i.optional("animation", as: Animation.self) ?? (i.has("animation") ? nil : .default)
            let body = try i.function("body")
            return try withAnimation(animation) { try i.interpreter.call(body, [], at: i.node) }
        }
        function("withTransaction(_transaction _body{})") { i in
            let transaction = try i.get("transaction", as: Transaction.self)
            let body = try i.function("body")
            return try withTransaction(transaction) { try i.interpreter.call(body, [], at: i.node) }
        }
    }
}
