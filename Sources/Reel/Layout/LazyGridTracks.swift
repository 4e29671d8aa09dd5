import Foundation

/// One track (column of a `LazyVGrid`, row of a `LazyHGrid`) after sizing.
struct LazyGridTrack: Equatable {
    /// The track's size across the flow (a column's width, a row's height).
    var length: CGFloat
    /// The space after it, before the next track.
    var spacing: CGFloat
    /// Where views sit in its cells, if the item sets it.
    var alignment: Alignment?
}

/// SwiftUI's sizing of grid items into tracks for an available length:
///
/// 1. The spacing between adjacent items (each item's `spacing`, 8 when nil) and the fixed
///    items' sizes are taken off the length.
/// 2. Flexible and adaptive items share the rest equally, each share clamped to the item's
///    bounds (a flexible item's `minimum...maximum`; an adaptive item's `minimum...infinity`):
///    items whose bound binds are set to it and the others share what is left again.
/// 3. An adaptive item of share S, minimum m and spacing s holds n = max(1, ⌊(S + s) / (m + s)⌋)
///    tracks of (S − (n − 1)·s) / n each, at most its maximum. An adaptive minimum below 1
///    counts as 1, and one item holds at most 10,000 tracks.
///
/// With no finite length (a nil or infinite proposal), flexible items take their minimum and
/// adaptive items one track of their minimum. An empty list of items acts as one flexible item.
enum LazyGridTracks {
    /// The most tracks one adaptive item holds.
    static let maximumAdaptiveTracks = 10_000

    static func resolve(_ givenItems: [GridItem], length: CGFloat?) -> [LazyGridTrack] {
        let items = givenItems.isEmpty ? [GridItem()] : givenItems
        func spacing(_ item: GridItem) -> CGFloat { item.spacing.map { $0.isFinite ? $0 : defaultStackSpacing } ?? defaultStackSpacing }
        func usable(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, v) : 0 }
        // Each non-fixed item's bounds for sharing.
        var lower = [CGFloat](repeating: 0, count: items.count)
        var upper = [CGFloat](repeating: .infinity, count: items.count)
        var shares = [CGFloat?](repeating: nil, count: items.count)
        var flexible: [Int] = []
        var available = length.flatMap { $0.isFinite ? $0 : nil }
        for (i, item) in items.enumerated() {
            if i < items.count - 1 { available? -= spacing(item) }
            switch item.size {
            case .fixed(let size):
                shares[i] = usable(size)
                available? -= usable(size)
            case .flexible(let minimum, let maximum):
                lower[i] = usable(minimum)
                upper[i] = max(lower[i], maximum.isNaN ? .infinity : maximum)
                flexible.append(i)
            case .adaptive(let minimum, _):
                lower[i] = max(1, usable(minimum))
                flexible.append(i)
            }
        }
        if let available {
            var open = flexible
            var remaining = available
            while !open.isEmpty {
                let share = max(0, remaining) / CGFloat(open.count)
                var bound = open.filter { upper[$0] < share }
                if bound.isEmpty { bound = open.filter { lower[$0] > share } }
                if bound.isEmpty {
                    for i in open { shares[i] = share }
                    break
                }
                for i in bound {
                    shares[i] = upper[i] < share ? upper[i] : lower[i]
                    remaining -= shares[i]!
                }
                open.removeAll { bound.contains($0) }
            }
        } else {
            for i in flexible { shares[i] = lower[i] }
        }

        var tracks: [LazyGridTrack] = []
        for (i, item) in items.enumerated() {
            let share = shares[i] ?? 0
            let gap = spacing(item)
            guard case .adaptive(_, let maximum) = item.size else {
                tracks.append(LazyGridTrack(length: share, spacing: gap, alignment: item.alignment))
                continue
            }
            var count = 1
            if available != nil, lower[i] + gap > 0 {
                let fit = ((share + gap) / (lower[i] + gap)).rounded(.down)
                if fit >= 1 { count = fit >= CGFloat(maximumAdaptiveTracks) ? maximumAdaptiveTracks : Int(fit) }
            }
            var each = (share - CGFloat(count - 1) * gap) / CGFloat(count)
            if !maximum.isNaN { each = min(each, max(lower[i], maximum)) }
            tracks += [LazyGridTrack](repeating: LazyGridTrack(length: max(0, each), spacing: gap, alignment: item.alignment), count: count)
        }
        return tracks
    }
}
