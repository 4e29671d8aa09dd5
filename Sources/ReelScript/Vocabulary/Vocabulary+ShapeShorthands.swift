import Foundation
import Reel

extension Vocabulary {
    /// The leading-dot shapes where a shape is expected: `.rect`, `.rect(cornerRadius:style:)`,
    /// `.rect(cornerSize:style:)`, `.capsule`, `.capsule(style:)`, `.circle`, `.ellipse`.
    mutating func registerShapeShorthands() {
        constants("any Shape", ["rect": Rectangle(), "capsule": Capsule(), "circle": Circle(), "ellipse": Ellipse()])
        staticMethod("any Shape", "rect(cornerRadius: style:?)") {
            RoundedRectangle(cornerRadius: try $0.get("cornerRadius"), style: try $0.get("style", default: .continuous))
        }
        staticMethod("any Shape", "rect(cornerSize: style:?)") {
            RoundedRectangle(cornerSize: try $0.get("cornerSize"), style: try $0.get("style", default: .continuous))
        }
        staticMethod("any Shape", "capsule(style:)") { Capsule(style: try $0.get("style")) }
        // `(any Shape).self` is keyed `Shape`, as `ShapeStyle` is.
        type("Shape", memberSources: ["any Shape"])
    }
}
