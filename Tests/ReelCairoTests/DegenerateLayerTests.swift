import Foundation
import Reel
import ReelCairo
import Testing

/// Every filter and layer over content that can show nothing: empty, off the canvas, fully
/// transparent, collapsed by a degenerate scale (1e-6, 0, -1e-6, one axis 0) or under a clip that
/// removes everything. Whatever the layer, nothing may abort the render and nothing may be drawn:
/// every pixel stays the background's.
///
/// Each such layer gets an empty extent (or is clipped away), so Cairo gives it a group of no
/// pixels; `DrawPass.pixels(_:)` treats that as a region of no pixels, once, for every filter,
/// compositing pass and particle stamp.
@Suite struct DegenerateLayerTests {
    /// The canvas side, in points (one pixel per point).
    static let side = 48

    /// What the filtered content is.
    enum Content: String, CaseIterable, CustomTestStringConvertible {
        case empty, offCanvas, offCanvasNegative, transparent, invisible, tinyScale, zeroScale, negativeTinyScale,
             flatScale, emptyClip

        var testDescription: String { rawValue }

        /// A red disc made degenerate this way.
        func view() -> AnyView {
            let disc = Circle().fill(Color.red).frame(width: 30, height: 30)
            switch self {
            case .empty: return AnyView(Color.clear.frame(width: 0, height: 0))
            case .offCanvas: return AnyView(disc.offset(x: 5000, y: 5000))
            case .offCanvasNegative: return AnyView(disc.offset(x: -5000, y: -300))
            case .transparent: return AnyView(Circle().fill(Color.clear).frame(width: 30, height: 30))
            case .invisible: return AnyView(disc.opacity(0))
            case .tinyScale: return AnyView(disc.scaleEffect(1e-6))
            case .zeroScale: return AnyView(disc.scaleEffect(0))
            case .negativeTinyScale: return AnyView(disc.scaleEffect(-1e-6))
            case .flatScale: return AnyView(disc.scaleEffect(x: 1, y: 0))
            case .emptyClip: return AnyView(disc)
            }
        }

        /// `filtered` placed as this case asks (inside a clip of no area for `emptyClip`).
        func place(_ filtered: AnyView) -> AnyView {
            self == .emptyClip ? AnyView(filtered.frame(width: 0, height: 0).clipped()) : filtered
        }
    }

    /// Every kind of layer and filter a view or a canvas can make.
    enum LayerKind: String, CaseIterable, CustomTestStringConvertible {
        case shadow, shadowOffset, blur, opaqueBlur, opacityGroup, drawingGroup, mask, clipShape, plusDarkerGroup,
             plusDarkerShape, multiplyGroup, brightness, contrast, saturation, grayscale, hueRotation,
             colorMultiply, material, canvasBlur, canvasAlphaThreshold, canvasShadow,
             canvasColorMatrix, canvasLayer

        var testDescription: String { rawValue }

        /// `content` under this layer.
        func apply(to content: AnyView) -> AnyView {
            switch self {
            case .shadow: return AnyView(content.shadow(radius: 8))
            case .shadowOffset: return AnyView(content.shadow(color: .black, radius: 4, x: 20, y: 20))
            case .blur: return AnyView(content.blur(radius: 6))
            case .opaqueBlur: return AnyView(content.blur(radius: 6, opaque: true))
            case .opacityGroup: return AnyView(content.compositingGroup().opacity(0.5))
            case .drawingGroup: return AnyView(content.drawingGroup())
            case .mask: return AnyView(content.mask { Rectangle() })
            case .clipShape: return AnyView(content.clipShape(Circle()))
            case .plusDarkerGroup: return AnyView(content.compositingGroup().blendMode(.plusDarker))
            case .plusDarkerShape: return AnyView(content.blendMode(.plusDarker))
            case .multiplyGroup: return AnyView(content.compositingGroup().blendMode(.multiply))
            case .brightness: return AnyView(content.brightness(0.4))
            case .contrast: return AnyView(content.contrast(2))
            case .saturation: return AnyView(content.saturation(0))
            case .grayscale: return AnyView(content.grayscale(1))
            case .hueRotation: return AnyView(content.hueRotation(.degrees(90)))
            case .colorMultiply: return AnyView(content.colorMultiply(.blue))
            case .material: return AnyView(content.background(.ultraThinMaterial))
            case .canvasBlur: return canvas(over: content) { $0.addFilter(.blur(radius: 6)) }
            case .canvasAlphaThreshold:
                return canvas(over: content) {
                    $0.addFilter(.alphaThreshold(min: 0.4, color: .blue))
                    $0.addFilter(.blur(radius: 6))
                }
            case .canvasShadow: return canvas(over: content) { $0.addFilter(.shadow(color: .black, radius: 6, x: 10, y: 10)) }
            case .canvasColorMatrix: return canvas(over: content) { $0.addFilter(.colorMultiply(.green)) }
            case .canvasLayer:
                return canvas(over: content) { context in
                    context.opacity = 0.5
                    context.blendMode = .plusDarker
                }
            }
        }

