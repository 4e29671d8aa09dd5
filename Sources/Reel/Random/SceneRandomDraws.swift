// The standard library's random functions without a generator, drawing from the scene's random
// numbers (`SceneRandom`) instead of the system's generator. Each has the standard library's
// signature, so in a file that imports Reel these are the ones called: a compiled scene writing
// `Double.random(in: 0...1)` gets the numbers a scene file gets, the same on every run. The
// `using:` forms keep their meaning (code that needs the system's generator says so with
// `using: &generator`).

extension BinaryFloatingPoint where RawSignificand: FixedWidthInteger {
    /// A number in `range`, from the scene's random numbers (see `SceneRandom`); the range must
    /// be finite and not empty.
    public static func random(in range: Range<Self>) -> Self {
        precondition(!range.isEmpty, "Can't get random value with an empty range")
        precondition((range.upperBound - range.lowerBound).isFinite, "There is no uniform distribution on an infinite range")
        return Self(SceneRandom.double(in: Double(range.lowerBound)...Double(range.upperBound)))
    }

    /// A number in `range`, from the scene's random numbers (see `SceneRandom`); the range must
    /// be finite.
    public static func random(in range: ClosedRange<Self>) -> Self {
        precondition((range.upperBound - range.lowerBound).isFinite, "There is no uniform distribution on an infinite range")
        return Self(SceneRandom.double(in: Double(range.lowerBound)...Double(range.upperBound)))
    }
}

extension FixedWidthInteger {
    /// An integer in `range`, from the scene's random numbers (see `SceneRandom`); the range
    /// must not be empty.
    public static func random(in range: Range<Self>) -> Self {
        precondition(!range.isEmpty, "Can't get random value with an empty range")
        return draw(from: range.lowerBound, to: range.upperBound, closed: false)
    }

    /// An integer in `range`, from the scene's random numbers (see `SceneRandom`).
    public static func random(in range: ClosedRange<Self>) -> Self {
        draw(from: range.lowerBound, to: range.upperBound, closed: true)
    }

    /// `lower` plus a draw below the range's width (`SceneRandom.int64(from:to:closed:)` for
    /// integers of up to 64 bits; wider ones go through the standard library's algorithm).
    private static func draw(from lower: Self, to upper: Self, closed: Bool) -> Self {
        guard bitWidth <= 64 else {
            var generator = SceneRandomGenerator()
            return closed ? random(in: lower...upper, using: &generator) : random(in: lower..<upper, using: &generator)
        }
        let width = UInt64(truncatingIfNeeded: Magnitude(truncatingIfNeeded: upper &- lower))
        // A closed range over all 64-bit values has a width of 2⁶⁴, which wraps to 0: any draw.
        let span = width &+ (closed ? 1 : 0)
        return lower &+ Self(truncatingIfNeeded: SceneRandom.below(span))
    }
}

extension Bool {
    /// `true` or `false`, from the scene's random numbers (see `SceneRandom`).
    public static func random() -> Bool { SceneRandom.bool() }
}

extension Collection {
    /// An element drawn from the scene's random numbers (see `SceneRandom`); nil when empty.
    public func randomElement() -> Element? {
        guard !isEmpty else { return nil }
        return self[index(startIndex, offsetBy: Int(SceneRandom.below(UInt64(count))))]
    }
}

extension Range where Bound: FixedWidthInteger, Bound.Stride: SignedInteger, Bound.Magnitude: UnsignedInteger {
    /// An element drawn from the scene's random numbers (see `SceneRandom`); nil when empty.
    public func randomElement() -> Element? {
        guard !isEmpty else { return nil }
        return Bound.random(in: self)
    }
}

extension ClosedRange where Bound: FixedWidthInteger, Bound.Stride: SignedInteger, Bound.Magnitude: UnsignedInteger {
    /// An element drawn from the scene's random numbers (see `SceneRandom`).
    public func randomElement() -> Element? {
        Bound.random(in: self)
    }
}

extension Sequence {
    /// The elements in an order drawn from the scene's random numbers (see `SceneRandom`).
    public func shuffled() -> [Element] {
        var items = Array(self)
        SceneRandom.shuffle(&items)
        return items
    }
}

extension MutableCollection where Self: RandomAccessCollection {
    /// Puts the elements in an order drawn from the scene's random numbers (see `SceneRandom`).
    public mutating func shuffle() {
        SceneRandom.shuffle(&self)
    }
}
