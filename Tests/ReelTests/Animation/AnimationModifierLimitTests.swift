import Foundation
@testable import Reel
import Testing

/// An animation carries at most `RenderLimits.animationModifiers` modifiers: a chain of 300,000
/// `delay(0)` calls (each of which used to copy every modifier and the whole written form before
/// it) keeps the first ones and is made in linear time.
@Suite struct AnimationModifierLimitTests {
    @Test func modifiersPastTheLimitAreIgnored() {
        var animation = Animation.linear(duration: 1)
        for _ in 0..<300_000 { animation = animation.delay(0).speed(1) }
        #expect(animation.modifierCount == RenderLimits.animationModifiers)
        // The first hundred: fifty delays and fifty speeds, all neutral.
        #expect(animation.duration == 1)
        #expect(animation.value(at: 0.25) == Animation.linear(duration: 1).value(at: 0.25))
    }

    @Test func chainsWithinTheLimitKeepEveryModifier() {
        var animation = Animation.easeIn(duration: 0.5)
        for _ in 0..<10 { animation = animation.delay(0.1) }
        #expect(animation.modifierCount == 10)
        #expect(abs(animation.duration - 1.5) < 1e-12)
    }
}
