import Foundation

/// Which animatable attribute of a view node a value is: a typed slot, so a key is checked by the
/// compiler and hashed as one byte.
package enum AttributeSlot: UInt8, CaseIterable, Hashable {
    /// A shape's fill colour.
    case fill
    /// A text's colour.
    case textColor
    /// A shape's `animatableData`.
    case shapeData
    /// A shape's paint when it animates as data (a gradient's stops, points, radii, angles).
    case paint
    /// A stroked shape's stroke style (line width, miter limit, dash phase).
    case strokeStyle
    /// A clip shape's `animatableData`.
    case clipData
    /// A colour adjustment's amount (`brightness`, `contrast`, `saturation`, `grayscale`,
    /// `hueRotation`, `colorMultiply`).
    case colorAdjustment
    /// An animatable modifier's `animatableData`.
    case modifierData
    /// A container's layout's `animatableData` (`Layout.animatableData`).
    case layoutData
    /// The trigger of a trigger-driven animator.
    case trigger
    /// `offset(x:y:)`.
    case offset
    /// `rotationEffect(_:anchor:)`'s angle.
    case angle
    /// `scaleEffect(x:y:anchor:)`'s scale.
    case scale
    /// `opacity(_:)`.
    case opacity
    /// `blur(radius:opaque:)`'s radius.
    case blurRadius
    /// `shadow(color:radius:x:y:)`'s colour.
    case shadowColor
    /// `shadow(color:radius:x:y:)`'s radius.
    case shadowRadius
    /// `shadow(color:radius:x:y:)`'s offset.
    case shadowOffset
    /// A particle emitter's position (its motion path), so an emitter follows an animated point.
    case emitterPosition
    /// A text's string, drawn with its content transition while a change of it animates.
    case textContent

    /// Whether setting the attribute changes only how its node is drawn, never its size or place
    /// (colours, offsets, turns, scales, opacity, blur and shadows), so a frame may set it on a
    /// tree already laid out. Attributes that rebuild content or change a shape's outline
    /// (animatable data, triggers) are not among them.
    package var changesDrawingOnly: Bool {
        switch self {
        case .fill, .textColor, .offset, .angle, .scale, .opacity, .blurRadius, .shadowColor, .shadowRadius, .shadowOffset, .emitterPosition,
             .paint, .strokeStyle, .clipData, .colorAdjustment:
            return true
        case .shapeData, .modifierData, .layoutData, .trigger, .textContent: return false
        }
    }
}

/// The animation rules of every kind of view node, in one place: which attributes a node of the
/// kind has (`animatableAttributes`), how a node takes an animated value (`setting(_:_:)`), and
/// which drawing modifiers' equal values let boxes share one site of an epoch plan
/// (`drawingSiteKey`). Sizes and places are not attributes: layout results animate instead
/// (`FrameAnimation`), as in SwiftUI.
extension ViewNode {
    /// The animatable attributes of the node, in a fixed order.
    var animatableAttributes: [(AttributeSlot, AttributeAnimation.Value)] {
        switch kind {
        case .shape(let leaf):
            var result: [(AttributeSlot, AttributeAnimation.Value)] = leaf.style.color.map { [(.fill, .color($0))] } ?? []
            if let style = leaf.style.animatable { result.append((.paint, .data(AnimatableDataValue(style)))) }
            if leaf.shape.hasAnimatableData { result.append((.shapeData, .data(AnimatableDataValue(leaf.shape)))) }
            switch leaf.drawing {
            case .stroke(let style), .strokeBorder(let style):
                result.append((.strokeStyle, .data(AnimatableDataValue(type: ObjectIdentifier(StrokeStyle.self),
                                                                        animatableData: _AnyAnimatableData(style.animatableData)))))
            case .fill:
                break
            }
            return result
        case .text(let leaf):
            var result: [(AttributeSlot, AttributeAnimation.Value)] = leaf.paint.color.map { [(.textColor, .color($0))] } ?? []
            if !leaf.isSymbol {
                result.append((.textContent, .textContent(TextContentSample(string: leaf.string, transition: leaf.environment.contentTransition))))
            }
            return result
        case .particles(let emitter):
            return [(.emitterPosition, .motion(emitter.motion))]
        case .container(let layout):
            guard let animation = layout.base.animation else { return [] }
            return [(.layoutData, .data(AnimatableDataValue(type: animation.type, animatableData: animation.data)))]
        case .modifier(let m):
            switch m {
            case .offset(let d): return [(.offset, .size(d))]
            case .rotation(let a, _): return [(.angle, .angle(a))]
            case .scale(let s, _): return [(.scale, .size(s))]
            case .opacity(let o): return [(.opacity, .number(o))]
            case .blur(let r, _): return [(.blurRadius, .number(Double(r)))]
            case .shadow(let color, let r, let x, let y):
                return [(.shadowColor, .color(color)), (.shadowRadius, .number(Double(r))), (.shadowOffset, .size(CGSize(width: x, height: y)))]
            case .animatableModifier(let m):
                return [(.modifierData, .data(AnimatableDataValue(type: m.type, animatableData: m.data)))]
            case .clip(let shape, _):
                return shape.hasAnimatableData ? [(.clipData, .data(AnimatableDataValue(shape)))] : []
            case .colorAdjustment(let adjustment):
                switch adjustment {
                case .brightness(let v), .contrast(let v), .saturation(let v), .grayscale(let v): return [(.colorAdjustment, .number(v))]
                case .hueRotation(let a): return [(.colorAdjustment, .angle(a))]
                case .colorMultiply(let c): return [(.colorAdjustment, .color(c))]
                }
            case .triggered(let t):
                return [(.trigger, .trigger(TriggerSample(trigger: t.trigger, firings: [], time: 0)))]
            default: return []
            }
        default:
            return []
        }
    }

