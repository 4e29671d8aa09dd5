import Foundation

/// What every frame of one epoch (the time from one state change to the next) shares on one
/// thread, worked out once: the current state's tree laid out, and where on it each of the epoch's
/// tracks (`EpochTracks`, shared by all threads) puts its value. A frame then only evaluates the
/// running animators and sets their values on the laid-out tree: no tree is rebuilt and nothing is
/// laid out again.
///
/// This is an exact shortcut of the general evaluation (`FrameEvaluator`'s other path), and a
/// frame takes it only when it gives the same display list:
/// - every attribute that differs from its model value at the frame's time changes drawing alone
///   (`AttributeSlot.changesDrawingOnly`), so the layout is the current state's own;
/// - no insertion or removal transition can be running (no animated state change that inserted or
///   removed views is younger than its animation);
/// - no `onPreferenceChange` observes the tree (observers may change state, so the tree depends on
///   its layout).
///
/// The laid-out tree is kept from frame to frame on one thread; each frame sets the kind of every
/// box a track reaches (but those that already show their model values and still should) and the
/// frame of every box whose frame can animate, so what a frame shows never depends on the frames
/// evaluated before it.
package final class EpochPlan {
    /// The current state's tree, laid out on its own (its model layout).
    package let root: LayoutBox
    /// The epoch's tracks.
    let epochTracks: EpochTracks
    /// The attributes of the current state that animated over the states up to it.
    var tracks: [AttributeTrack] { epochTracks.attributes }
    /// The tracks a frame evaluates: one of each group sharing a history (`AttributeTrack.shared`).
    private let evaluated: [Int]
    /// For each evaluated track, whether it (and every track sharing its history) changes drawing
    /// alone at every box it reaches.
    private let drawingOnly: [Bool]
    /// The boxes whose kinds the tracks set, in groups that always get the same kind.
    private let sites: [AttributeSite]
    /// For each site, whether its boxes hold their model kind (as laid out, or set back since).
    private var atBase: [Bool]
    /// The frame tracks of the views of the current state, by identity key.
    var frameTrackMap: [NodeKey: FrameAnimation.Track] { epochTracks.frames }
    /// The frame tracks, one of each group sharing an animator, in the order `frameSites` refers
    /// to them.
    private let frameTracks: [FrameAnimation.Track]
    /// The boxes whose frames can animate, in tree order (parents first).
    private let frameSites: [FrameSite]
    /// Whether the tree has `onPreferenceChange` observers.
    let observed: Bool

    /// Boxes whose kind the tracks set: their kind in the model tree, and the tracks for its slots
    /// in the order the node lists its attributes (indices of evaluated tracks). Boxes whose model
    /// kinds are equal drawing modifiers fed by the same tracks (the scale of every dot of a grid)
    /// form one site: a frame works their kind out once.
    private struct AttributeSite {
        var boxes: [LayoutBox]
        let base: ViewNode
        let slots: [(slot: AttributeSlot, track: Int)]
    }

    /// What makes boxes one site: the model kind (a drawing modifier and its values, bit for bit),
    /// and the slots with their tracks.
    private struct SiteKey: Hashable {
        var kind: DrawingSiteKey
        var slots: [AttributeSlot]
        var tracks: [Int]

        /// The key of a box of `kind` with `slots`, nil for kinds that are never grouped.
        init?(_ kind: ViewNodeKind, _ slots: [(slot: AttributeSlot, track: Int)]) {
            guard let key = ViewNode(kind).drawingSiteKey else { return nil }
            self.kind = key
            self.slots = slots.map(\.slot)
            tracks = slots.map(\.track)
        }
    }

    /// A box whose frame can animate: its frame in the model layout, and what moves it.
    private struct FrameSite {
        let box: LayoutBox
        let layoutFrame: CGRect
        let motion: FrameMotion
    }

    /// What moves a box's frame.
    private enum FrameMotion {
        /// Its own frame track: an index into `frameTracks`.
        case track(Int)
        /// The movement of the nearest enclosing site whose track took over a matched view's frame:
        /// an index into `frameSites` (an earlier site, as parents come first).
        case follows(Int)
    }

    /// The plan of an epoch on one thread: `tracks`, the epoch's tracks; `layout`, the current
    /// state's tree laid out on its own and no longer used elsewhere; `observed`, whether that tree
    /// has `onPreferenceChange` observers.
    package init(tracks epochTracks: EpochTracks, layout: LayoutBox, observed: Bool) {
        root = layout
        self.epochTracks = epochTracks
        self.observed = observed
        let tracks = epochTracks.attributes
        let frameTrackMap = epochTracks.frames

        // Where the tracks go: the boxes with their keys, slots in the node's own order.
        var trackIndex: [AttributeKey: Int] = [:]
        var trackNodes = Set<NodeKey>()
        for (i, track) in tracks.enumerated() {
            trackIndex[track.key] = i
            trackNodes.insert(track.key.node)
        }
        var reached = [Bool](repeating: false, count: tracks.count)
        var drawing = [Bool](repeating: true, count: tracks.count)
        var sites: [AttributeSite] = []
        var siteNumbers: [SiteKey: Int] = [:]
        var trackList: [FrameAnimation.Track] = []
        var trackNumbers: [ObjectIdentifier: Int] = [:]
        var frameSites: [FrameSite] = []
        func walk(_ box: LayoutBox, follows: Int?) {
            let key = box.path.key
            if trackNodes.contains(key) {
                var slots: [(slot: AttributeSlot, track: Int)] = []
                for (slot, _) in ViewNode(box.kind).animatableAttributes {
                    guard let index = trackIndex[AttributeKey(node: key, slot: slot)] else { continue }
                    reached[index] = true
                    if !slot.changesDrawingOnly { drawing[index] = false }
                    slots.append((slot, tracks[index].shared))
                }
                if !slots.isEmpty {
                    let siteKey = SiteKey(box.kind, slots)
                    if let siteKey, let number = siteNumbers[siteKey] {
                        sites[number].boxes.append(box)
                    } else {
                        if let siteKey { siteNumbers[siteKey] = sites.count }
                        sites.append(AttributeSite(boxes: [box], base: ViewNode(box.kind), slots: slots))
                    }
                }
            }
            var childFollows = follows
            if let track = frameTrackMap[key] {
                let identity = ObjectIdentifier(track.animator.table)
                let number: Int
                if let known = trackNumbers[identity] {
                    number = known
                } else {
                    number = trackList.count
                    trackNumbers[identity] = number
                    trackList.append(track)
                }
                frameSites.append(FrameSite(box: box, layoutFrame: box.frame, motion: .track(number)))
                if track.matched { childFollows = frameSites.count - 1 }
            } else if let follows {
                frameSites.append(FrameSite(box: box, layoutFrame: box.frame, motion: .follows(follows)))
            }
            for child in box.children { walk(child, follows: childFollows) }
        }
        walk(layout, follows: nil)
        // A track that reaches no box is not known to be drawing-only: frames where it animates
        // take the general path.
        var groupDrawingOnly = [Bool](repeating: true, count: tracks.count)
        for (i, track) in tracks.enumerated() where !(drawing[i] && reached[i]) { groupDrawingOnly[track.shared] = false }
        evaluated = tracks.indices.filter { tracks[$0].shared == $0 }
        drawingOnly = groupDrawingOnly
        self.sites = sites
        atBase = [Bool](repeating: true, count: sites.count)
        frameTracks = trackList
        self.frameSites = frameSites
    }

    /// The laid-out tree at `time` (a time within the plan's epoch), with every drawing attribute
    /// and frame at its presentation value; nil when the frame needs the general evaluation.
    package func evaluate(at time: Double) -> LayoutBox? {
        if observed { return nil }
        for window in epochTracks.transitionWindows where time >= window.start && !(time >= window.end) { return nil }
        var values = [AttributeAnimation.Value?](repeating: nil, count: tracks.count)
        for i in evaluated {
            let value = tracks[i].presentation(time)
            if value != tracks[i].model {
                guard drawingOnly[i] else { return nil }
                values[i] = value
            }
        }
        sites.withUnsafeBufferPointer { sites in
            for i in sites.indices {
                var node = sites[i].base
                var moved = false
                for (slot, track) in sites[i].slots {
                    if let value = values[track] {
                        node = node.setting(slot, value)
                        moved = true
                    }
                }
                // Boxes showing their model values need nothing until one of them animates again.
                if !moved && atBase[i] { continue }
                let kind = node.kind
                for box in sites[i].boxes { box.kind = kind }
                atBase[i] = !moved
            }
        }
        let trackFrames = frameTracks.map { $0.animator.value(at: time) }
        var presented = [CGRect](repeating: .zero, count: frameSites.count)
        frameSites.withUnsafeBufferPointer { sites in
            for i in sites.indices {
                let frame: CGRect
                switch sites[i].motion {
                case .track(let track):
                    frame = trackFrames[track]
                case .follows(let leader):
                    frame = FrameAnimation.map(sites[i].layoutFrame, from: sites[leader].layoutFrame, to: presented[leader])
                }
                sites[i].box.frame = frame
                presented[i] = frame
            }
        }
        return root
    }
}
