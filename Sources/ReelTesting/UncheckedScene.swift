/// A scene a run was asked to check and could not: its scene file did not load (errors in it, in
/// its events script, or a manifest entry naming something that does not exist). It fails the run
/// like a failing frame, and the report and JUnit XML list it as an error with its message.
public struct UncheckedScene: Hashable, Sendable {
    /// The scene's name: its manifest key when known, else the file or folder's name (without
    /// `.swift`).
    public var name: String
    /// How the scene was named: the path given on the command line or recorded in the manifest.
    public var argument: String
    /// What went wrong, one error a line, as the command printed them
    /// (`Scenes/Broken.swift:4:27: error: unknown view or type 'Circl'; did you mean 'Circle'?`).
    public var message: String

    /// A scene named `argument` that could not be checked because of `message`; `name` defaults
    /// to the last part of `argument` without `.swift`.
    public init(name: String? = nil, argument: String, message: String) {
        self.argument = argument
        self.message = message
        if let name {
            self.name = name
        } else {
            let last = argument.split(separator: "/").last.map(String.init) ?? argument
            self.name = last.hasSuffix(".swift") ? String(last.dropLast(6)) : last
        }
    }

    /// `1 scene file not loaded (Scenes/Broken.swift)`, `2 scene files not loaded (A.swift, B.swift)`.
    static func summary(_ scenes: [UncheckedScene]) -> String {
        "\(scenes.count) scene file\(scenes.count == 1 ? "" : "s") not loaded (\(scenes.map(\.argument).joined(separator: ", ")))"
    }
}
