import Foundation

extension Path: Morphable {
    /// Every coordinate of every element, in drawing order (the end point first, then the control
    /// points), so that two paths with the same element list morph point by point.
    public var animatableData: AnimatableVector {
        get {
            var values: [Double] = []
            values.reserveCapacity(elements.count * 6)
            func add(_ p: CGPoint) { values.append(Double(p.x)); values.append(Double(p.y)) }
            for element in elements {
                switch element {
                case .move(let p), .line(let p): add(p)
                case .quadCurve(let p, let c): add(p); add(c)
                case .curve(let p, let c1, let c2): add(p); add(c1); add(c2)
                case .closeSubpath: break
                }
            }
            return AnimatableVector(values)
        }
        set {
            var index = 0
            let values = newValue.values
            func next() -> CGPoint {
                let x = index < values.count ? values[index] : 0
                let y = index + 1 < values.count ? values[index + 1] : 0
                index += 2
                return CGPoint(x: x, y: y)
            }
            var rebuilt: [Element] = []
            rebuilt.reserveCapacity(elements.count)
            for element in elements {
                switch element {
                case .move: rebuilt.append(.move(to: next()))
                case .line: rebuilt.append(.line(to: next()))
                case .quadCurve:
                    let p = next(), c = next()
                    rebuilt.append(.quadCurve(to: p, control: c))
                case .curve:
                    let p = next(), c1 = next(), c2 = next()
                    rebuilt.append(.curve(to: p, control1: c1, control2: c2))
                case .closeSubpath: rebuilt.append(.closeSubpath)
                }
            }
            self = Path(elements: rebuilt)
        }
    }

    /// True when both paths have the same number of elements and the same kind of element at each
    /// position, so their points correspond one to one.
    public func canMorph(to other: Path) -> Bool {
        guard elements.count == other.elements.count else { return false }
        for (a, b) in zip(elements, other.elements) {
            switch (a, b) {
            case (.move, .move), (.line, .line), (.quadCurve, .quadCurve), (.curve, .curve), (.closeSubpath, .closeSubpath):
                continue
            default:
                return false
            }
        }
        return true
    }
}
