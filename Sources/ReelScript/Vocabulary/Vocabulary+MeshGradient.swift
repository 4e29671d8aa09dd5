import Foundation
import Reel

extension Vocabulary {
    /// `MeshGradient(width:height:points:colors:background:smoothsColors:)`, as a view and as a
    /// shape style; its points written as SwiftUI code writes `SIMD2<Float>` values: array literals
    /// `[0.5, 0]`.
    mutating func registerMeshGradient() {
        initializer("MeshGradient", "MeshGradient(width: height: points: colors: background:? smoothsColors:? colorSpace:?)") { i in
            let width = try i.get("width", as: Int.self), height = try i.get("height", as: Int.self)
            let limit = RenderLimits.meshGradientVertices
            try i.check("width", width > limit || height > limit || (width > 0 && height > 0 && width * height > limit),
                        "a MeshGradient of \(width) x \(height) has more vertices than the limit of \(RenderLimits.grouped(limit))")
            let argument = i.argument("points")!
            guard case .array(let items) = argument.value else {
                throw Mismatch(message: "'points:' of MeshGradient expects an array of points ([x, y]), got \(argument.value.typeName)",
                               node: argument.node)
            }
            var points: [SIMD2<Float>] = []
            for item in items {
                guard case .array(let pair) = item, pair.count == 2 else {
                    throw i.interpreter.error(.badArguments, argument.node, "each point of a MeshGradient is written [x, y], with x and y from 0 to 1")
                }
                let x = try i.interpreter.convert(pair[0], to: Double.self, at: argument.node)
                let y = try i.interpreter.convert(pair[1], to: Double.self, at: argument.node)
                points.append(SIMD2<Float>(Float(x), Float(y)))
            }
            let colors = try i.array("colors", of: Color.self)
            guard width >= 2, height >= 2, points.count == width * height, colors.count == width * height else {
                throw i.interpreter.error(.badArguments, i.argument("width")!.node,
                                          "a MeshGradient of \(width) x \(height) needs \(max(0, width * height)) points and as many colours (at least 2 x 2); "
                                          + "it has \(points.count) points and \(colors.count) colours")
            }
            return MeshGradient(width: width, height: height, points: points, colors: colors,
                                background: try i.get("background", default: Color.clear), smoothsColors: try i.get("smoothsColors", default: true))
        }
    }
}