    /// The node with attribute `slot` set to `value` (unchanged when the node has no such
    /// attribute or the value is of another kind).
    func setting(_ slot: AttributeSlot, _ value: AttributeAnimation.Value) -> ViewNode {
        var copy = self
        switch (slot, kind, value) {
        case (.fill, .shape(let leaf), .color(let c)):
            copy.kind = .shape(ShapeLeaf(shape: leaf.shape, style: AnyShapeStyle(c), drawing: leaf.drawing, environment: leaf.environment))
        case (.shapeData, .shape(let leaf), .data(let d)):
            var shape = leaf.shape
            shape.animatableData = d.animatableData
            copy.kind = .shape(ShapeLeaf(shape: shape, style: leaf.style, drawing: leaf.drawing, environment: leaf.environment))
        case (.paint, .shape(let leaf), .data(let d)):
            guard let style = leaf.style.animatable else { break }
            copy.kind = .shape(ShapeLeaf(shape: leaf.shape, style: style.rebuild(d.animatableData), drawing: leaf.drawing, environment: leaf.environment))
        case (.strokeStyle, .shape(let leaf), .data(let d)):
            guard let data = d.animatableData.base as? StrokeStyle.AnimatableData else { break }
            let drawing: ShapeDrawing
            switch leaf.drawing {
            case .stroke(var style): style.animatableData = data; drawing = .stroke(style)
            case .strokeBorder(var style): style.animatableData = data; drawing = .strokeBorder(style)
            case .fill: drawing = leaf.drawing
            }
            copy.kind = .shape(ShapeLeaf(shape: leaf.shape, style: leaf.style, drawing: drawing, environment: leaf.environment))
        case (.clipData, .modifier(.clip(let shape, let style)), .data(let d)):
            var clip = shape
            clip.animatableData = d.animatableData
            copy.kind = .modifier(.clip(clip, style))
        case (.colorAdjustment, .modifier(.colorAdjustment(let adjustment)), _):
            switch (adjustment, value) {
            case (.brightness, .number(let v)): copy.kind = .modifier(.colorAdjustment(.brightness(v)))
            case (.contrast, .number(let v)): copy.kind = .modifier(.colorAdjustment(.contrast(v)))
            case (.saturation, .number(let v)): copy.kind = .modifier(.colorAdjustment(.saturation(v)))
            case (.grayscale, .number(let v)): copy.kind = .modifier(.colorAdjustment(.grayscale(v)))
            case (.hueRotation, .angle(let a)): copy.kind = .modifier(.colorAdjustment(.hueRotation(a)))
            case (.colorMultiply, .color(let c)): copy.kind = .modifier(.colorAdjustment(.colorMultiply(c)))
            default: break
            }
        case (.emitterPosition, .particles(var emitter), .motion(let motion)):
            emitter.motion = motion
            copy.kind = .particles(emitter)
        case (.textColor, .text(let leaf), .color(let c)):
            let text = TextLeaf(string: leaf.string, style: leaf.style, paint: AnyShapeStyle(c), environment: leaf.environment)
            text.contentChange = leaf.contentChange
            copy.kind = .text(text)
        case (.textContent, .text(let leaf), .textContent(let sample)):
            let text = TextLeaf(string: leaf.string, style: leaf.style, paint: leaf.paint, environment: leaf.environment)
            text.contentChange = sample.change
            copy.kind = .text(text)
        case (.modifierData, .modifier(.animatableModifier(let m)), .data(let d)):
            copy.kind = .modifier(.animatableModifier(AnimatableModifierNode(type: m.type, data: d.animatableData, name: m.name, rebuild: m.rebuild)))
            copy.children[0] = m.rebuild(d.animatableData)
        case (.layoutData, .container(let layout), .data(let d)):
            // The layout with interpolated data: the children stay, laid out by it.
            guard let animation = layout.base.animation else { break }
            copy.kind = .container(animation.layout(d.animatableData))
        case (.trigger, .modifier(.triggered(let t)), .trigger(let sample)):
            copy.children[0] = t.content(sample.firings, sample.time)
        case (.offset, .modifier(.offset), .size(let d)):
            copy.kind = .modifier(.offset(d))
        case (.angle, .modifier(.rotation(_, let anchor)), .angle(let a)):
            copy.kind = .modifier(.rotation(a, anchor: anchor))
        case (.scale, .modifier(.scale(_, let anchor)), .size(let s)):
            copy.kind = .modifier(.scale(s, anchor: anchor))
        case (.opacity, .modifier(.opacity), .number(let o)):
            copy.kind = .modifier(.opacity(o))
        case (.blurRadius, .modifier(.blur(_, let opaque)), .number(let r)):
            copy.kind = .modifier(.blur(radius: max(0, r), opaque: opaque))
        case (.shadowColor, .modifier(.shadow(_, let r, let x, let y)), .color(let c)):
            copy.kind = .modifier(.shadow(color: c, radius: r, x: x, y: y))
        case (.shadowRadius, .modifier(.shadow(let color, _, let x, let y)), .number(let n)):
            copy.kind = .modifier(.shadow(color: color, radius: max(0, n), x: x, y: y))
        case (.shadowOffset, .modifier(.shadow(let color, let r, _, _)), .size(let d)):
            copy.kind = .modifier(.shadow(color: color, radius: r, x: d.width, y: d.height))
        default:
            break
        }
        return copy
    }

