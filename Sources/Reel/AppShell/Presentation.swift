import Foundation

/// A view presented over the screen: a sheet, a full-screen cover, or an alert.
struct Presentation {
    /// How it is presented.
    enum Kind { case sheet, fullScreenCover, alert, confirmationDialog }
    var kind: Kind
    /// The presented content (a sheet's view), or an alert's actions.
    var content: AnyView
    /// An alert's title.
    var title: String = ""
    /// An alert's message.
    var message: AnyView?
}

/// The presentations views ask for while their bindings say they are presented.
enum PresentationKey: AppShellPreferenceKey {
    static var defaultValue: Presentation? { nil }
}

extension View {
    /// Presents `content` as a sheet while `isPresented` is true: on a device screen, iOS 17's
    /// page sheet (docs/AppShell.md).
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: () -> Content) -> _ModifiedView<Self> {
        let presentation = isPresented.wrappedValue ? Presentation(kind: .sheet, content: AnyView(content())) : nil
        return appShellPreference(PresentationKey.self, presentation)
    }

    /// Presents the sheet `content` builds for `item` while `item` is not nil.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> _ModifiedView<Self> {
        let presentation = item.wrappedValue.map { Presentation(kind: .sheet, content: AnyView(content($0))) }
        return appShellPreference(PresentationKey.self, presentation)
    }

    /// Presents `content` over the whole screen while `isPresented` is true.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: () -> Content) -> _ModifiedView<Self> {
        let presentation = isPresented.wrappedValue ? Presentation(kind: .fullScreenCover, content: AnyView(content())) : nil
        return appShellPreference(PresentationKey.self, presentation)
    }

    /// Shows an alert titled `title` with `actions` (its buttons) while `isPresented` is true.
    public func alert<A: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> _ModifiedView<Self> {
        let presentation = isPresented.wrappedValue ? Presentation(kind: .alert, content: AnyView(actions()), title: title) : nil
        return appShellPreference(PresentationKey.self, presentation)
    }

    /// Shows an alert titled `title` with `actions` and a `message` while `isPresented` is true.
    public func alert<A: View, M: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> _ModifiedView<Self> {
        let presentation = isPresented.wrappedValue
            ? Presentation(kind: .alert, content: AnyView(actions()), title: title, message: AnyView(message())) : nil
        return appShellPreference(PresentationKey.self, presentation)
    }

    /// Shows an action sheet titled `title` with `actions` while `isPresented` is true.
    public func confirmationDialog<A: View>(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> _ModifiedView<Self> {
        let presentation = isPresented.wrappedValue
            ? Presentation(kind: .confirmationDialog, content: AnyView(actions()), title: titleVisibility == .visible ? title : "") : nil
        return appShellPreference(PresentationKey.self, presentation)
    }

    /// Shows an action sheet titled `title` with `actions` and a `message` while `isPresented` is true.
    public func confirmationDialog<A: View, M: View>(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> _ModifiedView<Self> {
        let presentation = isPresented.wrappedValue
            ? Presentation(kind: .confirmationDialog, content: AnyView(actions()), title: titleVisibility == .visible ? title : "",
                           message: AnyView(message())) : nil
        return appShellPreference(PresentationKey.self, presentation)
    }

    /// The heights a sheet rests at; accepted (a rendered sheet is drawn at its large height).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> Self { self }
    /// Whether a sheet shows its drag indicator; accepted.
    public func presentationDragIndicator(_ visibility: Visibility) -> Self { self }
}

/// A height a sheet rests at, as SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable {
    let fraction: CGFloat
    /// The full height.
    public static let large = PresentationDetent(fraction: 1)
    /// About half the screen.
    public static let medium = PresentationDetent(fraction: 0.5)
    /// A fraction of the full height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(fraction: fraction) }
    /// A height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(fraction: -height) }
}
