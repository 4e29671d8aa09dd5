import Foundation

/// A link to a destination view, as SwiftUI's `NavigationLink`. A rendered stack shows its root,
/// so a link is drawn, never followed: in a list row as its label with the disclosure chevron at
/// the trailing edge; elsewhere as its label in the tint colour, as a button.
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    let label: Label

    /// A link to `destination` showing `label`.
    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    /// A link to the view `destination` builds, showing `label`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    /// A link presenting the destination of `value`'s type (`navigationDestination(for:)`).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == EmptyView { self.label = label() }

    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }

    package func makeNode(in context: ResolveContext) -> ViewNode {
        if context.environment.appShell.isInListRow {
            return context.resolve(HStack(spacing: 0) {
                label.frame(maxWidth: .infinity, alignment: .leading)
                Image(systemName: "chevron.right")
                    .font(.system(size: NavigationLinkMetrics.chevronSize, weight: .semibold))
                    .foregroundStyle(Color(UIColor.tertiaryLabel))
            })
        }
        return context.resolve(label.foregroundStyle(.tint))
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` to the view `destination` builds.
    public init(_ title: String, @ViewBuilder destination: () -> Destination) { self.label = Text(verbatim: title) }
    /// A link titled `title` to `destination`.
    public init(_ title: String, destination: Destination) { self.label = Text(verbatim: title) }
}

extension NavigationLink where Label == Text, Destination == EmptyView {
    /// A link titled `title` presenting the destination of `value`'s type.
    public init<P: Hashable>(_ title: String, value: P?) { self.label = Text(verbatim: title) }
}

/// The disclosure chevron of a link in a list row.
enum NavigationLinkMetrics {
    /// The chevron's font size (semibold, tertiary label colour): 14 points.
    static let chevronSize: CGFloat = 14
}
