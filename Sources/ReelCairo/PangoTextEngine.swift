import CCairo
import CPango
import Foundation
import Reel

/// Lays out and draws text with Pango, so that what layout measures is exactly what is drawn.
///
/// Hinting is off and glyph positions are not rounded, so text lays out the same at every scale
/// and on every machine with the same fonts. Sizes are absolute: a 24 pt font is 24 units tall
/// in layout space. An engine is not thread-safe: use one per rendering thread.
public final class PangoTextEngine: TextMeasuring {
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer
    private var families: Set<String> = []
    private var cache: [CacheKey: TextLayout] = [:]
    /// Where warnings about fonts go.
    public var diagnostics: DiagnosticLog

    private struct CacheKey: Hashable {
        var string: String
        var style: TextStyle
        var proposal: ProposedViewSize
    }

    /// The family used when a requested one is not installed.
    public static let defaultFamily = "DejaVu Sans"

    /// A text engine with its own font map, reporting to `diagnostics`.
    public init(diagnostics: DiagnosticLog = DiagnosticLog()) {
        self.diagnostics = diagnostics
        fontMap = pango_cairo_font_map_new()
        context = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        var list: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(fontMap, &list, &count)
        if let list {
            for i in 0..<Int(count) {
                if let family = list[i], let name = pango_font_family_get_name(family) {
                    families.insert(String(cString: name).lowercased())
                }
            }
            g_free(list)
        }
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(fontMap)
    }

    /// Whether a font family of this name is installed.
    public func hasFamily(_ name: String) -> Bool { families.contains(name.lowercased()) }

    // MARK: Measuring

    /// Lays out `string` for `proposal`; see `TextMeasuring`.
    public func layoutText(_ string: String, style: TextStyle, proposal: ProposedViewSize) -> TextLayout {
        let key = CacheKey(string: string, style: style, proposal: proposal)
        if let cached = cache[key] { return cached }
        let result = measure(string, style: style, proposal: proposal)
        cache[key] = result
        return result
    }

    private func measure(_ string: String, style: TextStyle, proposal: ProposedViewSize) -> TextLayout {
        var wrapWidth: CGFloat? = nil
        if let w = proposal.width, w.isFinite { wrapWidth = max(0, w) }
        var layout = makeLayout(string, style: style, wrapWidth: wrapWidth, maxLines: nil)
        let allLines = Int(pango_layout_get_line_count(layout))
        var keep = style.lineLimit.map { min($0, allLines) } ?? allLines
        if let h = proposal.height, h.isFinite {
            keep = min(keep, linesFitting(layout, height: h))
        }
        var maxLines: Int? = nil
        if keep < allLines {
            maxLines = max(1, keep)
            if wrapWidth == nil {
                // Ellipsizing needs a width: use the unwrapped text's own.
                var logical = PangoRectangle()
                pango_layout_get_extents(layout, nil, &logical)
                wrapWidth = CGFloat(logical.width) / CGFloat(PANGO_SCALE)
            }
            g_object_unref(UnsafeMutableRawPointer(layout))
            layout = makeLayout(string, style: style, wrapWidth: wrapWidth, maxLines: maxLines)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = CGFloat(PANGO_SCALE)
        let first = CGFloat(pango_layout_get_baseline(layout)) / scale
        let iter = pango_layout_get_iter(layout)
        while pango_layout_iter_next_line(iter) != 0 {}
        let last = CGFloat(pango_layout_iter_get_baseline(iter)) / scale
        pango_layout_iter_free(iter)
        return TextLayout(size: CGSize(width: CGFloat(logical.width) / scale, height: CGFloat(logical.height) / scale),
                          wrapWidth: wrapWidth, maxLines: maxLines,
                          logicalOrigin: CGPoint(x: CGFloat(logical.x) / scale, y: CGFloat(logical.y) / scale),
                          firstBaseline: first - CGFloat(logical.y) / scale, lastBaseline: last - CGFloat(logical.y) / scale,
                          lineCount: Int(pango_layout_get_line_count(layout)))
    }

    /// How many lines, from the first, end within `height` (at least one).
    private func linesFitting(_ layout: OpaquePointer, height: CGFloat) -> Int {
        let iter = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iter) }
        var count = 0
        repeat {
            var lineRect = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &lineRect)
            let bottom = CGFloat(lineRect.y + lineRect.height) / CGFloat(PANGO_SCALE)
            if bottom <= height + 0.01 { count += 1 } else { break }
        } while pango_layout_iter_next_line(iter) != 0
        return max(1, count)
    }

    // MARK: Drawing

    /// Draws `run` on `cr`, reproducing the layout it was measured with.
    func draw(_ run: TextRun, on cr: OpaquePointer) {
        let layout = makeLayout(run.string, style: run.style, wrapWidth: run.layout.wrapWidth, maxLines: run.layout.maxLines)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        cairo_move_to(cr, Double(run.origin.x - run.layout.logicalOrigin.x), Double(run.origin.y - run.layout.logicalOrigin.y))
        pango_cairo_show_layout(cr, layout)
    }

    // MARK: Layouts

    private func makeLayout(_ string: String, style: TextStyle, wrapWidth: CGFloat?, maxLines: Int?) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        pango_layout_set_text(layout, string, -1)
        let description = fontDescription(style.font)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        switch style.alignment {
        case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        if style.lineSpacing != 0 {
            // Pango counts in 1/1024 point in an Int32; the engine keeps spacings far inside it.
            let spacing = max(-RenderLimits.fontSize, min(RenderLimits.fontSize, Double(style.lineSpacing)))
            pango_layout_set_spacing(layout, Int32((spacing * Double(PANGO_SCALE)).rounded()))
        }
        // Words broken across lines get no hyphen, as in SwiftUI.
        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        if let wrapWidth {
            pango_layout_set_width(layout, Int32(min(CGFloat(Int32.max / 2), (wrapWidth * CGFloat(PANGO_SCALE)).rounded(.down))))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        if let maxLines {
            pango_layout_set_height(layout, -Int32(clamping: max(1, maxLines)))
            switch style.truncationMode {
            case .head: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
            case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
            case .tail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            }
        }
        return layout
    }

    private func fontDescription(_ font: Font) -> OpaquePointer {
        let description = pango_font_description_new()!
        var family = font.resolvedFamily
        if !hasFamily(family) {
            diagnostics.warning("font family '\(family)' is not installed; using \(PangoTextEngine.defaultFamily)", view: "Font")
            family = PangoTextEngine.defaultFamily
        }
        pango_font_description_set_family(description, family)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(max(100, min(1000, font.weight.value)))))
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        let size = font.size.isFinite && font.size > 0 ? min(Double(font.size), RenderLimits.fontSize) : 17
        pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
        return description
    }
}
