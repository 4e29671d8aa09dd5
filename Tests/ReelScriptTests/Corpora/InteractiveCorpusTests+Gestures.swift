import Foundation
import Reel
import Testing

extension InteractiveCorpusTests {
    /// What the interactive files of composed gestures, long presses, pinches and rotations must show.
    static let gestureChecks: [String: Check] = [:]
}
