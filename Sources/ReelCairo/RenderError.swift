import CCairo
import Reel

/// A failure to draw a frame.
///
/// Each case carries what went wrong; `description` is the one-line (or, for evaluation errors,
/// one-per-line) message the command line prints.
public enum RenderError: Error, CustomStringConvertible {
    /// A frame of `width` x `height` pixels: each side must be 1 to `SceneFormat.maximumPixelSide`.
    case frameSizeOutOfRange(width: Int, height: Int)
    /// The scene's format cannot be rendered at the scale asked for.
    case invalidFormat(SceneFormat.Invalid)
    /// Evaluating the frame reported these errors (already in the renderer's log).
    case evaluation([Diagnostic])
    /// Cairo stopped drawing a frame with this status.
    case cairo(status: CairoStatus)
    /// Cairo stopped drawing (or finishing) a vector document of this format with this status.
    case vectorDocument(CairoRenderer.VectorFormat, status: CairoStatus)
    /// A Cairo or Pango function, named, returned no object.
    case noResult(function: String)

    /// The errors evaluating the frame reported, when that is why it failed; empty otherwise.
    public var diagnostics: [Diagnostic] {
        if case .evaluation(let diagnostics) = self { return diagnostics }
        return []
    }

    /// What went wrong.
    public var description: String {
        switch self {
        case .frameSizeOutOfRange(let width, let height):
            return "cannot draw a \(width) x \(height) pixel frame: each side must be 1 to \(SceneFormat.maximumPixelSide) pixels"
        case .invalidFormat(let invalid):
            return invalid.description
        case .evaluation(let diagnostics):
            return diagnostics.map(\.description).joined(separator: "\n")
        case .cairo(let status):
            return "Cairo stopped drawing: \(status)"
        case .vectorDocument(let format, let status):
            return "Cairo stopped drawing the \(format.rawValue.uppercased()) document: \(status)"
        case .noResult(let function):
            return "Cairo stopped drawing: \(function) returned nothing"
        }
    }
}
