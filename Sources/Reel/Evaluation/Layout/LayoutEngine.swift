import Foundation

/// SwiftUI's layout, as SEMANTICS.md section 1 gives it: a parent proposes a size, the child
/// chooses its size, the parent places the child. Containers delegate to their `Layout`.
package final class LayoutEngine: LayoutSubviewHost {
    /// Text measurement and image loading.
    package let services: LayoutServices
    /// Where problems are reported.
    package let diagnostics: DiagnosticLog
    /// Origins of the named coordinate spaces around the box being placed.
    private var namedOrigins: [String: CGPoint] = [:]
    /// The layout used for groups that no container flattened: an overlay, centred.
    private let implicitLayout = AnyLayout(ZStackLayout())
    /// When set, the content built during layout (`LayoutTimeContent`) is kept here, by the
    /// identity key of the reader that built it.
    package var builtContent: [NodeKey: ViewNode]?
    /// The frames of the matched-geometry sources placed so far, by group.
    private var matchedSources: [MatchedGeometryKey: CGRect] = [:]
    /// The matched-geometry views that take their geometry from their group's source.
    private var matchedFollowers: [(box: LayoutBox, effect: MatchedGeometry)] = []
    /// The screen around the box being placed and its safe area, in layout space, inside a
    /// `DeviceScreen` (nil elsewhere).
    private var safeRegion: (screen: CGRect, safe: CGRect)?
    /// The name of the layout whose `placeSubviews` runs, for what its placements are checked by.
    private var placingLayout: String?

    package init(services: LayoutServices, diagnostics: DiagnosticLog) {
        self.services = services
        self.diagnostics = diagnostics
    }

    /// Lays out `root` in a canvas of `size`, centred.
    package func layout(_ root: LayoutBox, in size: CGSize) {
        let proposal = ProposedViewSize(size)
        let fitted = sizeThatFits(root, proposal)
        place(root, in: CGRect(x: (size.width - fitted.width) / 2, y: (size.height - fitted.height) / 2,
                               width: fitted.width, height: fitted.height), proposal: proposal)
        placeMatchedFollowers()
    }

    /// Puts each `matchedGeometryEffect(…, isSource: false)` view on its group's source, once
    /// everything is placed: proposed the source's size (when the size is matched) and placed so
    /// that what its effect matches is the source's. Its neighbours keep their places, as with any
    /// geometry effect. A view whose group has no source stays where it is.
    private func placeMatchedFollowers() {
        let followers = matchedFollowers
        matchedFollowers = []
        defer { matchedSources = [:] }
        for (box, effect) in followers {
            guard let source = matchedSources[effect.key] else { continue }
            let target = effect.frame(box.frame, matching: source)
            let proposal = effect.properties.contains(.size) ? ProposedViewSize(target.size) : box.placedProposal
            let size = sizeThatFits(box.children[0], proposal)
            let pin = effect.anchor.point(in: target)
            let frame = CGRect(x: pin.x - effect.anchor.x * size.width, y: pin.y - effect.anchor.y * size.height,
                               width: size.width, height: size.height)
            box.frame = frame
            place(box.children[0], in: frame, proposal: proposal)
        }
    }

    // MARK: Sizing

    /// The size `box` chooses when proposed `proposal`.
    package func sizeThatFits(_ box: LayoutBox, _ proposal: ProposedViewSize) -> CGSize {
        // A chain of modifiers that take their content's size answers with the content's size:
        // only the content computes and keeps the answer.
        var box = box
        while box.sizesLikeContent { box = box.children[0] }
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
            let natural = image.pointSize
            return leaf.isResizable ? p.replacingUnspecifiedDimensions(by: natural) : natural
        case .spacer(let minLength):
            let least = minLength ?? defaultStackSpacing
            switch box.stackAxis {
            case .horizontal?: return CGSize(width: max(least, p.width ?? least), height: 0)
            case .vertical?: return CGSize(width: 0, height: max(least, p.height ?? least))
            case nil: return CGSize(width: finite(p.width), height: finite(p.height))
            }
        case .divider:
            return box.stackAxis == .horizontal ? CGSize(width: 1, height: finite(p.height)) : CGSize(width: finite(p.width), height: 1)
        case .geometryReader, .canvas, .particles:
            return p.replacingUnspecifiedDimensions()
        case .group, .container:
            let (layout, subviews) = containerParts(box)
            let size = layoutCall(layout, box) { layout.sizeThatFits(proposal: p, subviews: subviews, cache: &box.layoutCache!) }
            if let problem = LayoutAnswerCheck.size(size, proposal: p, layout: layout.base.name) {
                diagnostics.error(problem, view: layout.base.name)
                return .zero
            }
            return size
        case .modifier(let modifier):
            return modifierSize(modifier, box, p)
        }
    }

    private func finite(_ v: CGFloat?) -> CGFloat { v.map { $0.isFinite ? $0 : 0 } ?? 0 }

    private func containerParts(_ box: LayoutBox) -> (AnyLayout, LayoutSubviews) {
        let layout: AnyLayout
        if case .container(let l) = box.kind { layout = l } else { layout = implicitLayout }
        if box.subviews == nil {
            box.subviews = LayoutSubviews(elements: box.children.map { LayoutSubview(host: self, box: $0) })
            box.layoutCache = layoutCall(layout, box) { layout.makeCache(subviews: box.subviews!) }
        }
        return (layout, box.subviews!)
    }

    /// Runs one of `layout`'s methods for the container `box`: the methods of a layout other than
    /// the built-in stacks draw random numbers keyed by the container's identity (`SceneRandom`),
    /// the same at every call.
    private func layoutCall<T>(_ layout: AnyLayout, _ box: LayoutBox, _ body: () -> T) -> T {
        layout.base.isBuiltInStack ? body() : SceneRandom.call(.layout, identity: box.path.stableHash, body)
    }

    /// Whether `modifier` takes its content's size for every proposal: every modifier but those
    /// `modifierSize` sizes itself.
    static func sizesLikeContent(_ modifier: ViewModifierNode) -> Bool {
        switch modifier {
        case .frame, .flexibleFrame, .padding, .fixedSize, .position, .aspectRatio, .safeArea, .safeAreaPadding: return false
        default: return true
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
        case .padding(let insets), .safeAreaPadding(let insets):
            let child = sizeThatFits(content, inset(p, by: insets))
            return CGSize(width: max(0, child.width + insets.horizontal), height: max(0, child.height + insets.vertical))
        case .fixedSize(let horizontal, let vertical):
            return sizeThatFits(content, ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height))
        case .position:
            return p.replacingUnspecifiedDimensions()
        case .aspectRatio(let ratio, let mode):
            return sizeThatFits(content, aspectProposal(ratio, mode, content, p))
        case .safeArea(let insets):
            // The screen is the proposal; asked for its ideal size, the content's with the insets.
            let child = sizeThatFits(content, inset(p, by: insets))
            return CGSize(width: p.width.flatMap { $0.isFinite ? $0 : nil } ?? child.width + insets.horizontal,
                          height: p.height.flatMap { $0.isFinite ? $0 : nil } ?? child.height + insets.vertical)
        default:
            return sizeThatFits(content, p)
        }
    }

    /// The proposal with `insets` taken off each specified dimension (never below zero).
    private func inset(_ p: ProposedViewSize, by insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { max(0, $0 - insets.horizontal) },
                         height: p.height.map { max(0, $0 - insets.vertical) })
    }

    /// What `aspectRatio` proposes to its child: the largest (fit) or smallest (fill) size of the
    /// ratio for the proposal's finite dimensions; the child's ideal size when there are none.
    private func aspectProposal(_ ratio: CGFloat?, _ mode: ContentMode, _ content: LayoutBox, _ p: ProposedViewSize) -> ProposedViewSize {
        let r: CGFloat
        if let ratio, ratio.isFinite, ratio > 0 { r = ratio } else {
            let ideal = sizeThatFits(content, .unspecified)
            guard ideal.width > 0, ideal.height > 0 else { return p }
            r = ideal.width / ideal.height
        }
        let w = p.width.flatMap { $0.isFinite ? $0 : nil }, h = p.height.flatMap { $0.isFinite ? $0 : nil }
        switch (w, h) {
        case let (w?, h?):
            let width = mode == .fit ? min(w, h * r) : max(w, h * r)
            return ProposedViewSize(width: width, height: width / r)
        case let (w?, nil): return ProposedViewSize(width: w, height: w / r)
        case let (nil, h?): return ProposedViewSize(width: h * r, height: h)
        case (nil, nil):
            let ideal = sizeThatFits(content, .unspecified)
            return ProposedViewSize(width: ideal.width, height: ideal.width / r)
        }
    }

    /// A flexible frame's size and the proposal it makes to its child for a proposal `p`.
    private func flexibleFrame(_ f: FlexibleFrame, _ content: LayoutBox, _ p: ProposedViewSize) -> (size: CGSize, childProposal: ProposedViewSize) {
        func clamp(_ v: CGFloat, _ lo: CGFloat?, _ hi: CGFloat?) -> CGFloat {
            var v = v
            if let lo { v = max(v, lo) }
            if let hi { v = min(v, hi) }
            return v
        }
        func childProposal(_ proposed: CGFloat?, _ minimum: CGFloat?, _ ideal: CGFloat?, _ maximum: CGFloat?) -> CGFloat? {
            guard let proposed else { return ideal }
            return clamp(proposed, minimum, maximum)
        }
        // Apple's rule for the frame's own size, per axis: with neither bound, the child's size;
        // with both, the proposal clamped to them; with only a minimum, a proposal smaller than
        // the child (else the child's size) raised to the minimum; with only a maximum, a
        // proposal larger than the child (else the child's size) lowered to the maximum. A nil
        // proposal counts as the child's size (or the ideal, when one is given).
        func resolve(_ proposed: CGFloat?, _ child: CGFloat, _ minimum: CGFloat?, _ ideal: CGFloat?, _ maximum: CGFloat?) -> CGFloat {
            if proposed == nil, let ideal { return clamp(ideal, minimum, maximum) }
            let p = proposed ?? child
            switch (minimum, maximum) {
            case (nil, nil): return child
            case let (lo?, hi?): return min(max(p, lo), hi)
            case let (lo?, nil): return max(min(p, child), lo)
            case let (nil, hi?): return min(max(p, child), hi)
            }
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
            let image = try services.images.loadImage(named: leaf.name, scale: services.displayScale, colorScheme: leaf.colorScheme)
            box.image = image
            return image
        } catch {
            diagnostics.error("\(error)", view: "Image(\"\(leaf.name)\")")
            return nil
        }
    }

    // MARK: Guides

    /// `box`'s size and alignment guides for `proposal`.
    package func dimensions(of box: LayoutBox, _ proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(box, proposal)
        if !box.containsCustomGuides && !box.containsText { return ViewDimensions(width: size.width, height: size.height) }
        return ViewDimensions(width: size.width, height: size.height) { [unowned self] key in
            self.explicitGuide(box, key, proposal)
        }
    }

    /// `box`'s explicit value of the guide `key` for `proposal`, measured from its top-left.
    private func explicitGuide(_ box: LayoutBox, _ key: AlignmentKey, _ p: ProposedViewSize) -> CGFloat? {
        if !box.containsCustomGuides && !(box.containsText && key.isTextBaseline) { return nil }
        switch box.kind {
        case .text(let leaf):
            guard !key.isHorizontal else { return nil }
            let layout = services.text.layoutText(leaf.string, style: leaf.style, proposal: p)
            if key == VerticalAlignment.firstTextBaseline.key { return layout.firstBaseline }
            if key == VerticalAlignment.lastTextBaseline.key { return layout.lastBaseline }
            return nil
        case .group, .container:
            let (layout, subviews) = containerParts(box)
            let bounds = CGRect(origin: .zero, size: sizeThatFits(box, p))
            return layoutCall(layout, box) {
                key.isHorizontal
                    ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: p, subviews: subviews, cache: &box.layoutCache!)
                    : layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: p, subviews: subviews, cache: &box.layoutCache!)
            }
        case .modifier(let modifier):
            let content = box.children[0]
            if case .alignmentGuide(let guideKey, let compute) = modifier, guideKey == key {
                return compute(dimensions(of: content, p))
            }
            let size = sizeThatFits(box, p)
            let (rect, childProposal) = contentPlacement(modifier, box, size: size, proposal: p)
            guard let inner = explicitGuide(content, key, childProposal) else { return nil }
            return inner + (key.isHorizontal ? rect.minX : rect.minY)
        default:
            return nil
        }
    }

    // MARK: Placing

    /// Places `box` at `frame` (whose size is the box's answer to `proposal`) and its children.
    package func place(_ box: LayoutBox, in frame: CGRect, proposal: ProposedViewSize) {
        box.frame = frame
        box.placedProposal = proposal
        switch box.kind {
        case .empty, .shape, .image, .spacer, .divider, .canvas, .particles:
            break
        case .text(let leaf):
            box.textLayout = services.text.layoutText(leaf.string, style: leaf.style, proposal: proposal)
        case .geometryReader(let content):
            let proxy = GeometryProxy(globalFrame: frame, namedOrigins: namedOrigins)
            // Content built during layout draws random numbers keyed by the reader's identity.
            let node = SceneRandom.call(.layoutContent, identity: box.path.stableHash) { content.build(proxy) }
            builtContent?[box.path.key] = node
            let child = LayoutBox.make(node, path: box.path)
            box.children = [child]
            let childProposal = ProposedViewSize(frame.size)
            let size = sizeThatFits(child, childProposal)
            place(child, in: CGRect(origin: frame.origin, size: size), proposal: childProposal)
        case .group, .container:
            let (layout, subviews) = containerParts(box)
            for child in box.children { child.pendingPlacement = nil }
            let outer = placingLayout
            placingLayout = layout.base.name
            layoutCall(layout, box) { layout.placeSubviews(in: frame, proposal: proposal, subviews: subviews, cache: &box.layoutCache!) }
            placingLayout = outer
            for child in box.children {
                if let (origin, childProposal) = child.pendingPlacement {
                    place(child, in: CGRect(origin: origin, size: sizeThatFits(child, childProposal)), proposal: childProposal)
                } else {
                    // Unplaced subviews are centred in the container, proposed its size.
                    let childProposal = ProposedViewSize(frame.size)
                    let size = sizeThatFits(child, childProposal)
                    place(child, in: CGRect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2,
                                            width: size.width, height: size.height), proposal: childProposal)
                }
            }
        case .modifier(let modifier):
            // Only a named coordinate space changes the named origins, for the views inside it.
            var saved: [String: CGPoint]?
            if case .coordinateSpace(let name) = modifier {
                saved = namedOrigins
                namedOrigins[name] = frame.origin
            }
            var savedRegion: (screen: CGRect, safe: CGRect)??
            if case .safeArea(let insets) = modifier {
                savedRegion = .some(safeRegion)
                safeRegion = (frame, CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                                            width: max(0, frame.width - insets.horizontal), height: max(0, frame.height - insets.vertical)))
            }
            if case .safeAreaPadding(let insets) = modifier {
                savedRegion = .some(safeRegion)
                safeRegion = paddedSafeRegion(frame, insets)
            }
            if case .ignoresSafeArea(let edges) = modifier {
                let (rect, childProposal) = safeAreaIgnoringPlacement(box, edges: edges, frame: frame, proposal: proposal)
                place(box.children[0], in: rect, proposal: childProposal)
            } else {
                let (rect, childProposal) = contentPlacement(modifier, box, size: frame.size, proposal: proposal)
                place(box.children[0], in: rect.offsetBy(dx: frame.minX, dy: frame.minY), proposal: childProposal)
            }
            if case .matchedGeometry(let effect) = modifier {
                if !effect.isSource {
                    matchedFollowers.append((box, effect))
                } else if matchedSources[effect.key] == nil {
                    matchedSources[effect.key] = frame
                }
            }
            if case .preferenceReader(let reader, _) = modifier {
                // Built from the content's preferences, now that the content is placed.
                let collected = SceneRandom.call(.preference, identity: box.path.stableHash) { reader.collect(box.children[0]) }
                let node = SceneRandom.call(.layoutContent, identity: box.path.stableHash) { reader.build(collected) }
                builtContent?[box.path.key] = node
                box.children = [box.children[0], LayoutBox.make(node, path: box.path)]
            }
            switch modifier {
            case .overlay(let alignment), .background(let alignment), .mask(let alignment), .preferenceReader(_, let alignment):
                let own = ViewDimensions(frame.size)
                for secondary in box.children.dropFirst() {
                    let p = ProposedViewSize(frame.size)
                    let d = dimensions(of: secondary, p)
                    let o = alignment.offset(of: d, in: own)
                    place(secondary, in: CGRect(x: frame.minX + o.x, y: frame.minY + o.y, width: d.width, height: d.height), proposal: p)
                }
            default:
                break
            }
            if let saved { namedOrigins = saved }
            if let savedRegion { safeRegion = savedRegion }
        }
    }

    /// The safe region inside `safeAreaPadding(insets)` at `frame`: the frame less the padding
    /// (and less the screen's insets where they reach further in); its outer edges are the frame's,
    /// or the screen's on the edges where the frame touches the safe area's.
    private func paddedSafeRegion(_ frame: CGRect, _ insets: EdgeInsets) -> (screen: CGRect, safe: CGRect) {
        let tolerance: CGFloat = 0.01
        let (screen, safe) = safeRegion ?? (frame, frame)
        let outerTop = frame.minY <= safe.minY + tolerance ? screen.minY : frame.minY
        let outerLeading = frame.minX <= safe.minX + tolerance ? screen.minX : frame.minX
        let outerBottom = frame.maxY >= safe.maxY - tolerance ? screen.maxY : frame.maxY
        let outerTrailing = frame.maxX >= safe.maxX - tolerance ? screen.maxX : frame.maxX
        let top = max(frame.minY + insets.top, safe.minY), leading = max(frame.minX + insets.leading, safe.minX)
        let bottom = min(frame.maxY - insets.bottom, safe.maxY), trailing = min(frame.maxX - insets.trailing, safe.maxX)
        return (CGRect(x: outerLeading, y: outerTop, width: outerTrailing - outerLeading, height: outerBottom - outerTop),
                CGRect(x: leading, y: top, width: max(0, trailing - leading), height: max(0, bottom - top)))
    }

    /// Where `ignoresSafeArea(edges:)` at `frame` lays out its content, in layout space, and what it
    /// proposes: on each edge of `edges` where the frame reaches the safe area's edge (or beyond),
    /// out to the screen's edge, the proposal grown by as much; elsewhere the frame. The content
    /// takes the size it chooses for that proposal, centred in the extended rectangle.
    private func safeAreaIgnoringPlacement(_ box: LayoutBox, edges: Edge.Set, frame: CGRect,
                                           proposal p: ProposedViewSize) -> (CGRect, ProposedViewSize) {
        let content = box.children[0]
        guard let (screen, safe) = safeRegion else {
            return (CGRect(origin: frame.origin, size: sizeThatFits(content, p)), p)
        }
        // A frame within a hundredth of a point of the safe area's edge touches it.
        let tolerance: CGFloat = 0.01
        let top = edges.contains(.top) && frame.minY <= safe.minY + tolerance ? max(0, frame.minY - screen.minY) : 0
        let leading = edges.contains(.leading) && frame.minX <= safe.minX + tolerance ? max(0, frame.minX - screen.minX) : 0
        let bottom = edges.contains(.bottom) && frame.maxY >= safe.maxY - tolerance ? max(0, screen.maxY - frame.maxY) : 0
        let trailing = edges.contains(.trailing) && frame.maxX >= safe.maxX - tolerance ? max(0, screen.maxX - frame.maxX) : 0
        let extended = CGRect(x: frame.minX - leading, y: frame.minY - top,
                              width: frame.width + leading + trailing, height: frame.height + top + bottom)
        let childProposal = ProposedViewSize(width: p.width.map { $0 + leading + trailing }, height: p.height.map { $0 + top + bottom })
        let size = sizeThatFits(content, childProposal)
        return (CGRect(x: extended.midX - size.width / 2, y: extended.midY - size.height / 2, width: size.width, height: size.height),
                childProposal)
    }

    /// Where a modifier puts its content, relative to its own top-left, and what it proposes.
    private func contentPlacement(_ modifier: ViewModifierNode, _ box: LayoutBox, size: CGSize,
                                  proposal p: ProposedViewSize) -> (CGRect, ProposedViewSize) {
        let content = box.children[0]
        func aligned(_ alignment: Alignment, _ childProposal: ProposedViewSize) -> (CGRect, ProposedViewSize) {
            let d = dimensions(of: content, childProposal)
            let o = alignment.offset(of: d, in: ViewDimensions(size))
            return (CGRect(x: o.x, y: o.y, width: d.width, height: d.height), childProposal)
        }
        switch modifier {
        case .frame(let width, let height, let alignment):
            return aligned(alignment, ProposedViewSize(width: width ?? p.width, height: height ?? p.height))
        case .flexibleFrame(let f):
            return aligned(f.alignment, flexibleFrame(f, content, p).childProposal)
        case .padding(let insets), .safeAreaPadding(let insets):
            let childProposal = inset(p, by: insets)
            let child = sizeThatFits(content, childProposal)
            return (CGRect(x: insets.leading, y: insets.top, width: child.width, height: child.height), childProposal)
        case .fixedSize(let horizontal, let vertical):
            // Sized with unspecified proposals on the fixed axes, the content is then placed
            // proposed the size it chose there, as SwiftUI does: this is what lets
            // `frame(maxHeight: .infinity)` children of a vertically fixed stack share its height.
            let childProposal = ProposedViewSize(width: horizontal ? size.width : p.width, height: vertical ? size.height : p.height)
            return (CGRect(origin: .zero, size: sizeThatFits(content, childProposal)), childProposal)
        case .position(let point):
            let child = sizeThatFits(content, p)
            return (CGRect(x: point.x - child.width / 2, y: point.y - child.height / 2, width: child.width, height: child.height), p)
        case .aspectRatio(let ratio, let mode):
            return aligned(.center, aspectProposal(ratio, mode, content, p))
        case .safeArea(let insets):
            let childProposal = inset(p, by: insets)
            let child = sizeThatFits(content, childProposal)
            let x = insets.leading + (size.width - insets.horizontal - child.width) / 2
            let y = insets.top + (size.height - insets.vertical - child.height) / 2
            return (CGRect(x: x, y: y, width: child.width, height: child.height), childProposal)
        default:
            return (CGRect(origin: .zero, size: size), p)
        }
    }

    // MARK: Host for layouts

    func recordPlacement(_ box: LayoutBox, origin: CGPoint, proposal: ProposedViewSize) {
        if let layout = placingLayout, let problem = LayoutAnswerCheck.placement(origin, proposal: proposal, layout: layout) {
            diagnostics.error(problem, view: layout)
            return
        }
        box.pendingPlacement = (origin, proposal)
    }

    /// The layout priority set on `box` or on the modifiers it is made of.
    package func priority(of box: LayoutBox) -> Double {
        var current = box
        while case .modifier(let modifier) = current.kind {
            if case .layoutPriority(let value) = modifier { return value }
            current = current.children[0]
        }
        return 0
    }

    /// The space `box` prefers around it: a container's layout answers from its subviews;
    /// padding clears the preference of the edges it pads (they hold the padding); any other
    /// modifier keeps its content's; any other view states none.
    func spacing(of box: LayoutBox) -> ViewSpacing {
        if let known = box.spacing { return known }
        let result: ViewSpacing
        switch box.kind {
        case .group, .container:
            let (layout, subviews) = containerParts(box)
            result = layout.spacing(subviews: subviews, cache: &box.layoutCache!)
        case .modifier(.padding(let insets)):
            var padded = Edge.Set()
            if insets.top != 0 { padded.insert(.top) }
            if insets.leading != 0 { padded.insert(.leading) }
            if insets.bottom != 0 { padded.insert(.bottom) }
            if insets.trailing != 0 { padded.insert(.trailing) }
            result = (box.children.first.map { spacing(of: $0) } ?? ViewSpacing()).resetting(padded)
        case .modifier:
            result = box.children.first.map { spacing(of: $0) } ?? ViewSpacing()
        default:
            result = ViewSpacing()
        }
        box.spacing = result
        return result
    }

    /// The value set with `layoutValue(key:value:)` for `key` on `box` or on the modifiers it is
    /// made of (the outermost wins), or nil.
    func layoutValue(of box: LayoutBox, key: ObjectIdentifier) -> Any? {
        var current = box
        while case .modifier(let modifier) = current.kind {
            if case .layoutValue(let k, let value) = modifier, k == key { return value }
            current = current.children[0]
        }
        return nil
    }
}

extension HorizontalAlignment {
    init(key: AlignmentKey) { self.key = key }
}

extension VerticalAlignment {
    init(key: AlignmentKey) { self.key = key }
}

extension AnyLayout {
    /// The wrapped layout's properties.
    var properties: LayoutProperties { propertiesValue }
}
