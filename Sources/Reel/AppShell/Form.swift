import Foundation

/// A container of settings, as SwiftUI's `Form` draws on iOS: an inset-grouped list of its rows
/// and sections.
public struct Form<Content: View>: View {
    let content: Content
    /// A form of the rows and sections `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// The form as an inset-grouped list.
    public var body: some View { List<Never, Content>(style: .insetGrouped, content: content) }
}
