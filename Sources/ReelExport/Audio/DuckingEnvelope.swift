/// How far a soundtrack dips under the sound effects, as a function of the sample: 0 (no dip)
/// to 1 (down to the ducking level).
///
/// Each stretch of effect activity (the union of the cues' spans) pulls the dip up linearly from
/// 0 to 1 over `attack` samples from its start, holds it while effects play, and lets it fall
/// linearly to 0 over `release` samples after they end; where stretches' shapes meet, the deeper
/// dip wins. The value at a sample depends on that sample alone, never on where a mix starts, so
/// a range mixed alone equals the same samples of the whole mix.
struct DuckingEnvelope {
    /// Disjoint, sorted stretches of activity.
    let stretches: [Range<Int64>]
    let attack: Int64
    let release: Int64

    /// The envelope of `spans` (any order, overlapping or not).
    init(spans: [Range<Int64>], attack: Int64, release: Int64) {
        var merged: [Range<Int64>] = []
        for span in spans.filter({ !$0.isEmpty }).sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, span.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, span.upperBound)
            } else {
                merged.append(span)
            }
        }
        self.stretches = merged
        self.attack = max(0, attack)
        self.release = max(0, release)
    }

    /// The first stretch whose influence (its span and its release) reaches past `sample`.
    func firstReaching(_ sample: Int64) -> Int {
        var low = 0, high = stretches.count
        while low < high {
            let middle = (low + high) / 2
            if stretches[middle].upperBound + release <= sample { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The dip at `sample`, from 0 to 1, looking at stretches from index `first` on.
    func amount(at sample: Int64, from first: Int) -> Double {
        var deepest = 0.0
        var index = first
        while index < stretches.count, stretches[index].lowerBound <= sample {
            let stretch = stretches[index]
            index += 1
            let rise: (Int64) -> Double = { at in
                self.attack == 0 ? 1 : min(1, Double(at - stretch.lowerBound) / Double(self.attack))
            }
            let value: Double
            if sample < stretch.upperBound {
                value = rise(sample)
            } else {
                let after = sample - stretch.upperBound
                value = release == 0 || after >= release ? 0 : rise(stretch.upperBound) * (1 - Double(after) / Double(release))
            }
            deepest = max(deepest, value)
        }
        return deepest
    }
}
