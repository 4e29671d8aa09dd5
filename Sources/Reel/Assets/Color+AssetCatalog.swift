import Foundation

extension Color {
    /// The colour set `name` of the module's asset catalogs, as SwiftUI's `Color(_:bundle:)`:
    /// dynamic when the set has a dark appearance. `bundle` is accepted for SwiftUI's sake and not
    /// used: a module's resources are its asset catalogs.
    ///
    /// A scene file looks the name up when the call is evaluated. Compiled code looks it up in the
    /// catalog the renderer makes `AssetCatalog.current` while it evaluates frames (the catalogs
    /// under its resource root); a name that is not there is an error of the frame (reported to
    /// `DiagnosticLog.current`), and the colour is clear, as SwiftUI draws a missing colour.
    public init(_ name: String, bundle: Bundle? = nil) {
        guard let catalog = AssetCatalog.current else {
            DiagnosticLog.current?.error("no colour named '\(name)': no asset catalog is in effect (colours are looked up in the catalogs under the renderer's resource root)", view: "Color(\"\(name)\")")
            self = .clear
            return
        }
        switch catalog.color(named: name) {
        case .success(let color): self = color
        case .failure(let error):
            DiagnosticLog.current?.error(error.message, view: "Color(\"\(name)\")")
            self = .clear
        }
    }
}
