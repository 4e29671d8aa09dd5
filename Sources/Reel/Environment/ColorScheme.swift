/// The appearance views are drawn in: light or dark, as on iOS. Dynamic colours (the system
/// colours, asset-catalogue colours with a dark appearance) resolve to their variant for the
/// scheme of the environment they are drawn in.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// The light appearance (the default).
    case light
    /// The dark appearance.
    case dark
}

extension View {
    /// Draws this view and everything inside it in `colorScheme` (light when nil). In a preview the
    /// scheme applies to the whole canvas, as `preferredColorScheme` applies to the window on iOS.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> _EnvironmentModifiedView<Self> {
        var view = environmentUpdate { $0.colorScheme = colorScheme ?? .light }
        var settings = PreviewSettings()
        settings.colorScheme = colorScheme ?? .light
        view.preview = (settings, onlyAtRoot: false)
        return view
    }
}
