import Foundation
import Reel
@testable import ReelScript
import Testing

/// Swift's ways of building up a collection in scene files: `reduce(into:_:)` with its `inout`
/// accumulator, `Set.insert(_:)`'s `(inserted:memberAfterInsert:)` result, and compound assignment
/// through a dictionary's defaulted subscript (`counts[word, default: 0] += 1`). The expected
/// strings are Swift's own, computed by this test.
@Suite struct CollectionUpdateTests {
    let language = SwiftLanguageTests()

    func text(_ declarations: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try language.text(declarations, sourceLocation: sourceLocation)
    }

    @Test func reduceIntoChangesItsAccumulatorInPlace() throws {
        let words = ["sun", "moon", "sun", "star", "sun"]
        let counts = words.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
        #expect(try text("""
            let words = ["sun", "moon", "sun", "star", "sun"]
            let counts = words.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
            let x = "\\(counts["sun"]!) \\(counts["moon"]!) \\(counts.count)"
            """) == "\(counts["sun"]!) \(counts["moon"]!) \(counts.count)")
        let evens = (1...10).reduce(into: [Int]()) { result, n in if n % 2 == 0 { result.append(n * n) } }
        #expect(try text("""
            let evens = (1...10).reduce(into: [Int]()) { result, n in
                if n % 2 == 0 { result.append(n * n) }
            }
            let x = "\\(evens)"
            """) == "\(evens)")
        // Over a dictionary: its (key, value) pairs.
        #expect(try text("""
            let stock = ["apples": 3, "pears": 4]
            let total = stock.reduce(into: 0) { sum, entry in sum += entry.value }
            let x = "\\(total)"
            """) == "7")
        // The plain `reduce(_:_:)` is unchanged.
        #expect(try text("let x = \"\\([1, 2, 3].reduce(0, +))\"") == "6")
    }

    @Test func anEmptyDictionaryOfWrittenTypes() throws {
        #expect(try text("let empty = [String: Int]()\nlet x = \"\\(empty.count) \\(empty.isEmpty)\"") == "0 true")
    }

    @Test func setInsertTellsWhetherItInserted() throws {
        var set: Set<Int> = [1, 2]
        let first = set.insert(3), second = set.insert(3)
        #expect(try text("""
            var seen: Set<Int> = [1, 2]
            let first = seen.insert(3)
            let second = seen.insert(3)
            let x = "\\(first.inserted) \\(second.inserted) \\(second.memberAfterInsert) \\(seen.count)"
            """) == "\(first.inserted) \(second.inserted) \(second.memberAfterInsert) \(set.count)")
        // Its result is discardable, and a tuple pattern takes it apart.
        #expect(try text("""
            var seen: Set<String> = []
            let added = { () -> Int in
                seen.insert("a")
                let (inserted, member) = seen.insert("a")
                return inserted ? 0 : member.count + seen.count * 10
            }()
            let x = "\\(added)"
            """) == "11")
    }

    @Test func compoundAssignmentThroughADefaultedSubscript() throws {
        var tally: [String: Int] = [:]
        for word in ["a", "b", "a"] { tally[word, default: 0] += 1 }
        tally["c", default: 10] -= 2
        #expect(try text("""
            let tally = { () -> [String: Int] in
                var tally: [String: Int] = [:]
                for word in ["a", "b", "a"] { tally[word, default: 0] += 1 }
                tally["c", default: 10] -= 2
                return tally
            }()
            let x = "\\(tally["a"]!) \\(tally["b"]!) \\(tally["c"]!)"
            """) == "\(tally["a"]!) \(tally["b"]!) \(tally["c"]!)")
        // Appending to a defaulted array value.
        #expect(try text("""
            let groups = ["apple", "avocado", "banana"].reduce(into: [String: [String]]()) { groups, fruit in
                groups[fruit.hasPrefix("a") ? "a" : "b", default: []].append(fruit)
            }
            let x = "\\(groups["a"]!.count) \\(groups["b"]!)"
            """) == "2 [\"banana\"]")
    }
}
