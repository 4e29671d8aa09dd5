import Foundation

extension Path {
    /// The path as SVG path data, in absolute commands only: `M`, `L`, `Q`, `C` and `Z`, one per
    /// element, separated by spaces (`M10 20 L30 40 Z`).
    ///
    /// Numbers are written so that reading them back gives the same `Double` bit for bit: the
    /// shortest decimal that round-trips (Swift's `description`, e.g. `0.1`, `1e-05`), with
    /// integers written without a fractional part and negative zero as `-0`. So
    /// `Path(svgPathData: path.svgPathData)` equals `path` for every path with finite coordinates.
    /// Non-finite coordinates, which SVG cannot express, are written as `inf`, `-inf` or `nan`,
    /// which `Path(svgPathData:)` rejects.
    public var svgPathData: String {
        var parts: [String] = []
        parts.reserveCapacity(elements.count)
        func pair(_ p: CGPoint) -> String { Path.svgNumber(p.x) + " " + Path.svgNumber(p.y) }
        for element in elements {
            switch element {
            case .move(let p):
                parts.append("M" + pair(p))
            case .line(let p):
                parts.append("L" + pair(p))
            case .quadCurve(let p, let c):
                parts.append("Q" + pair(c) + " " + pair(p))
            case .curve(let p, let c1, let c2):
                parts.append("C" + pair(c1) + " " + pair(c2) + " " + pair(p))
            case .closeSubpath:
                parts.append("Z")
            }
        }
        return parts.joined(separator: " ")
    }

    /// `value` as the shortest SVG number that parses back to exactly the same `Double`.
    static func svgNumber(_ value: CGFloat) -> String {
        if value == 0 { return value.sign == .minus ? "-0" : "0" }
        // Below 1e16 every integral Double prints exactly as an integer; above, `description`
        // switches to exponent form, which is shorter.
        if value.isFinite && value == value.rounded() && abs(value) < 1e16 {
            return String(Int64(value))
        }
        return value.description
    }
}
