import Foundation

// The leading-dot shapes SwiftUI gives where a shape is expected (iOS 17): `.clipShape(.circle)`,
// `.background(.blue, in: .rect(cornerRadius: 12))`, `.contentShape(.rect)`.

extension Shape where Self == Rectangle {
    /// A rectangle, as `Rectangle()`.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle with corners of `cornerRadius`, as `RoundedRectangle(cornerRadius:style:)`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    /// A rounded rectangle with corners of `cornerSize`, as `RoundedRectangle(cornerSize:style:)`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == Capsule {
    /// A capsule with circular ends, as `Capsule()`.
    public static var capsule: Capsule { Capsule() }
    /// A capsule with ends of `style`, as `Capsule(style:)`.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Circle {
    /// A circle, as `Circle()`.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse, as `Ellipse()`.
    public static var ellipse: Ellipse { Ellipse() }
}
