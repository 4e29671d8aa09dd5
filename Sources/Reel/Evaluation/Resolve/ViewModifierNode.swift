import Foundation

/// The built-in modifiers, as the engine sees them: layout modifiers change sizes and places;
/// drawing modifiers change how the content is drawn, never its layout.
package enum ViewModifierNode {
    // Layout
    /// `frame(width:height:alignment:)`.
    case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    case flexibleFrame(FlexibleFrame)
    /// `padding(_:)`.
    case padding(EdgeInsets)
    /// `fixedSize(horizontal:vertical:)`.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `position(x:y:)`.
    case position(CGPoint)
    /// `overlay(alignment:content:)`: the second child is drawn over the first.
    case overlay(Alignment)
    /// `background(alignment:content:)`: the second child is drawn under the first.
    case background(Alignment)
    /// `aspectRatio(_:contentMode:)`; a nil ratio uses the child's ideal proportions.
    case aspectRatio(CGFloat?, ContentMode)
    /// `layoutPriority(_:)`.
    case layoutPriority(Double)
    /// `zIndex(_:)`: drawing order among siblings.
    case zIndex(Double)
    /// `alignmentGuide(_:computeValue:)`.
    case alignmentGuide(AlignmentKey, (ViewDimensions) -> CGFloat)
    /// `coordinateSpace(name:)`.
    case coordinateSpace(String)
    /// `layoutValue(key:value:)`: a value the parent's layout reads as `subview[Key.self]`.
    case layoutValue(ObjectIdentifier, Any)
    /// `preference(key:value:)` and `anchorPreference(key:value:transform:)`.
    case preference(PreferenceWriter)
    /// `overlayPreferenceValue` / `backgroundPreferenceValue`: a second child built after layout.
    case preferenceReader(PreferenceReader, Alignment)
    /// A screen with a safe area (`DeviceScreen`): takes the whole proposal, proposes its content
    /// the area inside the insets and places it in the middle of that area.
    case safeArea(EdgeInsets)
    /// `ignoresSafeArea(_:edges:)`: the content is laid out over the insets of the screen's safe
    /// area on the edges given that the view's frame touches.
    case ignoresSafeArea(Edge.Set)
    /// `safeAreaPadding(_:)`: padding that is part of the content's safe area (views inside that
    /// ignore the safe area reach over it).
    case safeAreaPadding(EdgeInsets)

    // Drawing
    /// `offset(x:y:)`.
    case offset(CGSize)
    /// `rotationEffect(_:anchor:)`.
    case rotation(Angle, anchor: UnitPoint)
    /// `scaleEffect(x:y:anchor:)`.
    case scale(CGSize, anchor: UnitPoint)
    /// `transformEffect(_:)`, about the frame's top-leading corner.
    case transform(CGAffineTransform)
    /// A `GeometryEffect`: the content drawn through the projection the effect computes from the
    /// content's laid-out size, about the frame's top-leading corner.
    case geometryEffect(GeometryEffectNode)
    /// `opacity(_:)`.
    case opacity(Double)
    /// `blendMode(_:)`.
    case blendMode(BlendMode)
    /// `compositingGroup()` and `drawingGroup()`.
    case compositingGroup
    /// `clipShape(_:style:)`.
    case clip(AnyShape, FillStyle)
    /// `mask(alignment:_:)`: the second child's alpha masks the first.
    case mask(Alignment)
    /// `shadow(color:radius:x:y:)`.
    case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)
    /// `blur(radius:opaque:)`.
    case blur(radius: CGFloat, opaque: Bool)
    /// A colour adjustment (`brightness`, `contrast`, `saturation`, …), applied as a matrix.
    case colorAdjustment(ColorAdjustment)
    /// `hidden()`: keeps its space, draws nothing.
    case hidden
    /// `animation(_:value:)`: changes inside animate with this animation whenever `value` changed;
    /// with no value (the deprecated `animation(_:)`), every change inside animates with it.
    case implicitAnimation(Animation?, value: AnyHashable?)
    /// `onPreferenceChange(_:perform:)`.
    case preferenceObserver(PreferenceObserver)
    /// `transition(_:)`: how the view enters and leaves.
    case transition(AnyTransition)
    /// A transition's move: the view drawn offset toward `edge` by `fraction` of its own size.
    case edgeOffset(Edge, Double)
    /// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`.
    case matchedGeometry(MatchedGeometry)
    /// `transaction(_:)`: rewrites the transaction of changes inside.
    case transaction((inout Transaction) -> Void)
    /// A `ViewModifier` that is `Animatable`: its body, rebuilt from interpolated data.
    case animatableModifier(AnimatableModifierNode)
    /// Content that runs an animation when a trigger value changes.
    case triggered(TriggeredContentNode)
    /// A control (`Button`, `Toggle`, …) around what its style drew: lays out and draws as its
    /// content; `reel inspect` shows the control's name.
    case control(String)
    /// What the content adds to touches: accessibility names, its hit area, its touch handlers
    /// (see `InteractionNode`); lays out and draws as its content.
    case interaction(InteractionNode)

    /// The modifier's name, for messages and `reel inspect`.
    package var name: String {
        switch self {
        case .frame: return "frame"
        case .flexibleFrame: return "frame"
        case .padding: return "padding"
        case .fixedSize: return "fixedSize"
        case .position: return "position"
        case .overlay: return "overlay"
        case .background: return "background"
        case .aspectRatio: return "aspectRatio"
        case .layoutPriority: return "layoutPriority"
        case .zIndex: return "zIndex"
        case .alignmentGuide: return "alignmentGuide"
        case .coordinateSpace: return "coordinateSpace"
        case .layoutValue: return "layoutValue"
        case .preference: return "preference"
        case .preferenceReader(let r, _): return r.isBackground ? "backgroundPreferenceValue" : "overlayPreferenceValue"
        case .safeArea: return "safeArea"
        case .ignoresSafeArea: return "ignoresSafeArea"
        case .safeAreaPadding: return "safeAreaPadding"
        case .offset: return "offset"
        case .rotation: return "rotationEffect"
        case .scale: return "scaleEffect"
        case .transform: return "transformEffect"
        case .geometryEffect(let g): return g.name
        case .opacity: return "opacity"
        case .blendMode: return "blendMode"
        case .compositingGroup: return "compositingGroup"
        case .clip: return "clipShape"
        case .mask: return "mask"
        case .shadow: return "shadow"
        case .blur: return "blur"
        case .colorAdjustment(let adjustment): return adjustment.name
        case .hidden: return "hidden"
        case .implicitAnimation: return "animation"
        case .transaction: return "transaction"
        case .preferenceObserver: return "onPreferenceChange"
        case .transition: return "transition"
        case .edgeOffset: return "offset"
        case .matchedGeometry: return "matchedGeometryEffect"
        case .animatableModifier(let m): return m.name
        case .triggered(let t): return t.name
        case .control(let name): return name
        case .interaction(let node): return node.name
        }
    }
}

/// The parameters of a flexible frame; nil means "not given".
package struct FlexibleFrame {
    package var minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    package var minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    package var alignment: Alignment
}

