import Foundation

/// Draws a text whose string is changing under a content transition (`ContentTransition`,
/// `TextContentChange`): the old and new strings cross-faded, or, for numeric text on one line,
/// each character that differs rolling out while its replacement rolls in.
struct TextContentDrawing {
    /// Text measurement, for the old string and the characters.
    let services: LayoutServices

    /// The items of `leaf` (laid out as `layout` in `frame`, proposed `proposal`) drawn with
    /// `paint` at the frame of `change`, with `draw`'s transform and opacity.
    func items(_ leaf: TextLeaf, change: TextContentChange, layout: TextLayout, frame: CGRect, proposal: ProposedViewSize,
               paint: Paint, draw: DrawParameters) -> [DisplayItem] {
        if case .numericText = change.kind, layout.lineCount <= 1, !change.old.contains("\n"), !leaf.string.contains("\n") {
            return rolled(leaf, change: change, layout: layout, frame: frame, paint: paint, draw: draw)
        }
        return crossFaded(leaf, change: change, layout: layout, frame: frame, proposal: proposal, paint: paint, draw: draw)
    }

    /// The old string fading out (centred on the frame) as the new one fades in.
    private func crossFaded(_ leaf: TextLeaf, change: TextContentChange, layout: TextLayout, frame: CGRect, proposal: ProposedViewSize,
                            paint: Paint, draw: DrawParameters) -> [DisplayItem] {
        let p = change.progress
        var result: [DisplayItem] = []
        if !change.old.isEmpty && p < 1 {
            let old = services.text.layoutText(change.old, style: leaf.style, proposal: proposal)
            let origin = CGPoint(x: frame.midX - old.size.width / 2, y: frame.midY - old.size.height / 2)
            result.append(.text(TextRun(string: change.old, style: leaf.style, layout: old, paint: paint, origin: origin,
                                        draw: faded(draw, 1 - p))))
        }
        if !leaf.string.isEmpty && p > 0 {
            result.append(.text(TextRun(string: leaf.string, style: leaf.style, layout: layout, paint: paint, origin: frame.origin,
                                        draw: faded(draw, p))))
        }
        return result
    }

    /// The characters matched from the trailing end: those equal stay, those that differ roll.
    private func rolled(_ leaf: TextLeaf, change: TextContentChange, layout: TextLayout, frame: CGRect,
                        paint: Paint, draw: DrawParameters) -> [DisplayItem] {
        let p = change.progress
        let new = Array(leaf.string), old = Array(change.old)
        let newX = offsets(new, leaf.style), oldX = offsets(old, leaf.style)
        // The old string keeps its trailing edge where the new one's is.
        let oldLeft = frame.minX + newX[new.count] - oldX[old.count]
        let lineHeight = Double(layout.size.height)
        let travel = lineHeight * ContentTransition.numericTravel * (change.rollsUp ? 1 : -1)
        let blur = lineHeight * ContentTransition.numericBlur
        let scale = sqrt(abs(Double(draw.transform.determinant)))
        var result: [DisplayItem] = []
        func character(_ c: Character, x: CGFloat, dy: Double, opacity: Double, radius: Double) {
            guard opacity > 0 else { return }
            let string = String(c)
            let run = TextRun(string: string, style: leaf.style, layout: services.text.layoutText(string, style: leaf.style, proposal: .unspecified),
                              paint: paint, origin: CGPoint(x: x, y: frame.minY + CGFloat(dy)), draw: draw)
            let sigma = radius / 2 * scale
            guard sigma > 1e-3 || opacity < 1 else { return result.append(.text(run)) }
            var inner = run
            inner.draw = DrawParameters(transform: draw.transform, opacity: 1, blendMode: .normal)
            result.append(.beginLayer(Layer(opacity: draw.opacity * opacity, blendMode: draw.blendMode,
                                            filters: sigma > 1e-3 ? [.blur(sigma: sigma)] : [])))
            result.append(.text(inner))
            result.append(.endLayer)
        }
        for k in 0..<max(new.count, old.count) {
            let i = new.count - 1 - k, j = old.count - 1 - k
            let n: Character? = i >= 0 ? new[i] : nil
            let o: Character? = j >= 0 ? old[j] : nil
            if let n, n == o {
                character(n, x: frame.minX + newX[i], dy: 0, opacity: 1, radius: 0)
                continue
            }
            if let o { character(o, x: oldLeft + oldX[j], dy: -travel * p, opacity: 1 - p, radius: blur * p) }
            if let n { character(n, x: frame.minX + newX[i], dy: travel * (1 - p), opacity: p, radius: blur * (1 - p)) }
        }
        return result
    }

    /// The left edge of each character of `characters` (and the width of them all, last) set in
    /// `style` on one line.
    private func offsets(_ characters: [Character], _ style: TextStyle) -> [CGFloat] {
        var result: [CGFloat] = [0]
        var prefix = ""
        for c in characters {
            prefix.append(c)
            result.append(services.text.layoutText(prefix, style: style, proposal: .unspecified).size.width)
        }
        return result
    }

    /// `draw` with its opacity multiplied by `opacity`.
    private func faded(_ draw: DrawParameters, _ opacity: Double) -> DrawParameters {
        DrawParameters(transform: draw.transform, opacity: draw.opacity * opacity, blendMode: draw.blendMode)
    }
}
