import Foundation
import Reel
import ReelExport
import ReelPreview
import ReelSystem

/// Turns a click or a drag on the preview's frame into an events-script line, and appends it.
///
/// The view under the point is found in the inspection at the playhead (`reel inspect`'s data),
/// hit-tested as touches are: the last-drawn view whose frame holds the point, inside views that
/// take touches. The line names it as scripted touches find targets, by accessibility identifier,
/// accessibility label or text, the nearest of the view and the views around it that has one,
/// when no other view on screen has that name; otherwise it gives the point
/// (`tap(at: CGPoint(x: 120, y: 300))`).
enum InteractionRecorder {
    /// The line for `interaction` on the scene inspected as `inspection`:
    /// `At(0.5) { tap("Like") }`, `At(1.2) { drag("Card", by: CGSize(width: 80, height: 0)) }`.
    static func line(for interaction: PreviewInteraction, in inspection: SceneInspection) -> String {
        let start = CGPoint(x: interaction.x, y: interaction.y)
        let name = target(at: start, in: inspection.root)
        let call: String
        if interaction.kind == "drag", let toX = interaction.toX, let toY = interaction.toY {
            if let name {
                call = "drag(\(literal(name)), by: CGSize(width: \(number(toX - interaction.x)), height: \(number(toY - interaction.y))))"
            } else {
                call = "drag(from: \(point(start)), to: \(point(CGPoint(x: toX, y: toY))))"
            }
        } else {
            call = name.map { "tap(\(literal($0)))" } ?? "tap(at: \(point(start)))"
        }
        return "At(\(number(interaction.time))) { \(call) }"
    }

    /// Appends `line` to the events script at `path` (creating it), atomically: the file under
    /// its name is always whole, the old text or the new.
    static func append(_ line: String, to path: String) throws {
        var text = (FileManager.default.contents(atPath: path)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        if !text.isEmpty, !text.hasSuffix("\n") { text += "\n" }
        text += line + "\n"
        try AtomicFile.write(Array(text.utf8), to: URL(fileURLWithPath: path))
    }

    /// The name a script gives the view under `point`, or nil when it has none that only it has.
    ///
    /// The view that takes the touch is the innermost one with touch handlers along the hit chain
    /// (else the innermost view hit); it, the views inside it on the chain, and the views around
    /// it with the same frame (the modifiers that wrap it: `accessibilityLabel`, `padding(0)`)
    /// are the candidates. An accessibility identifier among them is preferred to a label, a
    /// label to a text, as a script's target is looked up.
    static func target(at point: CGPoint, in root: InspectedView) -> String? {
        guard let chain = hit(root, point), !chain.isEmpty else { return nil }
        let taker = chain.lastIndex { $0.gestures?.isEmpty == false } ?? chain.count - 1
        var first = taker
        while first > 0, chain[first - 1].frame == chain[taker].frame, chain[first - 1].transform == chain[taker].transform { first -= 1 }
        let candidates = Array(chain[first...])
        for name: (InspectedView) -> String? in [{ $0.accessibilityIdentifier }, { $0.accessibilityLabel }, { $0.text }] {
            if let found = candidates.reversed().lazy.compactMap(name).first(where: { !$0.isEmpty }) {
                return count(found, in: root) == 1 ? found : nil
            }
        }
        return nil
    }

    /// The views from the root to the innermost topmost view holding `point`, or nil. Children
    /// are searched from the last drawn, except a `background`'s: its content (listed first) is
    /// drawn over the background.
    private static func hit(_ view: InspectedView, _ point: CGPoint) -> [InspectedView]? {
        if view.hitTestable == false { return nil }
        let order = view.kind == "background" ? view.children : view.children.reversed()
        for child in order {
            if let chain = hit(child, point) { return [view] + chain }
        }
        return contains(view, point) ? [view] : nil
    }

    /// Whether `point` (scene coordinates) is inside `view`'s frame, through its transform.
    private static func contains(_ view: InspectedView, _ point: CGPoint) -> Bool {
        let t = view.transform
        guard t.count == 6 else { return false }
        let determinant = t[0] * t[3] - t[1] * t[2]
        guard determinant != 0 else { return false }
        let dx = point.x - t[4], dy = point.y - t[5]
        let x = (t[3] * dx - t[2] * dy) / determinant
        let y = (-t[1] * dx + t[0] * dy) / determinant
        let f = view.frame
        return x >= f.x && x <= f.x + f.width && y >= f.y && y <= f.y + f.height
    }

    /// How many views are named `name`, a view inside one of that name counting with it (a
    /// button labelled "Like" and its text "Like" are one target).
    private static func count(_ name: String, in view: InspectedView, inside: Bool = false) -> Int {
        let named = [view.accessibilityIdentifier, view.accessibilityLabel, view.text].contains(name)
        let own = named && !inside ? 1 : 0
        return own + view.children.reduce(0) { $0 + count(name, in: $1, inside: inside || named) }
    }

    private static func point(_ p: CGPoint) -> String { "CGPoint(x: \(number(p.x)), y: \(number(p.y)))" }

    /// A number as a script writes it: whole numbers without a fraction, others to 3 places.
    static func number(_ v: Double) -> String { InspectionText.number(v) }

    /// `name` as a Swift string literal.
    private static func literal(_ name: String) -> String { SwiftLiteral.quoted(name) }
}
