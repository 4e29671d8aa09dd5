import Foundation
import Reel
import Testing

extension InteractiveCorpusTests {
    /// What the interactive files of sliders, toggles, styled buttons and text fields must show.
    static let controlChecks: [String: Check] = [:]
}
