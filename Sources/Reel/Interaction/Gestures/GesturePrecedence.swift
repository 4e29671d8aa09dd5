import Foundation

/// Recognitions that compete for one touch in order of precedence, first first: what each
/// reports is held until every recognition before it has failed; the first to win (succeed, or
/// start a continuous gesture) cancels those after it, whose held reports are dropped. So a
/// single tap waits while a double tap may still come, and a child's gesture wins over its
/// parent's. Used for a touch's gestures along the views it landed in (`GestureArbitration`) and
/// by `ExclusiveGesture`.
final class GesturePrecedence {
    final class Member {
        let recognition: _AnyGestureRecognition
        /// Held reports: handler runs (`deliver`) and, for compositions, what changes their own
        /// value (`immediate`).
        var held: [(immediate: Bool, run: () -> Void)] = []
        /// Whether anything of it has been delivered (it was first in line).
        var delivered = false
        init(_ recognition: _AnyGestureRecognition) { self.recognition = recognition }
    }

    let members: [Member]
    /// Where the reports of the member first in line go.
    let deliver: (@escaping () -> Void) -> Void

    init(_ recognitions: [_AnyGestureRecognition], deliver: @escaping (@escaping () -> Void) -> Void) {
        members = recognitions.map(Member.init)
        self.deliver = deliver
        for member in members {
            member.recognition.outbox = { [unowned member] run in member.held.append((false, run)) }
        }
    }

    /// Holds `run` behind the reports of `member` so far (a composition's own change).
    func hold(_ index: Int, _ run: @escaping () -> Void) {
        members[index].held.append((true, run))
    }

    /// Delivers what may be delivered, and cancels what lost. Returns the winner's index, if any.
    @discardableResult
    func settle() -> Int? {
        var allBeforeFailed = true
        var winner: Int?
        for (index, member) in members.enumerated() {
            if winner != nil {
                member.recognition.cancel()
                member.held = []
                continue
            }
            if allBeforeFailed {
                if member.recognition.status == .failed && !member.delivered {
                    member.held = []
                } else if !member.held.isEmpty {
                    let held = member.held
                    member.held = []
                    member.delivered = true
                    for entry in held { entry.immediate ? entry.run() : deliver(entry.run) }
                }
                if member.recognition.hasClaimed { winner = index }
            }
            if member.recognition.status != .failed { allBeforeFailed = false }
        }
        return winner
    }

    /// Whether every member has failed.
    var allFailed: Bool { members.allSatisfy { $0.recognition.status == .failed } }
}
