import Foundation
import Reel

extension Vocabulary {
    /// `GraphicsContext.resolve(_:)` of text and images (symbols among them), what resolved values
    /// measure (`measure(in:)`, `size`, baselines, `shading`), and drawing them.
    mutating func registerResolvedDrawing() {
        method("resolve(_text)") { i in
            .native(try i.receiver(as: GraphicsContext.self).resolve(try i.get("text", as: Text.self)))
        }
        method("resolve(_image)") { i in
            .native(try i.receiver(as: GraphicsContext.self).resolve(try i.get("image", as: Image.self)))
        }
        method("draw(_text at: anchor:?)") { i in
            try i.receiver(as: GraphicsContext.self).draw(try i.get("text", as: GraphicsContext.ResolvedText.self), at: try i.get("at"),
                                                           anchor: try i.get("anchor", default: .center))
            return .void
        }
        method("draw(_text in:)") { i in
            try i.receiver(as: GraphicsContext.self).draw(try i.get("text", as: GraphicsContext.ResolvedText.self), in: try i.get("in", as: CGRect.self))
            return .void
        }
        method("draw(_image at: anchor:?)") { i in
            try i.receiver(as: GraphicsContext.self).draw(try i.get("image", as: GraphicsContext.ResolvedImage.self), at: try i.get("at"),
                                                           anchor: try i.get("anchor", default: .center))
            return .void
        }
        method("draw(_image in:)") { i in
            try i.receiver(as: GraphicsContext.self).draw(try i.get("image", as: GraphicsContext.ResolvedImage.self), in: try i.get("in", as: CGRect.self))
            return .void
        }
        method("measure(in:)") { i in
            .native(try i.receiver(as: GraphicsContext.ResolvedText.self).measure(in: try i.get("in", as: CGSize.self)))
        }
        method("firstBaseline(in:)") { i in
            .double(Double(try i.receiver(as: GraphicsContext.ResolvedText.self).firstBaseline(in: try i.get("in", as: CGSize.self))))
        }
        method("lastBaseline(in:)") { i in
            .double(Double(try i.receiver(as: GraphicsContext.ResolvedText.self).lastBaseline(in: try i.get("in", as: CGSize.self))))
        }
        property("size", of: GraphicsContext.ResolvedImage.self) { $0.size }
        property("baseline", of: GraphicsContext.ResolvedImage.self) { $0.baseline }
        property("shading", of: GraphicsContext.ResolvedText.self, get: { $0.shading }, set: { text, value, interpreter in
            text.shading = try interpreter.convert(value, to: GraphicsContext.Shading.self, at: .start)
        })
        property("shading", of: GraphicsContext.ResolvedImage.self, get: { $0.shading }, set: { image, value, interpreter in
            image.shading = try interpreter.convert(value, to: GraphicsContext.Shading.self, at: .start)
        })
    }
}
