import Foundation
import Reel

extension Vocabulary {
    /// Registers `Canvas` and `GraphicsContext`.
    mutating func registerCanvas() {
        // The renderer closure's `context` is `inout`: it runs with `callUpdating`, once per frame
        // the engine draws the canvas; failures inside are reported and leave the rest undrawn.
        initializer("Canvas", "Canvas(opaque:? rendersAsynchronously:? renderer:{})") { i in
            let renderer = try i.function("renderer")
            let interpreter = i.interpreter
            let node = i.argument("renderer")!.node
            return Canvas(opaque: try i.get("opaque", default: false), rendersAsynchronously: try i.get("rendersAsynchronously", default: false)) { context, size in
                do {
                    let values = try interpreter.callUpdating(renderer, [.native(context), .native(size)], at: node)
                    context = try interpreter.convert(values[0], to: GraphicsContext.self, at: node)
                } catch {
                    interpreter.report(error, at: node)
                }
            }
        }

        registerGraphicsContextDrawing()
        registerGraphicsContextState()
        registerShadings()
        registerGraphicsFilters()
    }

    /// What a context draws: paths, text, images and layers. These do not change the context.
    mutating func registerGraphicsContextDrawing() {
        method("fill(_path with: style:?)") { i in
            try i.receiver(as: GraphicsContext.self).fill(try i.get("path"), with: try i.get("with"), style: try i.get("style", default: FillStyle()))
            return .void
        }
        method("stroke(_path with: style:)") { i in
            try i.receiver(as: GraphicsContext.self).stroke(try i.get("path"), with: try i.get("with"), style: try i.get("style", as: StrokeStyle.self))
            return .void
        }
        method("stroke(_path with: lineWidth:?)") { i in
            try i.receiver(as: GraphicsContext.self).stroke(try i.get("path"), with: try i.get("with"), lineWidth: try i.get("lineWidth", default: 1))
            return .void
        }
        method("draw(_text at: anchor:?)") { i in
            try i.receiver(as: GraphicsContext.self).draw(try i.get("text", as: Text.self), at: try i.get("at"), anchor: try i.get("anchor", default: .center))
            return .void
        }
        method("draw(_text in:)") { i in
            try i.receiver(as: GraphicsContext.self).draw(try i.get("text", as: Text.self), in: try i.get("in", as: CGRect.self))
            return .void
        }
        method("draw(_image at: anchor:?)") { i in
            try i.receiver(as: GraphicsContext.self).draw(try i.get("image", as: Image.self), at: try i.get("at"), anchor: try i.get("anchor", default: .center))
            return .void
        }
        method("draw(_image in:)") { i in
            try i.receiver(as: GraphicsContext.self).draw(try i.get("image", as: Image.self), in: try i.get("in", as: CGRect.self))
            return .void
        }
        // `context.drawLayer { layer in ... }`: the closure's context is `inout` and runs at once.
        method("drawLayer(_content{})") { i in
            let context = try i.receiver(as: GraphicsContext.self)
            let content = try i.function("content")
            let interpreter = i.interpreter
            let node = i.argument("content")!.node
            var failure: Error?
            context.drawLayer { layer in
                guard failure == nil else { return }
                do {
                    let values = try interpreter.callUpdating(content, [.native(layer)], at: node)
                    layer = try interpreter.convert(values[0], to: GraphicsContext.self, at: node)
                } catch {
                    failure = error
                }
            }
            if let failure { throw failure }
            return .void
        }
        // A library shape's outline in a rectangle, for drawing it in a canvas.
        method("path(in:)") { i in .native(try i.receiver(as: (any Shape).self).path(in: try i.get("in", as: CGRect.self))) }
    }

