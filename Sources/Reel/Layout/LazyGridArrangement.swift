import Foundation

/// The places of a lazy grid's children for one proposal: tracks (columns of a `LazyVGrid`, rows
/// of a `LazyHGrid`) sized by `LazyGridTracks`, children flowing across the tracks and then on to
/// the next line (row by row in a `LazyVGrid`, column by column in a `LazyHGrid`).
///
/// Each child is proposed its track's length across the flow and nil (its ideal size) along it;
/// a line is as long as its longest child, and lines are separated by the grid's spacing.
struct LazyGridArrangement {
    /// Whether lines run top to bottom (`LazyVGrid`) rather than leading to trailing.
    let vertical: Bool
    /// The tracks, in order.
    var tracks: [LazyGridTrack]
    /// Each track's start across the flow, from the grid's edge.
    var trackStarts: [CGFloat]
    /// Each line's length along the flow.
    var lineLengths: [CGFloat]
    /// Each line's start along the flow.
    var lineStarts: [CGFloat]
    /// The grid's size.
    var size: CGSize

    init(vertical: Bool, items: [GridItem], spacing: CGFloat, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        self.vertical = vertical
        tracks = LazyGridTracks.resolve(items, length: vertical ? proposal.width : proposal.height)
        var starts: [CGFloat] = []
        var position: CGFloat = 0
        for track in tracks {
            starts.append(position)
            position += track.length + track.spacing
        }
        trackStarts = starts
        let across = (tracks.last.map { position - $0.spacing }) ?? 0
        let trackCount = tracks.count
        let lineCount = (subviews.count + trackCount - 1) / trackCount
        var lengths = [CGFloat](repeating: 0, count: lineCount)
        for i in subviews.indices {
            let length = tracks[i % trackCount].length
            let child = subviews[i].sizeThatFits(vertical ? ProposedViewSize(width: length, height: nil) : ProposedViewSize(width: nil, height: length))
            lengths[i / trackCount] = max(lengths[i / trackCount], vertical ? child.height : child.width)
        }
        lineLengths = lengths
        var lineStarts: [CGFloat] = []
        position = 0
        for length in lengths {
            lineStarts.append(position)
            position += length + spacing
        }
        self.lineStarts = lineStarts
        let along = lineCount == 0 ? 0 : position - spacing
        size = vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    /// Places each child in its cell, aligned by its track's alignment or else `alignment`.
    func place(in bounds: CGRect, subviews: LayoutSubviews, alignment: Alignment) {
        let trackCount = tracks.count
        for i in subviews.indices {
            let t = i % trackCount, line = i / trackCount
            let track = tracks[t]
            let proposal = vertical ? ProposedViewSize(width: track.length, height: nil) : ProposedViewSize(width: nil, height: track.length)
            let cell = vertical
                ? CGRect(x: trackStarts[t], y: lineStarts[line], width: track.length, height: lineLengths[line])
                : CGRect(x: lineStarts[line], y: trackStarts[t], width: lineLengths[line], height: track.length)
            let d = subviews[i].dimensions(in: proposal)
            let offset = (track.alignment ?? alignment).offset(of: d, in: ViewDimensions(cell.size))
            subviews[i].place(at: CGPoint(x: bounds.minX + cell.minX + offset.x, y: bounds.minY + cell.minY + offset.y), proposal: proposal)
        }
    }
}

/// Arrangements already computed for one lazy grid, by proposal.
public struct LazyGridCache {
    var arrangements: [ProposedViewSize: LazyGridArrangement] = [:]

    /// The arrangement for `proposal`, computed once per proposal; `spacing` nil means 8.
    mutating func arrangement(vertical: Bool, items: [GridItem], spacing: CGFloat?, proposal: ProposedViewSize,
                              subviews: LayoutSubviews) -> LazyGridArrangement {
        if let a = arrangements[proposal] { return a }
        let gap = spacing.map { $0.isFinite ? $0 : defaultStackSpacing } ?? defaultStackSpacing
        let a = LazyGridArrangement(vertical: vertical, items: items, spacing: gap, proposal: proposal, subviews: subviews)
        arrangements[proposal] = a
        return a
    }
}
