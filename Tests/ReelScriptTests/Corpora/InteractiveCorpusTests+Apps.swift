import Foundation
import Reel
import Testing

extension InteractiveCorpusTests {
    /// What the interactive files of whole small apps (tabs, reordering, timers started by taps) must show.
    static let appChecks: [String: Check] = [:]
}
