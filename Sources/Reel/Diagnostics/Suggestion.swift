/// Did-you-mean suggestions for misspelt names: scenes, views, modifiers, argument labels.
///
/// Typing mistakes are mostly one wrong, missing or extra letter, or two letters swapped
/// (`dealy` for `delay`), so the distance is the optimal string alignment distance (Levenshtein
/// plus adjacent transpositions), compared case-insensitively. A candidate is suggested when it is
/// within a third of the name's length, and at least within two edits (one for names of three
/// letters or fewer).
public enum Suggestion {
    /// The closest candidate to `name`, if it is close enough to be a likely typo.
    public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let target = Array(name.lowercased())
        let allowed = target.count <= 3 ? 1 : max(2, target.count / 3)
        var best: (candidate: String, distance: Int)?
        // Of equally close candidates, the first in alphabetical order, whatever the sequence's order.
        for candidate in candidates where candidate != name {
            // Lengths further apart than the allowed distance cannot be close enough.
            guard abs(candidate.count - target.count) <= allowed else { continue }
            let d = distance(target, Array(candidate.lowercased()))
            if let current = best, d > current.distance || (d == current.distance && candidate > current.candidate) { continue }
            best = (candidate, d)
        }
        guard let best, best.distance <= allowed else { return nil }
        return best.candidate
    }

    /// The optimal string alignment distance between two strings of characters.
    public static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Three rows of the table: the row before the previous one (for transpositions), the
        // previous one and the current one.
        var older = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, older[j - 2] + 1)
                }
                current[j] = value
            }
            (older, previous, current) = (previous, current, older)
        }
        return previous[b.count]
    }
}
