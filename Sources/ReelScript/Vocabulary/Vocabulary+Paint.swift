import Foundation
import Reel

extension Vocabulary {
    /// Registers gradients, ShapeStyle statics, BlendMode, colour adjustments.
    mutating func registerPaint() {
        registerGradients()
        registerUnitPoints()

        // Shape styles Reel declares as `ShapeStyle` statics (the colours come from `Color`).
        // Parameters typed `any ShapeStyle` look their implicit members up under the key
        // `ShapeStyle` (`String(reflecting:)` of an existential has no `any`), so both keys lead
        // to the same members.
        constants("any ShapeStyle", ["foreground": ForegroundStyle()])
        type("ShapeStyle", memberSources: ["any ShapeStyle"])
        initializer("ForegroundStyle", "ForegroundStyle()") { _ in ForegroundStyle() }
        initializer("AnyShapeStyle", "AnyShapeStyle(_style)") { AnyShapeStyle(try $0.get("style", as: (any ShapeStyle).self)) }

        // Blend modes.
        var modes: [String: Any] = [:]
        for mode in BlendMode.allCases { modes[mode.rawValue] = mode }
        constants("BlendMode", modes)

        // Colour adjustments.
        modifier("brightness(_amount)") { v, i in v.brightness(try i.get("amount")) }
        modifier("contrast(_amount)") { v, i in v.contrast(try i.get("amount")) }
        modifier("saturation(_amount)") { v, i in v.saturation(try i.get("amount")) }
        modifier("grayscale(_amount)") { v, i in v.grayscale(try i.get("amount")) }
        modifier("hueRotation(_angle)") { v, i in v.hueRotation(try i.get("angle")) }
        modifier("colorMultiply(_color)") { v, i in v.colorMultiply(try i.get("color")) }

        // Colour components and the colour's soft gradient.
        property("red", of: Color.self) { $0.red }
        property("green", of: Color.self) { $0.green }
        property("blue", of: Color.self) { $0.blue }
        property("alpha", of: Color.self) { $0.alpha }
        property("gradient", of: Color.self) { $0.gradient }
    }

