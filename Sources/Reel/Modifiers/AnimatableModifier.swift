import Foundation

/// A modifier that animates its `animatableData`, as SwiftUI's `AnimatableModifier` (the protocol
/// of iOS 13 to 16, deprecated in iOS 17 in favour of `ViewModifier` with `Animatable`; both spell
/// the same thing here): when a state change changes the data under an animation, the engine hands
/// the modifier the interpolated data at every frame and draws the body built from it.
///
/// ```swift
/// struct CountingText: AnimatableModifier {
///     var animatableData: Double
///     func body(content: Content) -> some View { Text("\(Int(animatableData))") }
/// }
/// ```
public protocol AnimatableModifier: Animatable, ViewModifier {}
