import Foundation
import Reel
import ReelCairo
import Testing

/// iOS's system colours drawn in both appearances: every place a colour reaches the engine draws
/// the variant of the environment it is in, and animations run between the values a viewer sees.
@Suite struct SystemColorPixelTests {
    /// The pixel at the centre of `view` drawn on a 20 × 20 canvas in `scheme`.
    func centre<V: View>(_ view: V, _ scheme: ColorScheme, background: Color = .clear) throws -> RGBA {
        let image = try render(view.preferredColorScheme(scheme), width: 20, height: 20, background: background)
        return RGBA(image, 10, 10)
    }

    /// `color` composited over an opaque grey of level `white`.
    func over(_ color: RGBA, white: Int) -> RGBA {
        func mix(_ c: Int) -> Int { Int((Double(c * color.a + white * (255 - color.a)) / 255).rounded()) }
        return RGBA(mix(color.r), mix(color.g), mix(color.b), 255)
    }

    @Test func namedColoursDrawIOSsLightAndDarkValues() throws {
        let expected: [(Color, UInt32, UInt32)] = [
            (.red, 0xFF3B30, 0xFF453A), (.orange, 0xFF9500, 0xFF9F0A), (.yellow, 0xFFCC00, 0xFFD60A),
            (.green, 0x34C759, 0x30D158), (.mint, 0x00C7BE, 0x63E6E2), (.teal, 0x30B0C7, 0x40C8E0),
            (.cyan, 0x32ADE6, 0x64D2FF), (.blue, 0x007AFF, 0x0A84FF), (.indigo, 0x5856D6, 0x5E5CE6),
            (.purple, 0xAF52DE, 0xBF5AF2), (.pink, 0xFF2D55, 0xFF375F), (.brown, 0xA2845E, 0xAC8E68),
            (.gray, 0x8E8E93, 0x8E8E93), (.primary, 0x000000, 0xFFFFFF), (.black, 0x000000, 0x000000), (.white, 0xFFFFFF, 0xFFFFFF),
        ]
        for (color, light, dark) in expected {
            #expect(try centre(color, .light) == RGBA(Color(hex: light)), "\(color) light")
            #expect(try centre(color, .dark) == RGBA(Color(hex: dark)), "\(color) dark")
        }
    }

    @Test func semanticColoursDrawIOSsLightAndDarkValues() throws {
        let expected: [(UIColor, RGBA, RGBA)] = [
            (.label, RGBA(0, 0, 0, 255), RGBA(255, 255, 255, 255)),
            (.secondaryLabel, RGBA(60, 60, 67, 153), RGBA(235, 235, 245, 153)),
            (.tertiaryLabel, RGBA(60, 60, 67, 77), RGBA(235, 235, 245, 77)),
            (.quaternaryLabel, RGBA(60, 60, 67, 46), RGBA(235, 235, 245, 41)),
            (.systemBackground, RGBA(255, 255, 255, 255), RGBA(0, 0, 0, 255)),
            (.secondarySystemBackground, RGBA(242, 242, 247, 255), RGBA(28, 28, 30, 255)),
            (.tertiarySystemBackground, RGBA(255, 255, 255, 255), RGBA(44, 44, 46, 255)),
            (.systemGroupedBackground, RGBA(242, 242, 247, 255), RGBA(0, 0, 0, 255)),
            (.secondarySystemGroupedBackground, RGBA(255, 255, 255, 255), RGBA(28, 28, 30, 255)),
            (.tertiarySystemGroupedBackground, RGBA(242, 242, 247, 255), RGBA(44, 44, 46, 255)),
            (.systemGray2, RGBA(174, 174, 178, 255), RGBA(99, 99, 102, 255)),
            (.systemGray6, RGBA(242, 242, 247, 255), RGBA(28, 28, 30, 255)),
            (.separator, RGBA(60, 60, 67, 74), RGBA(84, 84, 88, 153)),
            (.opaqueSeparator, RGBA(198, 198, 200, 255), RGBA(56, 56, 58, 255)),
            (.systemFill, RGBA(120, 120, 128, 51), RGBA(120, 120, 128, 92)),
            (.link, RGBA(0, 122, 255, 255), RGBA(9, 132, 255, 255)),
        ]
        // Drawn over the system background of each scheme (white, black), as a viewer sees them.
        for (color, light, dark) in expected {
            #expect(try centre(Color(color), .light, background: .white).distance(to: over(light, white: 255)) <= 1, "\(color) light")
            #expect(try centre(Color(uiColor: color), .dark, background: .black).distance(to: over(dark, white: 0)) <= 1, "\(color) dark")
        }
    }

