import Foundation

/// The outline of a bordered button, as SwiftUI's `ButtonBorderShape`.
public struct ButtonBorderShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, capsule, circle, roundedRectangle(CGFloat?)
    }
    let kind: Kind

    /// The shape the control size gives (a rounded rectangle on iOS 17).
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle with the control size's radius.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    /// A rounded rectangle with corners of `radius` points.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(kind: .roundedRectangle(radius)) }

    /// The shape, for a control whose automatic corner radius is `radius`.
    func shape(automaticRadius radius: CGFloat) -> AnyShape {
        switch kind {
        case .automatic, .roundedRectangle(nil): return AnyShape(RoundedRectangle(cornerRadius: radius, style: .continuous))
        case .roundedRectangle(let r?): return AnyShape(RoundedRectangle(cornerRadius: r, style: .continuous))
        case .capsule: return AnyShape(Capsule())
        case .circle: return AnyShape(Circle())
        }
    }
}

extension View {
    /// The outline of the bordered buttons inside.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> _EnvironmentModifiedView<Self> {
        controlEnvironment { $0.buttonBorderShape = shape }
    }
}
