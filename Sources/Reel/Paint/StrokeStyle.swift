import Foundation

/// How a stroke is drawn: width, caps, joins and dashes, with SwiftUI's defaults.
public struct StrokeStyle: Hashable, Sendable {
    /// The line's width in points.
    public var lineWidth: CGFloat
    /// How open ends are drawn.
    public var lineCap: CGLineCap
    /// How corners are drawn.
    public var lineJoin: CGLineJoin
    /// The limit on a mitred corner's length, as a multiple of the line width.
    public var miterLimit: CGFloat
    /// Lengths of alternating dashes and gaps; empty for a solid line. At most
    /// `RenderLimits.dashPatternLength` are drawn (the rest are dropped, with a warning).
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// A stroke style; the defaults are a 1 pt solid line with butt caps and mitred joins.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The style with at most `RenderLimits.dashPatternLength` dash lengths, warning to
    /// `diagnostics` when some were dropped.
    package func limited(_ diagnostics: DiagnosticLog, view: String) -> StrokeStyle {
        let limit = RenderLimits.dashPatternLength
        guard dash.count > limit else { return self }
        diagnostics.warning("the dash pattern has \(dash.count) lengths, more than the limit of \(RenderLimits.grouped(limit)); "
                            + "only the first \(RenderLimits.grouped(limit)) are used", view: view)
        var style = self
        style.dash.removeLast(dash.count - limit)
        return style
    }
}

/// How the open ends of a stroke are drawn.
public enum CGLineCap: Int32, Hashable, Sendable {
    /// The stroke stops at the end point.
    case butt
    /// A half circle past the end point.
    case round
    /// A half square past the end point.
    case square
}

/// How the corners of a stroke are drawn.
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// A sharp corner, cut to a bevel past the miter limit.
    case miter
    /// A round corner.
    case round
    /// A corner cut straight across.
    case bevel
}

/// How the inside of a path is decided when filling.
public struct FillStyle: Hashable, Sendable {
    /// Whether to use the even-odd rule instead of non-zero winding.
    public var isEOFilled: Bool
    /// Whether edges are antialiased.
    public var isAntialiased: Bool
    /// A fill style; the default is the non-zero rule, antialiased.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        self.isEOFilled = eoFill
        self.isAntialiased = antialiased
    }
}
