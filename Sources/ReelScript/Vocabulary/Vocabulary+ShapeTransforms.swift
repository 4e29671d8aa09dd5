import Foundation
import Reel

extension Vocabulary {
    /// Shapes turned, moved, scaled and transformed (`RotatedShape`, `OffsetShape`, `ScaledShape`,
    /// `TransformedShape`: still shapes), `Path.applying(_:)`, the `transform:` parameters of the
    /// `add…` methods, `CGVector` and `CGAffineTransform`'s remaining members. Registered before the
    /// view modifiers, so that `offset` on a shape gives a shape, as in Swift.
    mutating func registerShapeTransforms() {
        func shape(_ i: Invocation) throws -> AnyShape { AnyShape(try i.receiver(as: (any Shape).self)) }
        method("rotation(_angle anchor:?)") { i in .native(try shape(i).rotation(try i.get("angle"), anchor: try i.get("anchor", default: .center))) }
        method("offset(_offset)") { i in .native(try shape(i).offset(try i.get("offset", as: CGSize.self))) }
        method("offset(x:? y:?)") { i in .native(try shape(i).offset(x: try i.get("x", default: 0), y: try i.get("y", default: 0))) }
        method("scale(x:? y:? anchor:?)") { i in
            .native(try shape(i).scale(x: try i.get("x", default: 1), y: try i.get("y", default: 1), anchor: try i.get("anchor", default: .center)))
        }
        method("scale(_scale anchor:?)") { i in .native(try shape(i).scale(try i.get("scale", as: CGFloat.self), anchor: try i.get("anchor", default: .center))) }
        method("transform(_transform)") { i in .native(try shape(i).transform(try i.get("transform", as: CGAffineTransform.self))) }

        method("applying(_transform)") { i in .native(try i.receiver(as: Path.self).applying(try i.get("transform", as: CGAffineTransform.self))) }
        method("applying(_transform)") { i in .native(try i.receiver(as: CGPoint.self).applying(try i.get("transform", as: CGAffineTransform.self))) }
        method("applying(_transform)") { i in .native(try i.receiver(as: CGSize.self).applying(try i.get("transform", as: CGAffineTransform.self))) }
        method("applying(_transform)") { i in .native(try i.receiver(as: CGRect.self).applying(try i.get("transform", as: CGAffineTransform.self))) }
        property("boundingRect", of: Path.self) { $0.boundingRect }
        property("isEmpty", of: Path.self) { $0.isEmpty }
        method("trimmedPath(from: to:)") { i in
            .native(try i.receiver(as: Path.self).trimmedPath(from: try i.get("from", as: CGFloat.self), to: try i.get("to", as: CGFloat.self)))
        }
        method("strokedPath(_style)") { i in
            .native(try i.receiver(as: Path.self).strokedPath(try i.get("style", as: StrokeStyle.self)))
        }
        method("contains(_point eoFill:?)") { i in
            .bool(try i.receiver(as: Path.self).contains(try i.get("point", as: CGPoint.self), eoFill: try i.get("eoFill", default: false)))
        }

        initializer("CGVector", "CGVector(dx: dy:)") { i in CGVector(dx: try i.get("dx", as: CGFloat.self), dy: try i.get("dy", as: CGFloat.self)) }
        initializer("CGVector", "CGVector()") { _ in CGVector() }
        constants("CGVector", ["zero": CGVector.zero])
        property("dx", of: CGVector.self) { Double($0.dx) }
        property("dy", of: CGVector.self) { Double($0.dy) }
        property("a", of: CGAffineTransform.self) { Double($0.a) }
        property("b", of: CGAffineTransform.self) { Double($0.b) }
        property("c", of: CGAffineTransform.self) { Double($0.c) }
        property("d", of: CGAffineTransform.self) { Double($0.d) }
        property("tx", of: CGAffineTransform.self) { Double($0.tx) }
        property("ty", of: CGAffineTransform.self) { Double($0.ty) }
        property("isIdentity", of: CGAffineTransform.self) { $0.isIdentity }
    }

    /// A mutating method of `Path`: `body` changes the receiver.
    mutating func pathMethod(_ form: String, _ body: @escaping (inout Path, inout Invocation) throws -> Void) {
        method(form, mutating: true) { i in
            try i.updateReceiver(as: Path.self, body)
            return .void
        }
    }

    /// The `transform:` forms of the path methods that take one, tried before the plain forms.
    mutating func registerPathTransforms() {
        func transform(_ i: Invocation) throws -> CGAffineTransform { try i.get("transform", as: CGAffineTransform.self) }
        pathMethod("addRect(_rect transform:)") { p, i in p.addRect(try i.get("rect"), transform: try transform(i)) }
        pathMethod("addRects(_rects transform:?)") { p, i in
            p.addRects(try i.array("rects", of: CGRect.self), transform: try i.get("transform", default: .identity))
        }
        pathMethod("addEllipse(in: transform:)") { p, i in p.addEllipse(in: try i.get("in"), transform: try transform(i)) }
        pathMethod("addRoundedRect(in: cornerSize: style:? transform:)") { p, i in
            p.addRoundedRect(in: try i.get("in"), cornerSize: try i.get("cornerSize"), style: try i.get("style", default: .continuous),
                             transform: try transform(i))
        }
        pathMethod("addArc(center: radius: startAngle: endAngle: clockwise: transform:)") { p, i in
            p.addArc(center: try i.get("center"), radius: try i.get("radius"), startAngle: try i.get("startAngle"),
                     endAngle: try i.get("endAngle"), clockwise: try i.get("clockwise"), transform: try transform(i))
        }
        pathMethod("addRelativeArc(center: radius: startAngle: delta: transform:)") { p, i in
            p.addRelativeArc(center: try i.get("center"), radius: try i.get("radius"), startAngle: try i.get("startAngle"),
                             delta: try i.get("delta"), transform: try transform(i))
        }
        pathMethod("addArc(tangent1End: tangent2End: radius: transform:?)") { p, i in
            p.addArc(tangent1End: try i.get("tangent1End"), tangent2End: try i.get("tangent2End"), radius: try i.get("radius"),
                     transform: try i.get("transform", default: .identity))
        }
        pathMethod("addPath(_path transform:)") { p, i in p.addPath(try i.get("path"), transform: try transform(i)) }
    }
}
