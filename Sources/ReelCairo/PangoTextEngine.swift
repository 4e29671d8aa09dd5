import CCairo
import CFontconfig
import CPango
import Foundation
import Reel

/// Lays out and draws text with Pango, so that what layout measures is exactly what is drawn.
///
/// Hinting is off and glyph positions are not rounded, so text lays out the same at every scale
/// and on every machine with the same fonts. Sizes are absolute: a 24 pt font is 24 units tall
/// in layout space. An engine is not thread-safe: use one per rendering thread.
///
/// The fonts are the system's and, when the engine is made for a module with font files, the
/// module's (`ModuleFonts`), in a font map of the engine's own: a family is found by its name or
/// by the PostScript name of one of its faces. A family found nowhere is drawn in the default
/// family with a warning, as SwiftUI draws a custom font it cannot find in the system font.
public final class PangoTextEngine: TextMeasuring {
    /// The font map and the context layouts are made in; nil when Pango could not make them
    /// (then every text reports an error and measures empty).
    private let fonts: PangoFonts?
    /// Why the font map could not be set up, when it could not.
    private var setUpFailure: RenderError?
    private var families: Set<String> = []
    private var cache: [CacheKey: TextLayout] = [:]
    /// The module's fonts the font map draws with, besides the system's.
    public let moduleFonts: ModuleFonts
    /// What each family name that is not a family resolved to: a face found by PostScript name,
    /// or nil when nothing has the name.
    private var postScriptFaces: [String: ModuleFonts.Face?] = [:]
    /// Where warnings about fonts go.
    public var diagnostics: DiagnosticLog

    private struct CacheKey: Hashable {
        var string: String
        var style: TextStyle
        var proposal: ProposedViewSize
    }

    /// The family used when a requested one is not installed: the system font's.
    public static let defaultFamily = Font.systemFamily(.default)

    /// A text engine with its own font map, reporting to `diagnostics`, drawing with the system's
    /// fonts and `moduleFonts`.
    public init(diagnostics: DiagnosticLog = DiagnosticLog(), moduleFonts: ModuleFonts = .none) {
        self.diagnostics = diagnostics
        self.moduleFonts = moduleFonts
        var names: Set<String> = []
        do {
            let fonts = try PangoFonts()
            if let config = moduleFonts.config,
               g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(OpaquePointer(fonts.fontMap)), pango_fc_font_map_get_type()) != 0 {
                pango_fc_font_map_set_config(OpaquePointer(fonts.fontMap), config)
            }
            let options = try CairoFontOptions()
            cairo_font_options_set_hint_style(options.handle, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_hint_metrics(options.handle, CAIRO_HINT_METRICS_OFF)
            cairo_font_options_set_antialias(options.handle, CAIRO_ANTIALIAS_GRAY)
            pango_cairo_context_set_font_options(fonts.context, options.handle)
            pango_cairo_context_set_resolution(fonts.context, 72)
            pango_context_set_round_glyph_positions(fonts.context, 0)
            var list: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
            var count: Int32 = 0
            pango_font_map_list_families(fonts.fontMap, &list, &count)
            if let list {
                for i in 0..<Int(count) {
                    if let family = list[i], let name = pango_font_family_get_name(family) {
                        names.insert(String(cString: name).lowercased())
                    }
                }
                g_free(list)
            }
            self.fonts = fonts
        } catch {
            self.fonts = nil
            setUpFailure = error
        }
        families = names
    }

    /// Whether a font family of this name is installed.
    public func hasFamily(_ name: String) -> Bool { families.contains(name.lowercased()) }

    // MARK: Measuring

