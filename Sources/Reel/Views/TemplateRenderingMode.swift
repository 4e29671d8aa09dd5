import Foundation

extension Image {
    /// How an image is drawn, as SwiftUI's `Image.TemplateRenderingMode`.
    public enum TemplateRenderingMode: String, Hashable, Sendable {
        /// The image's alpha filled with the foreground style (a tinted icon).
        case template
        /// The image's own pixels.
        case original
    }
}