        /// A canvas whose context is set up by `setUp`, drawing a disc made degenerate the way
        /// `content` is (the canvas stands in for the content, so the same cases reach it), in a
        /// layer of its own.
        private func canvas(over content: AnyView, _ setUp: @escaping (inout GraphicsContext) -> Void) -> AnyView {
            AnyView(content.overlay {
                Canvas { context, size in
                    context.drawLayer { layer in
                        setUp(&layer)
                        layer.fill(Path(ellipseIn: CGRect(x: 9, y: 9, width: 30, height: 30)), with: .color(.clear))
                    }
                }
                .frame(width: 48, height: 48)
            })
        }
    }

    /// A canvas drawing degenerate content itself (its transform collapsed, its shape off the
    /// canvas or of no area), under each canvas filter.
    enum CanvasContent: String, CaseIterable, CustomTestStringConvertible {
        case tinyScale, zeroScale, negativeScale, offCanvas, emptyRect, clear, emptyClip, nothing

        var testDescription: String { rawValue }

        func draw(_ context: inout GraphicsContext) {
            let disc = Path(ellipseIn: CGRect(x: 9, y: 9, width: 30, height: 30))
            switch self {
            case .tinyScale: context.scaleBy(x: 1e-6, y: 1e-6)
            case .zeroScale: context.scaleBy(x: 0, y: 0)
            case .negativeScale: context.scaleBy(x: -1e-6, y: 1e-6)
            case .offCanvas: context.translateBy(x: 9000, y: -9000)
            case .emptyRect:
                context.fill(Path(CGRect(x: 20, y: 20, width: 0, height: 0)), with: .color(.red))
                return
            case .clear:
                context.fill(disc, with: .color(.clear))
                return
            case .emptyClip: context.clip(to: Path(CGRect(x: 10, y: 10, width: 0, height: 0)))
            case .nothing: return
            }
            context.fill(disc, with: .color(.red))
        }
    }

    /// The canvas filters and layers.
    enum CanvasFilter: String, CaseIterable, CustomTestStringConvertible {
        case blur, alphaThreshold, shadow, colorMultiply, brightness, opacityLayer, plusDarker

        var testDescription: String { rawValue }

        func apply(_ context: inout GraphicsContext) {
            switch self {
            case .blur: context.addFilter(.blur(radius: 8))
            case .alphaThreshold:
                context.addFilter(.alphaThreshold(min: 0.3, color: .blue))
                context.addFilter(.blur(radius: 4))
            case .shadow: context.addFilter(.shadow(color: .black, radius: 6, x: 5, y: 5))
            case .colorMultiply: context.addFilter(.colorMultiply(.green))
            case .brightness: context.addFilter(.brightness(0.5))
            case .opacityLayer: context.opacity = 0.4
            case .plusDarker: context.blendMode = .plusDarker
            }
        }
    }

    /// Every pixel of `image` is the white background.
    static func expectBackground(_ image: RasterImage, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let white = image.pixels.first ?? 0
        #expect(white == 0xFFFF_FFFF, "\(label): first pixel \(String(white, radix: 16))", sourceLocation: sourceLocation)
        let changed = image.pixels.indices.filter { image.pixels[$0] != 0xFFFF_FFFF }
        #expect(changed.isEmpty, "\(label): \(changed.count) pixels drawn, first at \(changed.first.map { ($0 % side, $0 / side) } as Any)",
                sourceLocation: sourceLocation)
    }

    @Test(arguments: LayerKind.allCases, Content.allCases)
    func layerOverDegenerateContentDrawsNothing(_ kind: LayerKind, _ content: Content) throws {
        let view = content.place(kind.apply(to: content.view())).frame(width: 48, height: 48)
        let image = try render(view, width: Self.side, height: Self.side, background: .white)
        Self.expectBackground(image, "\(kind) over \(content)")
    }

    @Test(arguments: CanvasFilter.allCases, CanvasContent.allCases)
    func canvasFilterOverDegenerateDrawingDrawsNothing(_ filter: CanvasFilter, _ content: CanvasContent) throws {
        let view = Canvas { context, size in
            context.drawLayer { layer in
                filter.apply(&layer)
                content.draw(&layer)
            }
            filter.apply(&context)
            content.draw(&context)
        }
        .frame(width: 48, height: 48)
        let image = try render(view, width: Self.side, height: Self.side, background: .white)
        Self.expectBackground(image, "\(filter) over \(content)")
    }

    /// Layers nested in layers, each of no extent: a shadow inside a blur inside a mask inside a
    /// compositing group with plus-darker, over a disc scaled to nothing.
    @Test func nestedDegenerateLayersDrawNothing() throws {
        let view = Circle().fill(Color.red).frame(width: 30, height: 30)
            .scaleEffect(1e-6)
            .shadow(radius: 5)
            .blur(radius: 3)
            .mask { Circle() }
            .compositingGroup()
            .blendMode(.plusDarker)
            .opacity(0.7)
            .frame(width: 48, height: 48)
        Self.expectBackground(try render(view, width: Self.side, height: Self.side, background: .white), "nested")
    }

    /// The same layers over content that does show still draw it: the degenerate path is not
    /// taken for a layer with pixels.
    @Test func aShadowOverVisibleContentStillDraws() throws {
        let view = Circle().fill(Color.red).frame(width: 30, height: 30).shadow(radius: 4).frame(width: 48, height: 48)
        let image = try render(view, width: Self.side, height: Self.side, background: .white)
        #expect(RGBA(image, 24, 24) == RGBA(Color.red))
        #expect(image[24, 41] != 0xFFFF_FFFF)   // the shadow reaches below the disc
    }
}
