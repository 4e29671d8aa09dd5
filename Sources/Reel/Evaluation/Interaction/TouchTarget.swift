import Foundation

/// A view a script names (`tap("Start")`), found among the views on screen in a laid-out tree:
/// by accessibility identifier, else accessibility label, else a control's label text (a button's
/// title, a toggle's label), else a `Text`'s string; the first kind that names any view decides.
package struct TouchTarget {
    /// How the view was named.
    package enum Match: Int, CaseIterable {
        case identifier, label, controlLabel, text

        /// How messages call it.
        var description: String {
            switch self {
            case .identifier: return "accessibility identifier"
            case .label: return "accessibility label"
            case .controlLabel: return "control label"
            case .text: return "text"
            }
        }
    }

    /// What the view is, for messages (`Button`, `Text`, …).
    package var kind: String
    /// Its name as matched.
    package var name: String
    /// How it was named.
    package var match: Match
    /// Its frame in the scene (the bounds of its transformed layout frame).
    package var frame: CGRect
    /// Where a finger touches it: the centre of its hit area (for a control, of the part that
    /// takes touches, such as a toggle's switch).
    package var point: CGPoint
    /// Where a finger touches the part named of it (a stepper's minus), for a control with parts.
    var partPoint: ((Touch.Part) -> CGPoint)?

    /// "Start" (Button, control label, x 120 y 300 w 48 h 22), for messages.
    package var listing: String {
        func n(_ v: CGFloat) -> String { Double(v).formatted(.number.precision(.fractionLength(0...1))) }
        return "\"\(name)\" (\(kind) \(match.description), x \(n(frame.minX)) y \(n(frame.minY)) w \(n(frame.width)) h \(n(frame.height)))"
    }

    /// Every view on screen in `root` that a name could find, in tree order.
    package static func candidates(in root: LayoutBox) -> [TouchTarget] {
        var found: [TouchTarget] = []
        walk(root, .identity, inControl: false, &found)
        return found
    }

    /// The views `name` finds in `root`: those of the first kind of match that finds any.
    package static func find(_ name: String, in root: LayoutBox) -> (found: [TouchTarget], all: [TouchTarget]) {
        let all = candidates(in: root)
        for match in Match.allCases {
            let found = all.filter { $0.match == match && $0.name == name }
            if !found.isEmpty { return (found, all) }
        }
        return ([], all)
    }

    private static func sceneFrame(_ box: LayoutBox, _ transform: CGAffineTransform) -> CGRect {
        box.frame.applying(transform)
    }

    /// Adds the views `box` and its descendants offer; `inControl` when an enclosing control
    /// already offers their texts as its label (a `Label` inside a `Button` is named by the button).
    private static func walk(_ box: LayoutBox, _ transform: CGAffineTransform, inControl: Bool, _ found: inout [TouchTarget]) {
        var childTransform = transform
        var inControl = inControl
        switch box.kind {
        case .text(let leaf) where !leaf.isSymbol:
            let frame = sceneFrame(box, transform)
            found.append(TouchTarget(kind: "Text", name: leaf.string, match: .text, frame: frame, point: CGPoint(x: frame.midX, y: frame.midY)))
        case .modifier(let modifier):
            switch modifier {
            case .hidden: return
            case .opacity(let o) where o <= 0: return
            case .interaction(let node):
                let frame = sceneFrame(box, transform)
                let centre = CGPoint(x: frame.midX, y: frame.midY)
                // A control named by an accessibility name is touched on its active part (a
                // slider's knob, a toggle's switch), as when named by its label.
                let active = node.identifier != nil || node.label != nil ? controlPoint(in: box, transform) : nil
                for (name, match) in [(node.identifier, Match.identifier), (node.label, .label)] {
                    guard let name else { continue }
                    var target = TouchTarget(kind: kindName(box), name: name, match: match, frame: frame, point: active?.point ?? centre)
                    if let active { target.partPoint = active.part }
                    found.append(target)
                }
                let texts = node.isControl ? TouchTarget.texts(in: box) : []
                if !texts.isEmpty {
                    inControl = true
                    var target = TouchTarget(kind: node.name, name: texts.joined(separator: " "), match: .controlLabel, frame: frame,
                                             point: node.activePoint?(frame, nil) ?? centre)
                    if let active = node.activePoint { target.partPoint = { active(frame, $0) } }
                    found.append(target)
                }
            case .control(let name):
                let texts = TouchTarget.texts(in: box)
                if !texts.isEmpty && !inControl {
                    let frame = sceneFrame(box, transform)
                    let active = controlPoint(in: box, transform)
                    var target = TouchTarget(kind: name, name: texts.joined(separator: " "), match: .controlLabel, frame: frame,
                                             point: active?.point ?? activePart(in: box, transform) ?? CGPoint(x: frame.midX, y: frame.midY))
                    target.partPoint = active?.part
                    found.append(target)
                }
            default:
                if let local = DisplayListBuilder.localTransform(modifier, box.frame) { childTransform = local.concatenating(transform) }
            }
        default: break
        }
        for child in box.children { walk(child, childTransform, inControl: inControl, &found) }
    }

    /// The name of the view an interaction node wraps, for messages: the control inside, or the node's own.
    private static func kindName(_ box: LayoutBox) -> String {
        var current = box
        while case .modifier(let m) = current.kind, let first = current.children.first {
            if case .control(let name) = m { return name }
            guard case .interaction(let node) = m else { break }
            if node.isControl { return node.name }
            current = first
        }
        return box.kind.name
    }

    /// The strings of the texts inside `box`, in order.
    static func texts(in box: LayoutBox) -> [String] {
        if case .text(let leaf) = box.kind { return leaf.isSymbol ? [] : [leaf.string] }
        return box.children.flatMap(texts)
    }

    /// Where a control at `box` or inside it along its modifiers (through a control's own
    /// subviews) wants a finger, and where its parts are: an interaction node's `activePoint`.
    private static func controlPoint(in box: LayoutBox, _ transform: CGAffineTransform) -> (point: CGPoint, part: (Touch.Part) -> CGPoint)? {
        var stack: [(LayoutBox, CGAffineTransform, Bool)] = [(box, transform, false)]
        while let (current, t, insideControl) = stack.popLast() {
            var inner = t
            var inside = insideControl
            if case .modifier(let m) = current.kind {
                if case .interaction(let node) = m, let active = node.activePoint {
                    let frame = current.frame.applying(t)
                    return (active(frame, nil), { active(frame, $0) })
                }
                if case .control = m { inside = true }
                if let local = DisplayListBuilder.localTransform(m, current.frame) { inner = local.concatenating(t) }
            } else if !insideControl {
                continue
            }
            stack.append(contentsOf: current.children.reversed().map { ($0, inner, inside) })
        }
        return nil
    }

    /// The centre of the part of a control that takes touches (an interaction node with handlers
    /// inside it, such as a toggle's switch), when the control is not itself wrapped in one.
    private static func activePart(in box: LayoutBox, _ transform: CGAffineTransform) -> CGPoint? {
        var stack: [(LayoutBox, CGAffineTransform)] = [(box, transform)]
        while let (current, t) = stack.popLast() {
            var inner = t
            if case .modifier(let m) = current.kind {
                if case .interaction(let node) = m, !node.handlers.isEmpty {
                    let frame = current.frame.applying(t)
                    return node.activePoint?(frame, nil) ?? CGPoint(x: frame.midX, y: frame.midY)
                }
                if let local = DisplayListBuilder.localTransform(m, current.frame) { inner = local.concatenating(t) }
            }
            stack.append(contentsOf: current.children.reversed().map { ($0, inner) })
        }
        return nil
    }
}