    /// Lays out `string` for `proposal`; see `TextMeasuring`.
    public func layoutText(_ string: String, style: TextStyle, proposal: ProposedViewSize) -> TextLayout {
        let key = CacheKey(string: string, style: style, proposal: proposal)
        if let cached = cache[key] { return cached }
        do {
            let result = try measure(string, style: style, proposal: proposal)
            cache[key] = result
            return result
        } catch {
            // Layout cannot throw: the error goes to the frame's log, which fails the frame.
            diagnostics.error(error.description, view: "Text")
            return TextLayout(size: .zero, wrapWidth: nil, maxLines: nil, logicalOrigin: .zero,
                              firstBaseline: 0, lastBaseline: 0, lineCount: 0)
        }
    }

    private func measure(_ string: String, style: TextStyle, proposal: ProposedViewSize) throws(RenderError) -> TextLayout {
        var wrapWidth: CGFloat? = nil
        if let w = proposal.width, w.isFinite { wrapWidth = max(0, w) }
        var layout = try makeLayout(string, style: style, wrapWidth: wrapWidth, maxLines: nil)
        let allLines = Int(pango_layout_get_line_count(layout.handle))
        var keep = style.lineLimit.map { min($0, allLines) } ?? allLines
        if let h = proposal.height, h.isFinite {
            keep = min(keep, try linesFitting(layout, height: h))
        }
        var maxLines: Int? = nil
        if keep < allLines {
            maxLines = max(1, keep)
            if wrapWidth == nil {
                // Ellipsizing needs a width: use the unwrapped text's own.
                var logical = PangoRectangle()
                pango_layout_get_extents(layout.handle, nil, &logical)
                wrapWidth = CGFloat(logical.width) / CGFloat(PANGO_SCALE)
            }
            layout = try makeLayout(string, style: style, wrapWidth: wrapWidth, maxLines: maxLines)
        }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout.handle, nil, &logical)
        let scale = CGFloat(PANGO_SCALE)
        let first = CGFloat(pango_layout_get_baseline(layout.handle)) / scale
        let iter = try PangoLayoutIterator(layout)
        while pango_layout_iter_next_line(iter.handle) != 0 {}
        let last = CGFloat(pango_layout_iter_get_baseline(iter.handle)) / scale
        return TextLayout(size: CGSize(width: CGFloat(logical.width) / scale, height: CGFloat(logical.height) / scale),
                          wrapWidth: wrapWidth, maxLines: maxLines,
                          logicalOrigin: CGPoint(x: CGFloat(logical.x) / scale, y: CGFloat(logical.y) / scale),
                          firstBaseline: first - CGFloat(logical.y) / scale, lastBaseline: last - CGFloat(logical.y) / scale,
                          lineCount: Int(pango_layout_get_line_count(layout.handle)))
    }

    /// How many lines, from the first, end within `height` (at least one).
    private func linesFitting(_ layout: borrowing PangoLayout, height: CGFloat) throws(RenderError) -> Int {
        let iter = try PangoLayoutIterator(layout)
        var count = 0
        repeat {
            var lineRect = PangoRectangle()
            pango_layout_iter_get_line_extents(iter.handle, nil, &lineRect)
            let bottom = CGFloat(lineRect.y + lineRect.height) / CGFloat(PANGO_SCALE)
            if bottom <= height + 0.01 { count += 1 } else { break }
        } while pango_layout_iter_next_line(iter.handle) != 0
        return max(1, count)
    }

    // MARK: Drawing

    /// Draws `run` on `cr`, reproducing the layout it was measured with.
    func draw(_ run: TextRun, on cr: OpaquePointer) throws(RenderError) {
        let layout = try makeLayout(run.string, style: run.style, wrapWidth: run.layout.wrapWidth, maxLines: run.layout.maxLines)
        cairo_move_to(cr, Double(run.origin.x - run.layout.logicalOrigin.x), Double(run.origin.y - run.layout.logicalOrigin.y))
        pango_cairo_show_layout(cr, layout.handle)
    }

    // MARK: Layouts

    private func makeLayout(_ string: String, style: TextStyle, wrapWidth: CGFloat?, maxLines: Int?) throws(RenderError) -> PangoLayout {
        guard let fonts else { throw setUpFailure ?? .noResult(function: "pango_cairo_font_map_new") }
        let made = try PangoLayout(in: fonts.context)
        let layout = made.handle
        pango_layout_set_text(layout, string, -1)
        do {
            let description = try fontDescription(style.font)
            pango_layout_set_font_description(layout, description.handle)
        }
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
        do {
            let attributes = try PangoAttributeList()
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ function: String) throws(RenderError) {
                guard let attribute else { throw .noResult(function: function) }
                pango_attr_list_insert(attributes.handle, attribute)
            }
            // Words broken across lines get no hyphen, as in SwiftUI.
            try insert(pango_attr_insert_hyphens_new(0), "pango_attr_insert_hyphens_new")
            // A system font's lines are as tall as SF Pro's, so text frames are iOS's; the
            // difference from the font's own height is shared above and below the glyphs.
            if let height = style.font.lineHeight, height.isFinite {
                let units = Int32((min(Double(height), RenderLimits.fontSize * 4) * Double(PANGO_SCALE)).rounded())
                try insert(pango_attr_line_height_new_absolute(units), "pango_attr_line_height_new_absolute")
            }
            // Kerning and tracking add space between characters; tracking also breaks ligatures
            // apart, as in SwiftUI.
            let extra = Double(style.kerning + style.tracking)
            if extra != 0, extra.isFinite {
                let spacing = max(-RenderLimits.fontSize, min(RenderLimits.fontSize, extra))
                try insert(pango_attr_letter_spacing_new(Int32((spacing * Double(PANGO_SCALE)).rounded())), "pango_attr_letter_spacing_new")
            }
            // An underline or strikethrough is drawn in the text's paint unless it has its own
            // colour (Pango's colours are opaque: a line colour's opacity is not applied).
            func lineColor(_ line: Text.LineStyle, _ make: (UInt16, UInt16, UInt16) -> UnsafeMutablePointer<PangoAttribute>?,
                           _ function: String) throws(RenderError) {
                guard let color = line.color else { return }
                func channel(_ v: Double) -> UInt16 { UInt16((clamp01(v) * 65535).rounded()) }
                try insert(make(channel(color.red), channel(color.green), channel(color.blue)), function)
            }
            if let line = style.underline {
                try insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE), "pango_attr_underline_new")
                try lineColor(line, pango_attr_underline_color_new, "pango_attr_underline_color_new")
            }
            if let line = style.strikethrough {
                try insert(pango_attr_strikethrough_new(1), "pango_attr_strikethrough_new")
                try lineColor(line, pango_attr_strikethrough_color_new, "pango_attr_strikethrough_color_new")
            }
            var features: [String] = []
            if style.font.hasMonospacedDigits {
                features.append("tnum=1")
                // Inter Display's tabular figures are not all one width (Debian's Inter 4.0
                // beta): its digits are drawn from Inter's text cut, whose tabular figures are.
                if resolvedFamily(style.font) == Font.systemFamily(.default) {
                    for range in PangoTextEngine.digitRuns(string) {
                        guard let family = pango_attr_family_new("Inter") else { throw .noResult(function: "pango_attr_family_new") }
                        family.pointee.start_index = UInt32(range.lowerBound)
                        family.pointee.end_index = UInt32(range.upperBound)
                        pango_attr_list_insert(attributes.handle, family)
                    }
                }
            }
            if style.tracking != 0 { features += ["liga=0", "clig=0", "dlig=0"] }
            if !features.isEmpty {
                try insert(pango_attr_font_features_new(features.joined(separator: ", ")), "pango_attr_font_features_new")
            }
            pango_layout_set_attributes(layout, attributes.handle)
        }
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
        return made
    }

    /// The byte ranges of the runs of ASCII digits in `string`'s UTF-8.
    static func digitRuns(_ string: String) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start: Int? = nil
        for (offset, byte) in string.utf8.enumerated() {
            let isDigit = byte >= 0x30 && byte <= 0x39
            if isDigit, start == nil { start = offset }
            if !isDigit, let first = start { runs.append(first..<offset); start = nil }
        }
        if let first = start { runs.append(first..<string.utf8.count) }
        return runs
    }

    /// The installed family `font` draws with: its own, or the default when that is not installed.
    private func resolvedFamily(_ font: Font) -> String {
        let family = font.resolvedFamily
        return hasFamily(family) ? family : PangoTextEngine.defaultFamily
    }

    private func fontDescription(_ font: Font) throws(RenderError) -> PangoFontDescription {
        let made = try PangoFontDescription()
        let description = made.handle
        var family = font.resolvedFamily
        var weight = font.weight.value
        var italic = font.isItalic
        if !hasFamily(family) {
            if let face = postScriptFace(family) {
                // A PostScript name names one face: its weight and slant, unless the font asks
                // for others (`.custom("Inter-Regular", size: 17).bold()`).
                family = face.families[0]
                if font.weight == .regular { weight = face.weight }
                italic = italic || face.isItalic
            } else {
                diagnostics.warning(missingFamilyMessage(family), view: "Font")
                family = PangoTextEngine.defaultFamily
            }
        }
        pango_font_description_set_family(description, family)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(max(100, min(1000, weight)))))
        pango_font_description_set_style(description, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        let size = font.size.isFinite && font.size > 0 ? min(Double(font.size), RenderLimits.fontSize) : 17
        pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
        return made
    }

    /// The warning for a font name found nowhere.
    private func missingFamilyMessage(_ name: String) -> String {
        let module = moduleFonts.isEmpty ? "the module has no font files" : "the module's fonts are \(moduleFonts.names.joined(separator: ", "))"
        return "no font named '\(name)' in the module or on the system (\(module)); text is drawn in \(PangoTextEngine.defaultFamily), as SwiftUI draws a custom font it cannot find in the system font"
    }

    /// The face whose PostScript name is `name`, among the module's fonts, then the system's.
    private func postScriptFace(_ name: String) -> ModuleFonts.Face? {
        if let known = postScriptFaces[name] { return known }
        let found = moduleFonts.face(postScriptName: name) ?? systemFace(postScriptName: name)
        postScriptFaces[name] = .some(found)
        return found
    }

    /// The system face whose PostScript name is `name`, as fontconfig lists it.
    private func systemFace(postScriptName name: String) -> ModuleFonts.Face? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = name.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: name.utf8.count + 1) { FcPatternAddString(pattern, "postscriptname", $0) }
        }
        guard let objects = FcObjectSetCreate() else { return nil }
        defer { FcObjectSetDestroy(objects) }
        for object in ["family", "weight", "slant", "file"] { _ = FcObjectSetAdd(objects, object) }
        guard let list = FcFontList(moduleFonts.config, pattern, objects) else { return nil }
        defer { FcFontSetDestroy(list) }
        var best: ModuleFonts.Face?
        for index in 0..<Int(list.pointee.nfont) {
            guard let font = list.pointee.fonts[index] else { continue }
            var family: UnsafeMutablePointer<FcChar8>?, file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, "family", 0, &family) == FcResultMatch, let family else { continue }
            _ = FcPatternGetString(font, "file", 0, &file)
            var weight: Int32 = 80, slant: Int32 = 0
            _ = FcPatternGetInteger(font, "weight", 0, &weight)
            _ = FcPatternGetInteger(font, "slant", 0, &slant)
            let face = ModuleFonts.Face(families: [String(cString: family)], postScriptName: name,
                                        weight: Int(FcWeightToOpenTypeDouble(Double(weight)).rounded()), isItalic: slant != 0,
                                        file: file.map { String(cString: $0) } ?? "")
            // Of several files with the name, the first by path: the same on every run.
            if best == nil || face.file < best!.file { best = face }
        }
        return best
    }
}
