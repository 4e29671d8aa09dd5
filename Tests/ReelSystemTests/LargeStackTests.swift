@testable import ReelSystem
import Testing

@Suite struct LargeStackTests {
    /// A thread Reel did not start has no known stack, so `ensuring` moves the work to a thread
    /// with a large stack, where the stack left is nearly all of `LargeStack.stackSize`.
    @Test func workMovesOffAThreadWhoseStackIsUnknown() {
        #expect(SystemThread.remainingStack() == nil)
        let left = LargeStack.ensuring { SystemThread.remainingStack() }
        let stack = LargeStack.stackSize
        #expect(left.map { $0 > stack - (1 << 20) && $0 <= stack } == true, "\(String(describing: left))")
    }

    /// On a thread with a large stack the work stays where it is: the stack left inside is what
    /// it was outside, less the frames between.
    @Test func workStaysOnAThreadWithStackToSpare() {
        let (outside, inside) = LargeStack.run { () -> (Int?, Int?) in
            let outside = SystemThread.remainingStack()
            let inside = LargeStack.ensuring { SystemThread.remainingStack() }
            return (outside, inside)
        }
        guard let outside, let inside else {
            Issue.record("a thread LargeStack started has no known stack")
            return
        }
        #expect(inside <= outside && outside - inside < 64 << 10, "\(outside) then \(inside)")
    }

    /// Deeper than the stack is asked to hold, the work moves to a fresh large stack.
    @Test func workMovesWhenTooLittleIsLeft() {
        let left = LargeStack.run(stackSize: 8 << 20) { LargeStack.ensuring { SystemThread.remainingStack() } }
        #expect(left.map { $0 > 60 << 20 } == true, "\(String(describing: left))")
    }
}
