import Testing
@testable import ReelExport

@Suite struct ScanlineFilterTests {
    /// The sum of `bytes` read as signed values, in absolute value.
    static func cost(_ bytes: [UInt8]) -> Int { bytes.reduce(0) { $0 + Int(Int8(bitPattern: $1).magnitude) } }

    /// `costs` gives, in one pass, the costs of the rows the three filters write.
    @Test(arguments: [(3, 1), (3, 5_760), (4, 7_680), (4, 3)])
    func costsAreTheFilteredRowsCosts(bpp: Int, count: Int) {
        var random = PNGTestSupport.Random(seed: UInt64(count))
        // Smooth rows with noise, so every filter wins somewhere and bytes wrap both ways.
        let previous = (0..<count).map { UInt8(truncatingIfNeeded: $0 / 7 + Int(random.next() % 5)) }
        let current = (0..<count).map { UInt8(truncatingIfNeeded: $0 / 6 + Int(random.next() % 9)) }
        var sub = [UInt8](repeating: 0, count: count), up = sub, paeth = sub
        ScanlineFilter.sub(current, into: &sub, count: count, bpp: bpp)
        ScanlineFilter.up(current, previous, into: &up, count: count)
        ScanlineFilter.paeth(current, previous, into: &paeth, count: count, bpp: bpp)
        let costs = ScanlineFilter.costs(current, previous, paeth: paeth, count: count, bpp: bpp)
        #expect(costs.sub == Self.cost(sub))
        #expect(costs.up == Self.cost(up))
        #expect(costs.paeth == Self.cost(paeth))
    }
}
