import Foundation
import Reel

extension Vocabulary {
    /// Registers layout containers, overlay, background, alignment.
    mutating func registerLayout() {
        registerAlignments()
        registerLayoutModifiers()
        registerGrids()
        registerLayouts()
    }

    /// Alignments, edges and insets.
    mutating func registerAlignments() {
        constants("Alignment", [
            "center": Alignment.center, "leading": Alignment.leading, "trailing": Alignment.trailing,
            "top": Alignment.top, "bottom": Alignment.bottom,
            "topLeading": Alignment.topLeading, "topTrailing": Alignment.topTrailing,
            "bottomLeading": Alignment.bottomLeading, "bottomTrailing": Alignment.bottomTrailing,
            "centerFirstTextBaseline": Alignment.centerFirstTextBaseline, "centerLastTextBaseline": Alignment.centerLastTextBaseline,
        ])
        initializer("Alignment", "Alignment(horizontal: vertical:)") { i in
            Alignment(horizontal: try i.get("horizontal"), vertical: try i.get("vertical"))
        }
        property("horizontal", of: Alignment.self) { $0.horizontal }
        property("vertical", of: Alignment.self) { $0.vertical }
        constants("HorizontalAlignment", [
            "leading": HorizontalAlignment.leading, "center": HorizontalAlignment.center, "trailing": HorizontalAlignment.trailing,
        ])
        constants("VerticalAlignment", [
            "top": VerticalAlignment.top, "center": VerticalAlignment.center, "bottom": VerticalAlignment.bottom,
            "firstTextBaseline": VerticalAlignment.firstTextBaseline, "lastTextBaseline": VerticalAlignment.lastTextBaseline,
        ])
        constants("Axis", ["horizontal": Axis.horizontal, "vertical": Axis.vertical])
        constants("ContentMode", ["fit": ContentMode.fit, "fill": ContentMode.fill])

        constants("Edge", ["top": Edge.top, "leading": Edge.leading, "bottom": Edge.bottom, "trailing": Edge.trailing])
        constants("Edge.Set", [
            "top": Edge.Set.top, "leading": Edge.Set.leading, "bottom": Edge.Set.bottom, "trailing": Edge.Set.trailing,
            "horizontal": Edge.Set.horizontal, "vertical": Edge.Set.vertical, "all": Edge.Set.all,
        ])

        initializer("EdgeInsets", "EdgeInsets(top: leading: bottom: trailing:)") { i in
            EdgeInsets(top: try i.get("top"), leading: try i.get("leading"), bottom: try i.get("bottom"), trailing: try i.get("trailing"))
        }
        initializer("EdgeInsets", "EdgeInsets()") { _ in EdgeInsets() }
        initializer("EdgeInsets", "EdgeInsets(_all)") { EdgeInsets(try $0.get("all", as: CGFloat.self)) }
        for (name, path) in [("top", \EdgeInsets.top), ("leading", \EdgeInsets.leading), ("bottom", \EdgeInsets.bottom), ("trailing", \EdgeInsets.trailing)] {
            property(name, of: EdgeInsets.self, get: { $0[keyPath: path] }, set: { insets, value, interpreter in
                insets[keyPath: path] = try interpreter.convert(value, to: CGFloat.self, at: .start)
            })
        }
        property("horizontal", of: EdgeInsets.self) { $0.horizontal }
        property("vertical", of: EdgeInsets.self) { $0.vertical }

        // The dimensions an alignment guide's closure is given.
        property("width", of: ViewDimensions.self) { $0.width }
        property("height", of: ViewDimensions.self) { $0.height }
        property("size", of: ViewDimensions.self) { $0.size }
        // `d[.top]`, `d[explicit: .leading]`: subscripts are methods named `subscript` for the
        // interpreter's subscript expressions.
        method("subscript(_guide)") { i in .double(Double(try i.receiver(as: ViewDimensions.self)[try i.get("guide", as: HorizontalAlignment.self)])) }
        method("subscript(_guide)") { i in .double(Double(try i.receiver(as: ViewDimensions.self)[try i.get("guide", as: VerticalAlignment.self)])) }
        method("subscript(explicit:)") { i in
            let value = try i.receiver(as: ViewDimensions.self)[explicit: try i.get("explicit", as: HorizontalAlignment.self)]
            return .optional(value.map { .double(Double($0)) })
        }
        method("subscript(explicit:)") { i in
            let value = try i.receiver(as: ViewDimensions.self)[explicit: try i.get("explicit", as: VerticalAlignment.self)]
            return .optional(value.map { .double(Double($0)) })
        }
    }

