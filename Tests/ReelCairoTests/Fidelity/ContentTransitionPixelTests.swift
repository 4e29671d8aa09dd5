import Foundation
import Reel
import ReelCairo
import Testing

/// Text whose string changes inside an animated transaction, drawn with its content transition
/// (`ContentTransition`) at the middle of a 1 s linear animation (progress 0.5).
///
/// The strings are full blocks (U+2588) and spaces in DejaVu Sans Mono at 40 points, so every
/// glyph is a solid box 24.08 points wide (advance 1233/2048 em) filling the 46.6-point line
/// (ascent 1901 + descent 483 per 2048). "█ " becomes " █": the text (48.2 × 46.6) is centred on
/// the 200 × 100 canvas, its left box about x 75.9...100, its right box 100...124.1, its line
/// y 26.7...73.3.
@Suite struct ContentTransitionPixelTests {
    struct Swap: AnimatedScene {
        var format = SceneFormat(width: 200, height: 100, fps: 10, duration: 2)
        var transition: ContentTransition?
        var countsWith: (Double, Double)?
        @State var on = false
        var body: some View {
            let text = Text(on ? " \u{2588}" : "\u{2588} ")
                .font(.custom("DejaVu Sans Mono", size: 40))
                .foregroundColor(.black)
                .frame(width: 200, height: 100)
                .background(Color.white)
            if let countsWith {
                text.contentTransition(.numericText(value: on ? countsWith.1 : countsWith.0))
            } else if let transition {
                text.contentTransition(transition)
            } else {
                text
            }
        }
        var timeline: some Timeline {
            At(0.5) { withAnimation(.linear(duration: 1)) { on = true } }
        }
        init() {}
        init(_ transition: ContentTransition?, countsWith: (Double, Double)? = nil) {
            self.transition = transition
            self.countsWith = countsWith
        }
    }

    /// The grey level (0 black ... 255 white) of a pixel of `scene` at `time`.
    func grey(_ scene: Swap, _ x: Int, _ y: Int, at time: Double) throws -> Int {
        let image = try FrameRenderer().render(scene, frame: Int((time * 10).rounded()), scale: 1)
        return RGBA(image, x, y).r
    }

    @Test func opacityCrossFadesTheOldAndNewText() throws {
        for transition in [ContentTransition.opacity, nil, .interpolate] {
            // Halfway: each box at half opacity, black over white.
            #expect(abs(try grey(Swap(transition), 88, 50, at: 1) - 128) <= 2, "\(String(describing: transition))")
            #expect(abs(try grey(Swap(transition), 112, 50, at: 1) - 128) <= 2, "\(String(describing: transition))")
            // Before and after: one box each.
            #expect(try grey(Swap(transition), 88, 50, at: 0.4) == 0)
            #expect(try grey(Swap(transition), 112, 50, at: 0.4) == 255)
            #expect(try grey(Swap(transition), 88, 50, at: 1.6) == 255)
            #expect(try grey(Swap(transition), 112, 50, at: 1.6) == 0)
        }
    }

    @Test func identityChangesAtOnce() throws {
        #expect(try grey(Swap(.identity), 88, 50, at: 0.5) == 255)
        #expect(try grey(Swap(.identity), 112, 50, at: 0.5) == 0)
        #expect(try grey(Swap(.identity), 112, 50, at: 1) == 0)
    }

    /// Halfway through a roll, a box has travelled a quarter of its line (11.65 points), blurred by
    /// a radius of 3.9 points and at half opacity: counting up, the new box (right) still hangs
    /// below the line and the old one (left) has risen above it.
    @Test func numericTextRollsUpWhenCountingUp() throws {
        for scene in [Swap(.numericText()), Swap(nil, countsWith: (1, 2))] {
            #expect(try grey(scene, 112, 79, at: 1) < 200)   // the new box below the line's bottom (73.3)
            #expect(try grey(scene, 112, 21, at: 1) == 255)
            #expect(try grey(scene, 88, 21, at: 1) < 200)    // the old box above the line's top (26.7)
            #expect(try grey(scene, 88, 79, at: 1) == 255)
            // Half opacity, blurred only near its edges.
            #expect(abs(try grey(scene, 112, 60, at: 1) - 128) <= 3)
            #expect(try grey(scene, 112, 79, at: 1.6) == 255)
            #expect(try grey(scene, 112, 50, at: 1.6) == 0)
        }
    }

    @Test func numericTextRollsDownWhenCountingDown() throws {
        for scene in [Swap(.numericText(countsDown: true)), Swap(nil, countsWith: (5, 2))] {
            #expect(try grey(scene, 112, 21, at: 1) < 200)   // the new box comes from above
            #expect(try grey(scene, 112, 79, at: 1) == 255)
            #expect(try grey(scene, 88, 79, at: 1) < 200)    // the old one leaves downward
            #expect(try grey(scene, 88, 21, at: 1) == 255)
        }
    }

    /// Characters that are the same in the old and new strings (matched from the end) stay still.
    struct Counter: AnimatedScene {
        var format = SceneFormat(width: 200, height: 100, fps: 10, duration: 2)
        @State var on = false
        var body: some View {
            Text(on ? "\u{2588} " : "\u{2588}\u{2588}")
                .font(.custom("DejaVu Sans Mono", size: 40))
                .foregroundColor(.black)
                .contentTransition(.numericText())
                .frame(width: 200, height: 100)
                .background(Color.white)
        }
        var timeline: some Timeline {
            At(0.5) { withAnimation(.linear(duration: 1)) { on = true } }
        }
    }

    @Test func unchangedCharactersStayStill() throws {
        let image = try FrameRenderer().render(Counter(), frame: 10, scale: 1)
        #expect(RGBA(image, 88, 50).r == 0)
        #expect(RGBA(image, 88, 21).r == 255)
        #expect(RGBA(image, 112, 21).r < 200)
    }

    /// A change made without an animation draws no transition.
    struct Unanimated: AnimatedScene {
        var format = SceneFormat(width: 200, height: 100, fps: 10, duration: 1)
        @State var on = false
        var body: some View {
            Text(on ? " \u{2588}" : "\u{2588} ")
                .font(.custom("DejaVu Sans Mono", size: 40))
                .foregroundColor(.black)
                .contentTransition(.numericText())
                .frame(width: 200, height: 100)
                .background(Color.white)
        }
        var timeline: some Timeline { At(0.5) { on = true } }
    }

    @Test func anUnanimatedChangeIsInstant() throws {
        let image = try FrameRenderer().render(Unanimated(), frame: 5, scale: 1)
        #expect(RGBA(image, 88, 50).r == 255)
        #expect(RGBA(image, 112, 50).r == 0)
    }
}
