import Foundation
import Reel

extension Vocabulary {
    /// The module's resources: `Color("name")` from the asset catalogs, `UIImage(named:)` and
    /// `Image(uiImage:)`, `Color` in other RGB colour spaces, and custom fonts' sizing forms.
    /// (`Image("name")` itself is with the other images, in `registerImages`.)
    mutating func registerAssets() {
        // Colours in another RGB space (before the catalog's form, so that `Color(1, green: …)`
        // is told it lacks 'red:').
        initializer("Color", "Color(_colorSpace red: green: blue: opacity:?)") { i in
            Color(try i.get("colorSpace", as: Color.RGBColorSpace.self), red: try i.get("red"), green: try i.get("green"),
                  blue: try i.get("blue"), opacity: try i.get("opacity", default: 1))
        }
        initializer("Color", "Color(_colorSpace white: opacity:?)") { i in
            Color(try i.get("colorSpace", as: Color.RGBColorSpace.self), white: try i.get("white"), opacity: try i.get("opacity", default: 1))
        }
        // Colours of the asset catalogs: looked up when the call runs, so a missing name is an
        // error at the name, listing the names the catalogs have.
        initializer("Color", "Color(_name bundle:?)") { i in
            let argument = i.argument("name")!
            let name = try i.get("name", as: String.self)
            switch i.interpreter.resources.assets.color(named: name) {
            case .success(let color): return color
            case .failure(let error): throw i.interpreter.error(.invalidValue, argument.node, error.message)
            }
        }
        type("Color") { entry in
            entry.staticProperties["RGBColorSpace"] = { _ in .type(.library("Color.RGBColorSpace")) }
        }
        constants("Color.RGBColorSpace", [
            "sRGB": Color.RGBColorSpace.sRGB, "sRGBLinear": Color.RGBColorSpace.sRGBLinear, "displayP3": Color.RGBColorSpace.displayP3,
        ])

        // UIKit's image by name, as SwiftUI code passes it to `Image(uiImage:)`: the same look-up
        // as `Image("name")`; nil (as UIKit gives) only never: a missing name is an error at it.
        type("UIImage") { entry in
            entry.initializers.append(Signature("UIImage(named:)") { i in
                .optional(.native(try Vocabulary.namedImage(&i, "named")))
            })
            entry.initializers.append(Signature("UIImage(systemName:)") { i in
                .optional(.native(Image(systemName: try i.get("systemName", as: String.self))))
            })
        }
        initializer("Image", "Image(uiImage:)") { i in try i.get("uiImage", as: Image.self) }

        // Custom fonts: sizes do not follow Dynamic Type here (Reel draws at the default content
        // size, where a font relative to a text style keeps its size).
        staticMethod("Font", "custom(_name size: relativeTo:)") { i in
            _ = try i.get("relativeTo", as: Font.TextStyle.self)
            return Font.custom(try i.get("name", as: String.self), size: try i.number("size", atMost: RenderLimits.fontSize, what: "font size"))
        }
        staticMethod("Font", "custom(_name fixedSize:)") { i in
            Font.custom(try i.get("name", as: String.self), fixedSize: try i.number("fixedSize", atMost: RenderLimits.fontSize, what: "font size"))
        }
        // Font.TextStyle's names are bound with the system fonts (Vocabulary+SystemLook).
    }

    /// The image `argument` names, checked as `Image("name")` checks it: an image set of the
    /// asset catalogs that can be drawn, or a PNG file the scene may read.
    static func namedImage(_ i: inout Invocation, _ argumentName: String) throws -> Image {
        let argument = i.argument(argumentName)!
        let name = try i.get(argumentName, as: String.self)
        let resources = i.interpreter.resources
        if (name as NSString).pathExtension.isEmpty, !name.hasPrefix("/") {
            if let denied = resources.checkImageSet(name) {
                throw i.interpreter.error(.invalidValue, argument.node, denied.message)
            }
            if resources.assets.hasImage(named: name) { return Image(name) }
            // Neither an image set nor a file: the catalogs' names say what there is.
            if !resources.assets.isEmpty, case .failure(let denied) = resources.check(name), denied.isUnreadable {
                if case .failure(let missing) = resources.assets.imageSet(named: name) {
                    throw i.interpreter.error(.invalidValue, argument.node, missing.message)
                }
            }
        }
        switch resources.check(name) {
        case .success(let path):
            // Relative names stay relative: the renderer resolves them against the scene's
            // folder, as it resolves a compiled scene's names against its resource root.
            return Image(name.hasPrefix("/") ? path : name)
        case .failure(let denied):
            // A file that is missing or not a PNG is a mistake the rest of the body is checked
            // past; a name outside the folders the scene may read stops it.
            throw i.interpreter.error(denied.isUnreadable ? .invalidValue : .access, argument.node, denied.message)
        }
    }
}
