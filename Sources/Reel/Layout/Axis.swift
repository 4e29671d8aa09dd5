/// A direction: horizontal or vertical.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
    /// Along the x axis.
    case horizontal
    /// Along the y axis.
    case vertical
}

/// Properties a layout tells its children about: stacks tell `Spacer` and `Divider` which way
/// they run.
public struct LayoutProperties: Hashable, Sendable {
    /// The axis a stack lays its children along, or nil for non-stacks.
    public var stackOrientation: Axis?
    /// Properties with no stack orientation.
    public init() {}
    /// Properties of a stack along `axis`.
    public init(stackOrientation: Axis?) { self.stackOrientation = stackOrientation }
}
