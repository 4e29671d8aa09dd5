import Foundation
import Reel
import Testing

extension InteractiveCorpusTests {
    /// What the interactive files of scroll views and pull-to-refresh must show.
    static let scrollChecks: [String: Check] = [:]
}
