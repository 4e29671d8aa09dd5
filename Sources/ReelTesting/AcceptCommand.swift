/// How the report phrases the commands that accept a change or record a golden: through `reel
/// test`, or through `swift test` for goldens checked by the Swift API.
public enum AcceptCommand: Hashable, Sendable {
    /// `reel test SCENE --golden DIR --update changed [--only SCENE@FRAME]`.
    case reelTest(golden: String)
    /// `REEL_UPDATE=changed swift test --filter FILTER`.
    case swiftTest(filter: String)

    /// The command accepting the change of `frames` of `scene` (every failing frame when nil).
    public func accepting(_ scene: SceneUnderTest, frames: [Int]?, mode: UpdateMode = .changed) -> String {
        switch self {
        case .reelTest(let golden):
            var words = ["reel", "test", scene.argument, "--golden", golden, "--update", mode.rawValue]
            if let events = scene.eventsOption { words += ["--events", events] }
            words += scene.preview?.arguments ?? []
            for frame in frames ?? [] { words += ["--only", "\(scene.name)@\(frame)"] }
            return words.map(AcceptCommand.quoted).joined(separator: " ")
        case .swiftTest(let filter):
            return "REEL_UPDATE=\(mode.rawValue) swift test --filter " + AcceptCommand.quoted(filter)
        }
    }

    /// The command accepting every failing frame of `scenes`.
    public func acceptingAll(_ scenes: [SceneUnderTest]) -> String {
        switch self {
        case .reelTest(let golden):
            var words = ["reel", "test"] + scenes.map(\.argument) + ["--golden", golden, "--update", "changed"]
            if let events = scenes.lazy.compactMap(\.eventsOption).first { words += ["--events", events] }
            words += scenes.lazy.compactMap(\.preview).first?.arguments ?? []
            return words.map(AcceptCommand.quoted).joined(separator: " ")
        case .swiftTest(let filter):
            return "REEL_UPDATE=changed swift test --filter " + AcceptCommand.quoted(filter)
        }
    }

    /// A word quoted for a POSIX shell when it needs to be.
    static func quoted(_ word: String) -> String {
        let plain = word.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_./@=:,+%".unicodeScalars.contains(scalar)
        }
        if plain && !word.isEmpty { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