    /// `Gradient`, its stops, and the four gradient styles with every initialiser Reel declares.
    private mutating func registerGradients() {
        initializer("Gradient", "Gradient(colors:)") { Gradient(colors: try $0.stops("colors", of: Color.self)) }
        initializer("Gradient", "Gradient(stops:)") { Gradient(stops: try $0.stops("stops", of: Gradient.Stop.self)) }
        // `.init(colors:)` where a gradient is expected.
        staticMethod("Gradient", "init(colors:)") { Gradient(colors: try $0.stops("colors", of: Color.self)) }
        staticMethod("Gradient", "init(stops:)") { Gradient(stops: try $0.stops("stops", of: Gradient.Stop.self)) }
        // `Gradient.Stop(color:location:)`: `Gradient.Stop` is a static member of `Gradient`.
        type("Gradient") { $0.staticProperties["Stop"] = { _ in .type(.library("Gradient.Stop")) } }
        staticMethod("Gradient", "Stop(color: location:)") { Gradient.Stop(color: try $0.get("color"), location: try $0.get("location")) }
        initializer("Gradient.Stop", "Gradient.Stop(color: location:)") { Gradient.Stop(color: try $0.get("color"), location: try $0.get("location")) }
        staticMethod("Gradient.Stop", "init(color: location:)") { Gradient.Stop(color: try $0.get("color"), location: try $0.get("location")) }
        property("stops", of: Gradient.self) { Value.array($0.stops.map { Value.native($0) }) }
        property("color", of: Gradient.Stop.self) { $0.color }
        property("location", of: Gradient.Stop.self) { $0.location }
        method("color(at:)") { i in .native(try i.receiver(as: Gradient.self).color(at: try i.get("at", as: CGFloat.self))) }

        initializer("LinearGradient", "LinearGradient(gradient: startPoint: endPoint:)") { i in
            LinearGradient(gradient: try i.get("gradient"), startPoint: try i.get("startPoint"), endPoint: try i.get("endPoint"))
        }
        initializer("LinearGradient", "LinearGradient(colors: startPoint: endPoint:)") { i in
            LinearGradient(colors: try i.stops("colors", of: Color.self), startPoint: try i.get("startPoint"), endPoint: try i.get("endPoint"))
        }
        initializer("LinearGradient", "LinearGradient(stops: startPoint: endPoint:)") { i in
            LinearGradient(stops: try i.stops("stops", of: Gradient.Stop.self), startPoint: try i.get("startPoint"), endPoint: try i.get("endPoint"))
        }

        initializer("RadialGradient", "RadialGradient(gradient: center: startRadius: endRadius:)") { i in
            RadialGradient(gradient: try i.get("gradient"), center: try i.get("center"),
                           startRadius: try i.get("startRadius", as: CGFloat.self), endRadius: try i.get("endRadius", as: CGFloat.self))
        }
        initializer("RadialGradient", "RadialGradient(colors: center: startRadius: endRadius:)") { i in
            RadialGradient(colors: try i.stops("colors", of: Color.self), center: try i.get("center"),
                           startRadius: try i.get("startRadius", as: CGFloat.self), endRadius: try i.get("endRadius", as: CGFloat.self))
        }
        initializer("RadialGradient", "RadialGradient(stops: center: startRadius: endRadius:)") { i in
            RadialGradient(stops: try i.stops("stops", of: Gradient.Stop.self), center: try i.get("center"),
                           startRadius: try i.get("startRadius", as: CGFloat.self), endRadius: try i.get("endRadius", as: CGFloat.self))
        }

        initializer("EllipticalGradient", "EllipticalGradient(gradient: center:? startRadiusFraction:? endRadiusFraction:?)") { i in
            EllipticalGradient(gradient: try i.get("gradient"), center: try i.get("center", default: .center),
                               startRadiusFraction: try i.get("startRadiusFraction", default: 0),
                               endRadiusFraction: try i.get("endRadiusFraction", default: 0.5))
        }
        initializer("EllipticalGradient", "EllipticalGradient(colors: center:? startRadiusFraction:? endRadiusFraction:?)") { i in
            EllipticalGradient(colors: try i.stops("colors", of: Color.self), center: try i.get("center", default: .center),
                               startRadiusFraction: try i.get("startRadiusFraction", default: 0),
                               endRadiusFraction: try i.get("endRadiusFraction", default: 0.5))
        }

        // The angle-range forms come first: with neither angle given Swift picks them too.
        initializer("AngularGradient", "AngularGradient(gradient: center: startAngle:? endAngle:?)") { i in
            AngularGradient(gradient: try i.get("gradient"), center: try i.get("center"),
                            startAngle: try i.get("startAngle", default: .zero), endAngle: try i.get("endAngle", default: .zero))
        }
        initializer("AngularGradient", "AngularGradient(colors: center: startAngle:? endAngle:?)") { i in
            AngularGradient(colors: try i.stops("colors", of: Color.self), center: try i.get("center"),
                            startAngle: try i.get("startAngle", default: .zero), endAngle: try i.get("endAngle", default: .zero))
        }
        initializer("AngularGradient", "AngularGradient(stops: center: startAngle:? endAngle:?)") { i in
            AngularGradient(stops: try i.stops("stops", of: Gradient.Stop.self), center: try i.get("center"),
                            startAngle: try i.get("startAngle", default: .zero), endAngle: try i.get("endAngle", default: .zero))
        }
        initializer("AngularGradient", "AngularGradient(gradient: center: angle:?)") { i in
            AngularGradient(gradient: try i.get("gradient"), center: try i.get("center"), angle: try i.get("angle", default: .zero))
        }
        initializer("AngularGradient", "AngularGradient(colors: center: angle:?)") { i in
            AngularGradient(colors: try i.stops("colors", of: Color.self), center: try i.get("center"), angle: try i.get("angle", default: .zero))
        }
    }

    /// `UnitPoint`'s constants, initialisers and coordinates.
    private mutating func registerUnitPoints() {
        initializer("UnitPoint", "UnitPoint(x: y:)") { UnitPoint(x: try $0.get("x", as: CGFloat.self), y: try $0.get("y", as: CGFloat.self)) }
        initializer("UnitPoint", "UnitPoint()") { _ in UnitPoint() }
        staticMethod("UnitPoint", "init(x: y:)") { UnitPoint(x: try $0.get("x", as: CGFloat.self), y: try $0.get("y", as: CGFloat.self)) }
        constants("UnitPoint", [
            "zero": UnitPoint.zero, "center": UnitPoint.center, "leading": UnitPoint.leading, "trailing": UnitPoint.trailing,
            "top": UnitPoint.top, "bottom": UnitPoint.bottom, "topLeading": UnitPoint.topLeading,
            "topTrailing": UnitPoint.topTrailing, "bottomLeading": UnitPoint.bottomLeading, "bottomTrailing": UnitPoint.bottomTrailing,
        ])
        property("x", of: UnitPoint.self, get: { $0.x }, set: { $0.x = try $2.convert($1, to: CGFloat.self, at: .start) })
        property("y", of: UnitPoint.self, get: { $0.y }, set: { $0.y = try $2.convert($1, to: CGFloat.self, at: .start) })
        method("point(in:)") { i in .native(try i.receiver(as: UnitPoint.self).point(in: try i.get("in", as: CGRect.self))) }
    }
}