    /// Overlay, background, sizing and placement modifiers.
    mutating func registerLayoutModifiers() {
        // Swift prefers the ShapeStyle forms for a value that is both a view and a style
        // (`.background(Color.red)`), so they come first.
        modifier("overlay(_style ignoresSafeAreaEdges:?)") { v, i in
            Vocabulary.overlay(try i.get("style", as: (any ShapeStyle).self), edges: try i.get("ignoresSafeAreaEdges", default: .all), on: v)
        }
        modifier("overlay(_overlay alignment:?)") { v, i in
            v.overlay(ScriptContentView(try i.get("overlay", as: (any View).self)), alignment: try i.get("alignment", default: .center))
        }
        modifier("overlay(alignment:? content:{})") { v, i in
            let content = try i.views("content")
            return v.overlay(alignment: try i.get("alignment", default: .center)) { ScriptContentView(content) }
        }
        modifier("background(_style ignoresSafeAreaEdges:?)") { v, i in
            Vocabulary.background(try i.get("style", as: (any ShapeStyle).self), edges: try i.get("ignoresSafeAreaEdges", default: .all), on: v)
        }
        modifier("background(_style in:)") { v, i in
            Vocabulary.background(try i.get("style", as: (any ShapeStyle).self), in: try i.get("in", as: (any Shape).self), on: v)
        }
        modifier("background(_background alignment:?)") { v, i in
            v.background(ScriptContentView(try i.get("background", as: (any View).self)), alignment: try i.get("alignment", default: .center))
        }
        modifier("background(alignment:? content:{})") { v, i in
            let content = try i.views("content")
            return v.background(alignment: try i.get("alignment", default: .center)) { ScriptContentView(content) }
        }
        modifier("border(_content width:?)") { v, i in
            Vocabulary.border(try i.get("content", as: (any ShapeStyle).self), width: try i.get("width", default: 1), on: v)
        }

        modifier("fixedSize(horizontal:? vertical:?)") { v, i in
            v.fixedSize(horizontal: try i.get("horizontal", default: true), vertical: try i.get("vertical", default: true))
        }
        modifier("layoutPriority(_value)") { v, i in v.layoutPriority(try i.get("value")) }
        modifier("aspectRatio(_aspectRatio? contentMode:)") { v, i in
            v.aspectRatio(try i.optional("aspectRatio", as: CGFloat.self), contentMode: try i.get("contentMode"))
        }
        modifier("aspectRatio(_aspectRatio contentMode:)") { v, i in
            v.aspectRatio(try i.get("aspectRatio", as: CGSize.self), contentMode: try i.get("contentMode"))
        }
        modifier("scaledToFit()") { v, _ in v.scaledToFit() }
        modifier("scaledToFill()") { v, _ in v.scaledToFill() }
        modifier("position(_position)") { v, i in v.position(try i.get("position", as: CGPoint.self)) }
        modifier("position(x:? y:?)") { v, i in v.position(x: try i.get("x", default: 0), y: try i.get("y", default: 0)) }
        modifier("coordinateSpace(name:)") { v, i in v.coordinateSpace(name: try i.get("name", as: String.self)) }
        modifier("alignmentGuide(_guide computeValue:{})") { v, i in
            let guide = try i.get("guide", as: HorizontalAlignment.self)
            let compute = try i.callback("computeValue", returning: CGFloat.self, fallback: 0)
            return v.alignmentGuide(guide) { compute([.native($0)]) }
        }
        modifier("alignmentGuide(_guide computeValue:{})") { v, i in
            let guide = try i.get("guide", as: VerticalAlignment.self)
            let compute = try i.callback("computeValue", returning: CGFloat.self, fallback: 0)
            return v.alignmentGuide(guide) { compute([.native($0)]) }
        }
        // `padding([.top, .leading], 8)`: an array literal of edges is an `Edge.Set`.
        modifier("padding(_edges _length?)") { v, i in
            let edges = try i.array("edges", of: Edge.Set.self).reduce(into: Edge.Set()) { $0.formUnion($1) }
            return v.padding(edges, try i.optional("length", as: CGFloat.self))
        }
    }

