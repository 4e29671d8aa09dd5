import Foundation

extension View {
    /// The title the enclosing `NavigationStack` shows in its bar while this view is its root.
    public func navigationTitle(_ title: String) -> _ModifiedView<Self> {
        appShellPreference(NavigationTitleKey.self, Text(verbatim: title))
    }

    /// The title, as a text view, the enclosing `NavigationStack` shows in its bar.
    public func navigationTitle(_ title: Text) -> _ModifiedView<Self> {
        appShellPreference(NavigationTitleKey.self, title)
    }

    /// How the enclosing stack's bar shows this view's title: large, inline, or as the stack
    /// decides (large for the root view).
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> _ModifiedView<Self> {
        appShellPreference(NavigationTitleDisplayModeKey.self, mode)
    }

    /// `navigationTitle` and `navigationBarTitleDisplayMode` at once, SwiftUI's older form.
    public func navigationBarTitle(_ title: String, displayMode: NavigationBarItem.TitleDisplayMode = .automatic)
        -> _ModifiedView<_ModifiedView<Self>> {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Hides the back button; a root view has none, so nothing changes in a rendered preview.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> Self { self }

    /// Where a `NavigationLink(value:)` of type `D` leads. A rendered stack shows its root, so the
    /// destination is accepted and not drawn.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> Self { self }

    /// A destination shown while `isPresented` is true. A rendered stack shows its root.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> Self { self }

    /// The background of the bars in `bars`: the navigation bar draws `style` under its items
    /// when it shows (`toolbarBackground(.visible, for:)`).
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> _ModifiedView<Self> {
        appShellPreference(NavigationBarBackgroundKey.self, NavigationBarBackground(style: AnyShapeStyle(style), visibility: nil))
    }

    /// Whether the background of the bars in `bars` shows: `.visible` draws the navigation bar's
    /// background even at the top of the content, where iOS otherwise leaves it clear.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> _ModifiedView<Self> {
        appShellPreference(NavigationBarBackgroundKey.self, NavigationBarBackground(style: nil, visibility: visibility))
    }

    /// Shows or hides the bars in `bars`: `.hidden` for `.navigationBar` removes the navigation bar.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> _ModifiedView<Self> {
        let hides = visibility == .hidden && (bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic))
        return appShellPreference(NavigationBarHiddenKey.self, hides)
    }

    /// Hides the navigation bar, SwiftUI's older form of `toolbar(.hidden, for: .navigationBar)`.
    public func navigationBarHidden(_ hidden: Bool) -> _ModifiedView<Self> {
        appShellPreference(NavigationBarHiddenKey.self, hidden)
    }
}
