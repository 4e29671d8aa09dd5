import Foundation
import Testing
@testable import Reel

@Suite struct PhaseCycleTests {
    enum Pulse: Hashable { case rest, grow, glow }

    static let cycle = PhaseCycle([Pulse.rest, .grow, .glow]) { phase in
        switch phase {
        case .rest: return .linear(duration: 1)
        case .grow: return .easeInOut(duration: 0.5)
        case .glow: return nil
        }
    }

    /// Continuously: straight to the second phase, each step as long as its animation, then round.
    @Test func continuousCycle() {
        let changes = Self.cycle.changes(through: 3.4)
        #expect(changes.map(\.time) == [0, 0.5, 0.5, 1.5, 2, 2, 3])
        #expect(changes.map(\.phase) == [.grow, .glow, .rest, .grow, .glow, .rest, .grow])
        #expect(Self.cycle.passDuration == 1.5)
        #expect(Self.cycle.phaseIndex(at: 0.25) == 1)
        #expect(Self.cycle.phaseIndex(at: 0.75) == 0)
        #expect(Self.cycle.phaseIndex(at: 1.75) == 1)
        #expect(Self.cycle.phaseIndex(at: 0.75 + 150) == 0)
    }

    /// Triggered: one pass per trigger, back to the first phase, restarting on a new trigger.
    @Test func triggeredPasses() {
        let changes = Self.cycle.changes(triggers: [1, 10, 10.2], through: 20)
        #expect(changes.map(\.time) == [1, 1.5, 1.5, 10, 10.2, 10.7, 10.7])
        #expect(changes.map(\.index) == [1, 2, 0, 1, 1, 2, 0])
    }

    /// The cycle drives the attribute animator: a pure function of time.
    @Test func drivesAnAttribute() throws {
        let animator = try #require(Self.cycle.animator(through: 10) { phase -> Double in
            switch phase {
            case .rest: return 1
            case .grow: return 2
            case .glow: return 3
            }
        })
        #expect(animator.value(at: 0) == 1)
        #expect(abs(animator.value(at: 0.25) - 1.5) < 1e-12)   // halfway through easeInOut to 2
        // At 0.5 the glow jumps to 3 and at once the rest begins (linear, 1 s, back to 1).
        #expect(abs(animator.value(at: 1) - 2) < 1e-12)
        #expect(animator.value(at: 1.5) == 1)
    }

    @Test func degenerateCycles() {
        #expect(PhaseCycle([1]).changes(through: 10).isEmpty)
        #expect(PhaseCycle([Int]()).changes(through: 10).isEmpty)
        #expect(PhaseCycle([Int]()).animator(through: 1) { Double($0) } == nil)
        let instant = PhaseCycle([1, 2]) { _ in nil }
        #expect(instant.changes(through: 10).isEmpty)
        #expect(instant.phaseIndex(at: 3) == 0)
        let forever = PhaseCycle([1, 2]) { _ in .linear.repeatForever() }
        #expect(forever.changes(through: 100).count == 1)
    }
}
