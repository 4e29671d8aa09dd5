import Foundation

/// How gauges are drawn, as SwiftUI's `GaugeStyle` (the built-in styles).
public protocol GaugeStyle {}

/// The automatic style: linear capacity on iOS.
public struct DefaultGaugeStyle: GaugeStyle {
    /// The automatic style.
    public init() {}
}
/// The linear capacity style: a bar filled to the value.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// The linear capacity style.
    public init() {}
}
/// The accessory circular style: a ring open at the bottom.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// The accessory circular style.
    public init() {}
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The platform's style: linear capacity on iOS.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar filled to the value.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A ring open at the bottom.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension View {
    /// Draws the gauges inside with `style`.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> _EnvironmentModifiedView<Self> {
        controlEnvironment { $0.gaugeStyle = style }
    }
}
