import Foundation

/// SwiftUI's layout, as SEMANTICS.md section 1 gives it: a parent proposes a size, the child
/// chooses its size, the parent places the child.
package struct LayoutEngine {
    /// Text measurement and image loading.
    package var services: LayoutServices
    /// Where problems are reported.
    package var diagnostics: DiagnosticLog

    package init(services: LayoutServices, diagnostics: DiagnosticLog) {
        self.services = services
        self.diagnostics = diagnostics
    }

    /// Lays out `root` in a canvas of `size` and returns it placed.
    package func layout(_ root: LayoutBox, in size: CGSize) {
        let proposal = ProposedViewSize(size)
        let fitted = sizeThatFits(root, proposal)
        // The root is centred in the canvas, as a window centres its content.
        let origin = Alignment.center.offset(placing: fitted, in: size)
        place(root, in: CGRect(origin: origin, size: fitted), proposal: proposal)
    }

    // MARK: Sizing

    /// The size `box` chooses when proposed `proposal`.
    package func sizeThatFits(_ box: LayoutBox, _ proposal: ProposedViewSize) -> CGSize {
        for (p, s) in box.sizeCache where p == proposal { return s }
        let size = computeSize(box, proposal)
        box.sizeCache.append((proposal, size))
        return size
    }

    private func computeSize(_ box: LayoutBox, _ p: ProposedViewSize) -> CGSize {
        switch box.kind {
        case .empty:
            return .zero
        case .shape(let leaf):
            return leaf.shape.sizeThatFits(p)
        case .text(let leaf):
            return services.text.layoutText(leaf.string, style: leaf.style, proposal: p).size
        case .image(let leaf):
            guard let image = loadImage(box, leaf) else { return .zero }
            let natural = CGSize(width: image.pixelWidth, height: image.pixelHeight)
            return leaf.isResizable ? p.replacingUnspecifiedDimensions(by: natural) : natural
        case .group, .container(.zStack):
            var width: CGFloat = 0, height: CGFloat = 0
            for child in box.children {
                let s = sizeThatFits(child, p)
                width = max(width, s.width)
                height = max(height, s.height)
            }
            return CGSize(width: width, height: height)
        case .modifier(let modifier):
            return modifierSize(modifier, box, p)
        }
    }

    private func modifierSize(_ modifier: ViewModifierNode, _ box: LayoutBox, _ p: ProposedViewSize) -> CGSize {
        let content = box.children[0]
        switch modifier {
        case .frame(let width, let height, _):
            let child = sizeThatFits(content, ProposedViewSize(width: width ?? p.width, height: height ?? p.height))
            return CGSize(width: width ?? child.width, height: height ?? child.height)
        case .flexibleFrame(let f):
            return flexibleFrame(f, content, p).size
        case .padding(let insets):
            let child = sizeThatFits(content, inset(p, by: insets))
            return CGSize(width: child.width + insets.horizontal, height: child.height + insets.vertical)
        case .fixedSize(let horizontal, let vertical):
            return sizeThatFits(content, ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height))
        case .position:
            return p.replacingUnspecifiedDimensions()
        default:
            return sizeThatFits(content, p)
        }
    }

    /// The proposal with `insets` taken off each specified dimension (never below zero).
    private func inset(_ p: ProposedViewSize, by insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { max(0, $0 - insets.horizontal) },
                         height: p.height.map { max(0, $0 - insets.vertical) })
    }

    /// A flexible frame's size and the proposal it makes to its child for a proposal `p`.
    private func flexibleFrame(_ f: FlexibleFrame, _ content: LayoutBox, _ p: ProposedViewSize) -> (size: CGSize, childProposal: ProposedViewSize) {
        func childProposal(_ proposed: CGFloat?, _ minimum: CGFloat?, _ ideal: CGFloat?, _ maximum: CGFloat?) -> CGFloat? {
            guard let proposed else { return ideal }
            var v = proposed
            if let minimum { v = max(v, minimum) }
            if let maximum { v = min(v, maximum) }
            return v
        }
        func resolve(_ proposed: CGFloat?, _ child: CGFloat, _ minimum: CGFloat?, _ ideal: CGFloat?, _ maximum: CGFloat?) -> CGFloat {
            if proposed == nil, let ideal { return clamp(ideal, minimum, maximum) }
            switch (minimum, maximum) {
            case (nil, nil): return child
            case let (lo?, hi?): return min(max(proposed ?? child, lo), hi)
            case let (lo?, nil): return max(child, lo)
            case let (nil, hi?): return min(proposed ?? child, hi)
            }
        }
        func clamp(_ v: CGFloat, _ lo: CGFloat?, _ hi: CGFloat?) -> CGFloat {
            var v = v
            if let lo { v = max(v, lo) }
            if let hi { v = min(v, hi) }
            return v
        }
        let pw = childProposal(p.width, f.minWidth, f.idealWidth, f.maxWidth)
        let ph = childProposal(p.height, f.minHeight, f.idealHeight, f.maxHeight)
        let first = sizeThatFits(content, ProposedViewSize(width: pw, height: ph))
        let width = resolve(p.width, first.width, f.minWidth, f.idealWidth, f.maxWidth)
        let second = sizeThatFits(content, ProposedViewSize(width: width, height: ph))
        let height = resolve(p.height, second.height, f.minHeight, f.idealHeight, f.maxHeight)
        return (CGSize(width: width, height: height), ProposedViewSize(width: width, height: ph))
    }

    private func loadImage(_ box: LayoutBox, _ leaf: ImageLeaf) -> ImageResource? {
        if let image = box.image { return image }
        do {
            let image = try services.images.loadImage(named: leaf.name)
            box.image = image
            return image
        } catch {
            diagnostics.error("\(error)", view: "Image(\"\(leaf.name)\")")
            return nil
        }
    }

    // MARK: Placing

    /// Places `box` at `frame` (whose size is the box's answer to `proposal`) and its children.
    package func place(_ box: LayoutBox, in frame: CGRect, proposal: ProposedViewSize) {
        box.frame = frame
        box.placedProposal = proposal
        switch box.kind {
        case .empty, .shape, .image:
            break
        case .text(let leaf):
            box.textLayout = services.text.layoutText(leaf.string, style: leaf.style, proposal: proposal)
        case .group:
            placeAligned(box.children, in: frame, alignment: .center, proposal: proposal)
        case .container(.zStack(let alignment)):
            placeAligned(box.children, in: frame, alignment: alignment, proposal: proposal)
        case .modifier(let modifier):
            placeModifier(modifier, box, frame, proposal)
        }
    }

    private func placeAligned(_ children: [LayoutBox], in frame: CGRect, alignment: Alignment, proposal: ProposedViewSize) {
        for child in children {
            placeAligned(child, in: frame, alignment: alignment, proposal: proposal)
        }
    }

    private func placeAligned(_ child: LayoutBox, in frame: CGRect, alignment: Alignment, proposal: ProposedViewSize) {
        let size = sizeThatFits(child, proposal)
        let offset = alignment.offset(placing: size, in: frame.size)
        place(child, in: CGRect(x: frame.minX + offset.x, y: frame.minY + offset.y, width: size.width, height: size.height),
              proposal: proposal)
    }

    private func placeModifier(_ modifier: ViewModifierNode, _ box: LayoutBox, _ frame: CGRect, _ p: ProposedViewSize) {
        let content = box.children[0]
        switch modifier {
        case .frame(let width, let height, let alignment):
            placeAligned(content, in: frame, alignment: alignment,
                         proposal: ProposedViewSize(width: width ?? p.width, height: height ?? p.height))
        case .flexibleFrame(let f):
            placeAligned(content, in: frame, alignment: f.alignment, proposal: flexibleFrame(f, content, p).childProposal)
        case .padding(let insets):
            place(content, in: frame.inset(by: insets), proposal: inset(p, by: insets))
        case .fixedSize(let horizontal, let vertical):
            place(content, in: frame, proposal: ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height))
        case .position(let point):
            let size = sizeThatFits(content, p)
            place(content, in: CGRect(x: frame.minX + point.x - size.width / 2, y: frame.minY + point.y - size.height / 2,
                                      width: size.width, height: size.height), proposal: p)
        case .overlay(let alignment), .background(let alignment), .mask(let alignment):
            place(content, in: frame, proposal: p)
            for secondary in box.children.dropFirst() {
                placeAligned(secondary, in: frame, alignment: alignment, proposal: ProposedViewSize(frame.size))
            }
        default:
            place(content, in: frame, proposal: p)
        }
    }
}
