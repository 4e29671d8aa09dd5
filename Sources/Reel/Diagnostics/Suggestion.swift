/// Did-you-mean suggestions for misspelt names.
public enum Suggestion {
    /// The candidate closest to `name` by edit distance (case-insensitive), if it is close enough
    /// to be a likely typo: at most a third of the name's length, and at least one edit.
    public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let target = Array(name.lowercased())
        var best: (String, Int)?
        for candidate in candidates {
            let d = distance(target, Array(candidate.lowercased()))
            if best == nil || d < best!.1 { best = (candidate, d) }
        }
        guard let (candidate, d) = best, d <= max(1, target.count / 3) else { return nil }
        return candidate
    }

    /// The Levenshtein distance between two strings of characters.
    public static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