    @Test func everyPlaceAColourReachesTheEngineDrawsTheDarkVariant() throws {
        let dark = RGBA(Color(hex: 0xFF453A))
        // A shape's fill, stroke, gradient stops, the foreground style of text's glyphs.
        #expect(try centre(Rectangle().fill(Color.red), .dark) == dark)
        #expect(try centre(Rectangle().stroke(Color.red, lineWidth: 40), .dark) == dark)
        #expect(try centre(Rectangle().fill(LinearGradient(colors: [.red, .red], startPoint: .top, endPoint: .bottom)), .dark) == dark)
        #expect(try centre(Rectangle().foregroundStyle(.red), .dark) == dark)
        // `Color.gradient` ends with the colour itself, at the bottom.
        #expect(RGBA(try render(Color.red.gradient.preferredColorScheme(.dark), width: 20, height: 20), 10, 19).distance(to: dark) <= 3)
        // A shadow's colour, beside the square that casts it.
        let shadow = Rectangle().fill(Color.white).frame(width: 4, height: 4).shadow(color: .red, radius: 0, x: 6, y: 0)
        #expect(RGBA(try render(shadow.preferredColorScheme(.dark), width: 20, height: 20), 16, 10) == dark)
        // colorMultiply by a dynamic colour multiplies by its dark variant.
        #expect(try centre(Color.white.colorMultiply(.red), .dark) == dark)
        // A canvas's shading.
        #expect(try centre(Canvas { context, size in context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red)) }, .dark) == dark)
        #expect(try centre(Canvas { context, size in context.fill(Path(CGRect(origin: .zero, size: size)), with: .style(Color.red)) }, .dark) == dark)
    }

    @Test func textAndSymbolsTakeTheLabelColourOfTheirScheme() throws {
        func darkest(_ view: some View, _ scheme: ColorScheme) throws -> RGBA {
            let image = try render(view.preferredColorScheme(scheme), width: 40, height: 40)
            var best = RGBA(0, 0, 0, 0)
            for y in 0..<40 { for x in 0..<40 { let p = RGBA(image, x, y); if p.a > best.a { best = p } } }
            return best
        }
        let text = Text("H").font(.system(size: 30, weight: .black))
        #expect(try darkest(text, .light) == RGBA(0, 0, 0, 255))
        #expect(try darkest(text, .dark) == RGBA(255, 255, 255, 255))
        let symbol = Image(systemName: "square.fill").font(.system(size: 30))
        #expect(try darkest(symbol, .dark) == RGBA(255, 255, 255, 255))
        #expect(try darkest(Image(systemName: "square.fill").font(.system(size: 30)).foregroundStyle(.blue), .dark) == RGBA(Color(hex: 0x0A84FF)))
    }