    /// `Grid`, `GridRow`, the lazy grids and their items.
    mutating func registerGrids() {
        initializer("Grid", "Grid(alignment:? horizontalSpacing:? verticalSpacing:? content:{})") { i in
            let content = try i.views("content")
            return Grid(alignment: try i.get("alignment", default: .center), horizontalSpacing: try i.optional("horizontalSpacing", as: CGFloat.self),
                        verticalSpacing: try i.optional("verticalSpacing", as: CGFloat.self)) { ScriptContentView(content) }
        }
        initializer("GridRow", "GridRow(alignment:? content:{})") { i in
            let content = try i.views("content")
            return GridRow(alignment: try i.optional("alignment", as: VerticalAlignment.self)) { ScriptContentView(content) }
        }
        modifier("gridCellColumns(_count)") { v, i in v.gridCellColumns(try i.get("count")) }
        modifier("gridColumnAlignment(_guide)") { v, i in v.gridColumnAlignment(try i.get("guide")) }

        initializer("LazyVGrid", "LazyVGrid(columns: alignment:? spacing:? content:{})") { i in
            let columns = try i.array("columns", of: GridItem.self)
            let content = try i.views("content")
            return LazyVGrid(columns: columns, alignment: try i.get("alignment", default: .center),
                             spacing: try i.optional("spacing", as: CGFloat.self)) { ScriptContentView(content) }
        }
        initializer("LazyHGrid", "LazyHGrid(rows: alignment:? spacing:? content:{})") { i in
            let rows = try i.array("rows", of: GridItem.self)
            let content = try i.views("content")
            return LazyHGrid(rows: rows, alignment: try i.get("alignment", default: .center),
                             spacing: try i.optional("spacing", as: CGFloat.self)) { ScriptContentView(content) }
        }
        initializer("GridItem", "GridItem(_size? spacing:? alignment:?)") { i in
            GridItem(try i.get("size", default: .flexible()), spacing: try i.optional("spacing", as: CGFloat.self),
                     alignment: try i.optional("alignment", as: Alignment.self))
        }
        staticMethod("GridItem.Size", "fixed(_size)") { GridItem.Size.fixed(try $0.get("size", as: CGFloat.self)) }
        staticMethod("GridItem.Size", "flexible(minimum:? maximum:?)") { i in
            GridItem.Size.flexible(minimum: try i.get("minimum", default: 10), maximum: try i.get("maximum", default: .infinity))
        }
        staticMethod("GridItem.Size", "adaptive(minimum: maximum:?)") { i in
            GridItem.Size.adaptive(minimum: try i.get("minimum"), maximum: try i.get("maximum", default: .infinity))
        }
        property("size", of: GridItem.self) { $0.size }
        property("spacing", of: GridItem.self) { $0.spacing.map { Value.double(Double($0)) } ?? .optional(nil) }
    }

    /// Layouts as values: the stacks' layouts, `AnyLayout`, the custom layouts Reel ships, and
    /// `layout { content }`.
    mutating func registerLayouts() {
        initializer("HStackLayout", "HStackLayout(alignment:? spacing:?)") { i in
            HStackLayout(alignment: try i.get("alignment", default: .center), spacing: try i.optional("spacing", as: CGFloat.self))
        }
        initializer("VStackLayout", "VStackLayout(alignment:? spacing:?)") { i in
            VStackLayout(alignment: try i.get("alignment", default: .center), spacing: try i.optional("spacing", as: CGFloat.self))
        }
        initializer("ZStackLayout", "ZStackLayout(alignment:?)") { i in ZStackLayout(alignment: try i.get("alignment", default: .center)) }
        initializer("RadialLayout", "RadialLayout()") { _ in RadialLayout() }
        initializer("MasonryLayout", "MasonryLayout(columns:? spacing:?)") { i in
            MasonryLayout(columns: try i.get("columns", default: 3), spacing: try i.get("spacing", default: 5))
        }
        initializer("RelativeHStack", "RelativeHStack(spacing:?)") { i in RelativeHStack(spacing: try i.get("spacing", default: 8)) }
        initializer("AnyLayout", "AnyLayout(_layout)") { i in Vocabulary.anyLayout(try i.get("layout", as: (any Layout).self)) }
        // `layout { ... }` (Swift's `callAsFunction`), also written `layout.callAsFunction { ... }`.
        method("callAsFunction(_content{})") { i in
            let layout = try i.receiver(as: (any Layout).self)
            let content = try i.views("content")
            return .native(Vocabulary.container(layout, content))
        }

        initializer("Divider", "Divider()") { _ in Divider() }
    }
}

extension Vocabulary {
    /// `view.overlay(style)` with the style's own type, as the compiled call has it.
    static func overlay<S: ShapeStyle>(_ style: S, edges: Edge.Set, on view: AnyView) -> any View {
        view.overlay(style, ignoresSafeAreaEdges: edges)
    }
    /// `view.background(style)` with the style's own type.
    static func background<S: ShapeStyle>(_ style: S, edges: Edge.Set, on view: AnyView) -> any View {
        view.background(style, ignoresSafeAreaEdges: edges)
    }
    /// `view.background(style, in: shape)` with the style's and the shape's own types.
    static func background<S: ShapeStyle>(_ style: S, in shape: any Shape, on view: AnyView) -> any View {
        func withShape<T: Shape>(_ shape: T) -> any View { view.background(style, in: shape) }
        return withShape(shape)
    }
    /// `view.border(style, width:)` with the style's own type.
    static func border<S: ShapeStyle>(_ style: S, width: CGFloat, on view: AnyView) -> any View { view.border(style, width: width) }
    /// `AnyLayout(layout)` for the layout's own type.
    static func anyLayout<L: Layout>(_ layout: L) -> AnyLayout { AnyLayout(layout) }
    /// `layout { content }` for the layout's own type.
    static func container<L: Layout>(_ layout: L, _ content: any View) -> any View {
        layout { ScriptContentView(content) }
    }
}
