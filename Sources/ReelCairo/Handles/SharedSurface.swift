/// A Cairo surface shared by reference: a decoded image, which every renderer sharing the store
/// draws from. The surface is released when the last reference goes.
final class SharedSurface {
    /// The surface.
    let surface: CairoSurface

    /// Shares `surface`.
    init(_ surface: consuming CairoSurface) {
        self.surface = surface
    }
}