    /// What makes boxes of this drawing modifier one site of an epoch plan: the modifier and its
    /// values bit for bit (nil for kinds that are never grouped).
    var drawingSiteKey: DrawingSiteKey? {
        guard case .modifier(let modifier) = kind else { return nil }
        func bits(_ values: CGFloat...) -> [UInt64] { values.map { Double($0).bitPattern } }
        switch modifier {
        case .offset(let d): return DrawingSiteKey(modifier: .offset, values: bits(d.width, d.height))
        case .rotation(let a, let anchor): return DrawingSiteKey(modifier: .angle, values: bits(CGFloat(a.radians), anchor.x, anchor.y))
        case .scale(let s, let anchor): return DrawingSiteKey(modifier: .scale, values: bits(s.width, s.height, anchor.x, anchor.y))
        case .opacity(let o): return DrawingSiteKey(modifier: .opacity, values: bits(CGFloat(o)))
        case .blur(let r, let opaque): return DrawingSiteKey(modifier: .blurRadius, values: bits(r, opaque ? 1 : 0))
        case .shadow(let c, let r, let x, let y):
            return DrawingSiteKey(modifier: .shadowColor, values: bits(CGFloat(c.red), CGFloat(c.green), CGFloat(c.blue), CGFloat(c.alpha), r, x, y))
        default: return nil
        }
    }
}

/// A drawing modifier with its values, bit for bit: the identity of a group of boxes an epoch
/// plan sets in one go.
struct DrawingSiteKey: Hashable {
    /// The modifier, by its first animatable attribute.
    let modifier: AttributeSlot
    /// Its values' bit patterns.
    let values: [UInt64]
}
