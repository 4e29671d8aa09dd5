import ArgumentParser

/// `reel curve`: samples an animation from 0 to 1.
struct CurveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "curve", abstract: "Sample an animation curve.")
}
