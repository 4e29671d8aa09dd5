import CCairo
import Foundation
import Reel

/// Blend modes: Cairo's operators where Cairo has the mode, and plus-darker, which it lacks,
/// computed pixel by pixel.
extension DrawPass {
    /// Runs `body` drawing with `mode`: directly through a Cairo operator, or for modes Cairo
    /// lacks, into a group composited by hand.
    func composited(_ mode: BlendMode, _ body: () throws(RenderError) -> Void) throws(RenderError) {
        if let op = mode.cairoOperator {
            cairo_set_operator(cr, op)
            try body()
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            return
        }
        cairo_identity_matrix(cr)
        cairo_push_group(cr)
        try body()
        cairo_identity_matrix(cr)
        try compositeByHand(CairoPattern.poppedGroup(of: cr), mode: mode, opacity: 1)
    }

    /// Composites `pattern` (a group surface in device space) onto the current target with a mode
    /// Cairo lacks, computing the result pixel by pixel and writing it back through the clip.
    func compositeByHand(_ pattern: borrowing CairoPattern, mode: BlendMode, opacity: Double) throws(RenderError) {
        guard let source = pattern.surface else { return }
        let target = try groupTarget()
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_surface_get_type(source) == CAIRO_SURFACE_TYPE_IMAGE else {
            // Vector output cannot read back what lies beneath: draw normally.
            cairo_set_source(cr, pattern.handle)
            cairo_paint_with_alpha(cr, clamp01(opacity))
            return
        }
        cairo_surface_flush(target)
        cairo_surface_flush(source)
        // A source of no pixels composites nothing; a target of none shows nothing.
        guard let sData = try pixels(source), let tData = try pixels(target) else { return }
        let sw = sData.width, sh = sData.height, tw = tData.width, th = tData.height
        var sox = 0.0, soy = 0.0, tox = 0.0, toy = 0.0
        cairo_surface_get_device_offset(source, &sox, &soy)
        cairo_surface_get_device_offset(target, &tox, &toy)
        let result = try CairoSurface.image(like: source)
        guard let rData = try pixels(result.handle) else { return }
        let alpha = UInt32((clamp01(opacity) * 255).rounded())
        for y in 0..<sh {
            let ty = y - Int(soy) + Int(toy)
            for x in 0..<sw {
                let tx = x - Int(sox) + Int(tox)
                let d: UInt32 = (tx >= 0 && ty >= 0 && tx < tw && ty < th) ? tData.base[ty * tData.stride + tx] : 0
                var s = sData.base[y * sData.stride + x]
                if alpha < 255 { s = scale(s, alpha) }
                rData.base[y * rData.stride + x] = plusDarker(s, d)
            }
        }
        cairo_surface_mark_dirty(result.handle)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, result.handle, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_rectangle(cr, -sox, -soy, Double(sw), Double(sh))
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Apple's plus-darker on premultiplied pixels: alpha adds (clamped) and each colour is
    /// max(0, αo − ((αs − cs) + (αd − cd))), which for opaque pixels is max(0, 1 − ((1 − S) + (1 − D))).
    private func plusDarker(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let sa = Int(s >> 24), da = Int(d >> 24)
        if sa == 0 { return d }
        let oa = min(255, sa + da)
        func channel(_ shift: UInt32) -> UInt32 {
            let sc = Int((s >> shift) & 0xFF), dc = Int((d >> shift) & 0xFF)
            return UInt32(min(oa, max(0, oa - ((sa - sc) + (da - dc)))))
        }
        return UInt32(oa) << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
    }

    private func scale(_ p: UInt32, _ alpha: UInt32) -> UInt32 {
        func c(_ shift: UInt32) -> UInt32 { (((p >> shift) & 0xFF) * alpha + 127) / 255 }
        return c(24) << 24 | c(16) << 16 | c(8) << 8 | c(0)
    }
}