    @Test func aDynamicColourAnimatesBetweenItsResolvedValues() throws {
        struct Fade: AnimatedScene {
            var format = SceneFormat(width: 20, height: 20, fps: 10, duration: 2)
            @State var on = false
            var body: some View {
                Rectangle().fill(on ? Color.blue : Color.red).preferredColorScheme(.dark)
            }
            var timeline: some Timeline {
                At(0.5) { withAnimation(.linear(duration: 1)) { on = true } }
            }
        }
        let renderer = FrameRenderer()
        // Before, half way and after: the dark values, and half way between them (in the
        // linear light colours animate in).
        let start = RGBA(try renderer.render(Fade(), frame: 2), 10, 10)
        let middle = RGBA(try renderer.render(Fade(), frame: 10), 10, 10)
        let end = RGBA(try renderer.render(Fade(), frame: 19), 10, 10)
        #expect(start == RGBA(Color(hex: 0xFF453A)))
        #expect(end == RGBA(Color(hex: 0x0A84FF)))
        var half = Color(hex: 0xFF453A)
        half.animatableData = Color(hex: 0xFF453A).animatableData.interpolated(towards: Color(hex: 0x0A84FF).animatableData, amount: 0.5)
        #expect(middle.distance(to: RGBA(half)) <= 1)
    }

    @Test func particlesTakeTheirEmittersScheme() throws {
        let emitter = ParticleEmitter { Rectangle().frame(width: 20, height: 20) }
            .birthRate(100).lifetime(10).color(.red).emitterPosition(CGPoint(x: 10, y: 10))
        #expect(try centre(emitter, .dark) == RGBA(Color(hex: 0xFF453A)))
    }

    @Test func hierarchicalStylesAreLevelsOfTheForegroundStyle() throws {
        // With the default foreground style: iOS's label colours.
        // (Translucent colours are compared composited over white or black, as in the test above.)
        func light(_ view: some View) throws -> RGBA { try centre(view, .light, background: .white) }
        func dark(_ view: some View) throws -> RGBA { try centre(view, .dark, background: .black) }
        #expect(try light(Rectangle().foregroundStyle(.secondary)).distance(to: over(RGBA(60, 60, 67, 153), white: 255)) <= 1)
        #expect(try dark(Rectangle().foregroundStyle(.tertiary)).distance(to: over(RGBA(235, 235, 245, 77), white: 0)) <= 1)
        #expect(try light(Rectangle().fill(.quaternary)).distance(to: over(RGBA(60, 60, 67, 46), white: 255)) <= 1)
        #expect(try centre(Rectangle().fill(.primary), .dark) == RGBA(255, 255, 255, 255))
        // With another style: that style at the label family's opacities.
        #expect(try light(Rectangle().fill(.secondary).foregroundStyle(.red)).distance(to: over(RGBA(255, 59, 48, 153), white: 255)) <= 1)
        #expect(try light(Rectangle().foregroundStyle(.tertiary).foregroundStyle(.blue)).distance(to: over(RGBA(0, 122, 255, 77), white: 255)) <= 1)
        // Levels given explicitly.
        let levels = Rectangle().fill(.secondary).foregroundStyle(.red, .green)
        #expect(try centre(levels, .dark) == RGBA(Color(hex: 0x30D158)))
        // A `foregroundStyle(.secondary)` is the secondary level of the style around it.
        #expect(try centre(Rectangle().foregroundStyle(.secondary).foregroundStyle(.orange, .purple), .light) == RGBA(Color(hex: 0xAF52DE)))
    }

    @Test func tintIsTheAccentColourUnlessSet() throws {
        #expect(try centre(Rectangle().fill(.tint), .light) == RGBA(Color(hex: 0x007AFF)))
        #expect(try centre(Rectangle().fill(.tint), .dark) == RGBA(Color(hex: 0x0A84FF)))
        #expect(try centre(Rectangle().fill(.tint).tint(.orange), .dark) == RGBA(Color(hex: 0xFF9F0A)))
        #expect(try centre(Rectangle().foregroundStyle(.tint).tint(.pink), .light) == RGBA(Color(hex: 0xFF2D55)))
        #expect(try centre(Rectangle().fill(.tint).accentColor(.green), .light) == RGBA(Color(hex: 0x34C759)))
    }
}