    /// What a context holds: its transform, opacity, blend mode, clips and filters. The changing
    /// methods are `mutating`, so a copy (`var layer = context`) changes on its own, as in Swift.
    mutating func registerGraphicsContextState() {
        func contextMethod(_ form: String, _ body: @escaping (inout GraphicsContext, inout Invocation) throws -> Void) {
            method(form, mutating: true) { i in
                try i.updateReceiver(as: GraphicsContext.self, body)
                return .void
            }
        }
        contextMethod("translateBy(x: y:)") { c, i in c.translateBy(x: try i.get("x"), y: try i.get("y")) }
        contextMethod("rotate(by:)") { c, i in c.rotate(by: try i.get("by")) }
        contextMethod("scaleBy(x: y:)") { c, i in c.scaleBy(x: try i.get("x"), y: try i.get("y")) }
        contextMethod("concatenate(_matrix)") { c, i in c.concatenate(try i.get("matrix")) }
        contextMethod("clip(to: style:?)") { c, i in c.clip(to: try i.get("to"), style: try i.get("style", default: FillStyle())) }
        contextMethod("addFilter(_filter)") { c, i in c.addFilter(try i.get("filter")) }

        property("opacity", of: GraphicsContext.self, get: { $0.opacity }, set: { context, value, interpreter in
            context.opacity = try interpreter.convert(value, to: Double.self, at: .start)
        })
        property("blendMode", of: GraphicsContext.self, get: { $0.blendMode }, set: { context, value, interpreter in
            context.blendMode = try interpreter.convert(value, to: BlendMode.self, at: .start)
        })
        property("transform", of: GraphicsContext.self, get: { $0.transform }, set: { context, value, interpreter in
            context.transform = try interpreter.convert(value, to: CGAffineTransform.self, at: .start)
        })
    }

    /// `GraphicsContext.Shading`: `.color(_:)`, `.style(_:)` and the gradients in the context's
    /// coordinates.
    mutating func registerShadings() {
        let shading = "GraphicsContext.Shading"
        staticMethod(shading, "color(_color)") { GraphicsContext.Shading.color(try $0.get("color", as: Color.self)) }
        staticMethod(shading, "style(_style)") { Vocabulary.shading(try $0.get("style", as: (any ShapeStyle).self)) }
        staticMethod(shading, "linearGradient(_gradient startPoint: endPoint:)") { i in
            GraphicsContext.Shading.linearGradient(try i.get("gradient"), startPoint: try i.get("startPoint"), endPoint: try i.get("endPoint"))
        }
        staticMethod(shading, "radialGradient(_gradient center: startRadius: endRadius:)") { i in
            GraphicsContext.Shading.radialGradient(try i.get("gradient"), center: try i.get("center"),
                                                   startRadius: try i.get("startRadius"), endRadius: try i.get("endRadius"))
        }
        staticMethod(shading, "conicGradient(_gradient center: angle:?)") { i in
            GraphicsContext.Shading.conicGradient(try i.get("gradient"), center: try i.get("center"), angle: try i.get("angle", default: .zero))
        }
    }

    /// `GraphicsContext.Filter` for `addFilter(_:)`.
    mutating func registerGraphicsFilters() {
        let filter = "GraphicsContext.Filter"
        staticMethod(filter, "blur(radius:)") { GraphicsContext.Filter.blur(radius: try $0.number("radius", atMost: RenderLimits.filterRadius)) }
        staticMethod(filter, "alphaThreshold(min: max:? color:?)") { i in
            GraphicsContext.Filter.alphaThreshold(min: try i.get("min"), max: try i.get("max", default: 1), color: try i.get("color", default: .black))
        }
        staticMethod(filter, "brightness(_amount)") { GraphicsContext.Filter.brightness(try $0.get("amount")) }
        staticMethod(filter, "contrast(_amount)") { GraphicsContext.Filter.contrast(try $0.get("amount")) }
        staticMethod(filter, "saturation(_amount)") { GraphicsContext.Filter.saturation(try $0.get("amount")) }
        staticMethod(filter, "grayscale(_amount)") { GraphicsContext.Filter.grayscale(try $0.get("amount")) }
        staticMethod(filter, "hueRotation(_angle)") { GraphicsContext.Filter.hueRotation(try $0.get("angle")) }
        staticMethod(filter, "colorMultiply(_color)") { GraphicsContext.Filter.colorMultiply(try $0.get("color")) }
        staticMethod(filter, "shadow(color:? radius: x:? y:?)") { i in
            GraphicsContext.Filter.shadow(color: try i.get("color", default: Color(white: 0, opacity: 0.33)),
                                          radius: try i.number("radius", atMost: RenderLimits.filterRadius),
                                          x: try i.get("x", default: 0), y: try i.get("y", default: 0))
        }
    }
}

extension Vocabulary {
    /// `.style(style)` with the style's own type, as the compiled call has it.
    static func shading<S: ShapeStyle>(_ style: S) -> GraphicsContext.Shading { .style(style) }
}
