import Foundation

/// An animation of a symbol image, as SwiftUI's `SymbolEffect` (iOS 17): `.bounce`, `.pulse`,
/// `.variableColor`, `.scale`, played with `symbolEffect(_:options:value:)` once each time a value
/// changes, or with `symbolEffect(_:options:isActive:)` for as long as it is active.
///
/// SF Symbols animate their layers; Reel draws a symbol as one glyph, so each effect moves the
/// whole glyph (its scale and opacity). Apple publishes no timings for the effects; the
/// keyframes here are Reel's, chosen to look like iOS 17's (docs/Symbols.md).
public protocol SymbolEffect {
    /// One play of the effect, as keyframes of the symbol's scale and opacity.
    var motion: SymbolEffectMotion { get }
}

/// One play of a symbol effect: keyframes of the symbol's scale and opacity, each track starting
/// and ending at 1.
public struct SymbolEffectMotion: Sendable {
    /// Keyframes of the scale: (value, duration) pairs, each reached along an ease-in-out curve.
    public var scale: [SymbolEffectKeyframe]
    /// Keyframes of the opacity.
    public var opacity: [SymbolEffectKeyframe]

    /// A motion from its keyframes.
    public init(scale: [SymbolEffectKeyframe] = [], opacity: [SymbolEffectKeyframe] = []) {
        self.scale = scale
        self.opacity = opacity
    }

    /// How long one play lasts, in seconds at speed 1.
    public var duration: Double {
        max(scale.reduce(0) { $0 + $1.duration }, opacity.reduce(0) { $0 + $1.duration })
    }

    /// The keyframe tracks of `count` plays at `speed`.
    func tracks(speed: Double, count: Int) -> [AnyKeyframeTrack<SymbolEffectState>] {
        let rate = speed > 0 && speed.isFinite ? speed : 1
        func frames(_ keys: [SymbolEffectKeyframe]) -> [Keyframe<Double>] {
            let one = keys.map { Keyframe(value: $0.value, duration: $0.duration / rate, interpolation: .linear(.easeInOut)) }
            return Array(repeating: one, count: max(1, count)).flatMap { $0 }
        }
        var result: [AnyKeyframeTrack<SymbolEffectState>] = []
        if !scale.isEmpty { result.append(AnyKeyframeTrack(KeyframeTrack(\SymbolEffectState.scale, keyframes: frames(scale)))) }
        if !opacity.isEmpty { result.append(AnyKeyframeTrack(KeyframeTrack(\SymbolEffectState.opacity, keyframes: frames(opacity)))) }
        return result
    }
}

/// A keyframe of a symbol effect: the value reached and how long reaching it takes.
public struct SymbolEffectKeyframe: Hashable, Sendable {
    /// The value reached.
    public var value: Double
    /// The seconds it takes, at speed 1.
    public var duration: Double

    /// A keyframe.
    public init(_ value: Double, _ duration: Double) {
        self.value = value
        self.duration = duration
    }
}

/// The animated state of a symbol under an effect.
public struct SymbolEffectState: Hashable, Sendable {
    /// The symbol's scale about its centre.
    public var scale: Double = 1
    /// The symbol's opacity.
    public var opacity: Double = 1
    /// The resting state.
    public init() {}
}

extension View {
    /// Plays `effect` once each time `value` changes, as SwiftUI's `symbolEffect(_:options:value:)`.
    public func symbolEffect<T: Equatable>(_ effect: some SymbolEffect, options: SymbolEffectOptions = .default,
                                           value: T) -> some View {
        let motion = effect.motion
        return keyframeAnimator(initialValue: SymbolEffectState(), trigger: value) { content, state in
            content.scaleEffect(CGFloat(state.scale)).opacity(state.opacity)
        } keyframes: { _ in
            motion.tracks(speed: options.speed, count: options.repeatCount ?? 1)
        }
    }

    /// Plays `effect` over and over while `isActive` is true, as SwiftUI's
    /// `symbolEffect(_:options:isActive:)` for indefinite effects (`.pulse`, `.variableColor`,
    /// `.scale`, `.bounce`). The plays are counted from the scene's start. With
    /// `options: .nonRepeating` the effect plays once, from the scene's start.
    public func symbolEffect(_ effect: some SymbolEffect, options: SymbolEffectOptions = .default,
                             isActive: Bool = true) -> some View {
        let motion = effect.motion
        let content = self
        return KeyframeAnimator(initialValue: SymbolEffectState(), repeating: options.repeats && isActive) { state in
            content.scaleEffect(CGFloat(isActive ? state.scale : 1)).opacity(isActive ? state.opacity : 1)
        } keyframes: {
            motion.tracks(speed: options.speed, count: options.repeatCount ?? 1)
        }
    }
}
