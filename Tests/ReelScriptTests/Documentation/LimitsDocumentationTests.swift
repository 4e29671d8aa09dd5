import Foundation
import Reel
import Testing
@testable import ReelScript
import ReelTesting

/// The limits article (`docs/Limits.md`) lists every limit of `RenderLimits.table`, of
/// `ScriptLimits` and the scene file size, each with its value as the code has it and what
/// exceeding it does.
@Suite struct LimitsDocumentationTests {
    /// The rows of the limits table, the table of the article's first section: each row's cells.
    static func readmeRows() throws -> [[String]] {
        var root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            root = try #require(root.pathComponents.count > 1 ? root.deletingLastPathComponent() : nil, "no Package.swift above \(#filePath)")
        }
        let text = try String(contentsOf: root.appendingPathComponent("docs/Limits.md"), encoding: .utf8)
        let section = try #require(text.components(separatedBy: "# Limits\n").dropFirst().first?.components(separatedBy: "\n## ").first)
        return section.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| ---") }.dropFirst().map { row in
            row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    @Test func everyEngineLimitIsListedWithItsValue() throws {
        let rows = try Self.readmeRows()
        for entry in RenderLimits.table {
            #expect(rows.contains([entry.name, entry.value, entry.exceeding]), "\(entry.name) is listed as \(entry.value): \(entry.exceeding)")
        }
    }

    @Test func everyScriptLimitIsListedWithItsValue() throws {
        let rows = try Self.readmeRows()
        let limits = ScriptLimits.standard
        let expected = [
            ["scene file size", RenderLimits.grouped(SceneFile.maximumBytes) + " bytes", "error"],
            ["evaluation steps (loading, or one state's `body`)", RenderLimits.grouped(limits.steps), "scene file: error"],
            ["calls nested", RenderLimits.grouped(limits.callDepth), "scene file: error"],
            ["expressions nested", RenderLimits.grouped(Interpreter.maximumExpressionDepth), "scene file: error"],
            ["values nested (arrays, tuples, dictionaries, structs, enum cases, objects, closures, views, modifiers, transitions, each inside the next)",
             RenderLimits.grouped(limits.valueDepth) + " levels", "scene file: error where the value is built"],
            ["links chained in one expression (`.member`, calls, postfix `?` and `!`, `try`, `await`, generic arguments)",
             RenderLimits.grouped(SourceNesting.maximumChain), "scene file: error before parsing"],
            ["elements of an array, iterations of a loop", RenderLimits.grouped(limits.collectionSize), "scene file: error"],
            ["bytes of a string (UTF-8)", RenderLimits.grouped(limits.stringBytes), "scene file: error"],
            ["arrays and strings made by one evaluation (every literal, concatenation, interpolation, append, `map`, "
                + "`sorted`, `joined` ... counts its size, at the memory it takes)", "\(limits.allocatedBytes >> 20) MB", "scene file: error"],
            ["views made by one state's `body`", RenderLimits.grouped(limits.views), "scene file: error"],
            ["evaluation steps of one timeline event (an action, a timer's tick, a task until it sleeps)", RenderLimits.grouped(limits.steps), "scene file: error"],
            ["actions delayed in one timeline (`DispatchQueue.main`, timers' ticks, tasks' wake-ups)",
             RenderLimits.grouped(ViewStateStore.delayedActionLimit), "error; the rest never run"],
            ["tasks started in one timeline / running at once",
             RenderLimits.grouped(TimelineScheduler.taskLimit) + " / " + RenderLimits.grouped(TimelineScheduler.liveTaskLimit), "scene file: error; the task does not run"],
            ["canvas pixels (width × height × scale²)", RenderLimits.grouped(limits.pixels), "scene file: error"],
            ["brackets and interpolations nested in the source",
             "\(SourceNesting.maximumDepth) (square brackets: \(SourceNesting.maximumSquareDepth))", "scene file: error before parsing"],
            ["golden manifest (`manifest.json`) size", RenderLimits.grouped(GoldenFolder.manifestByteLimit) + " bytes", "`reel test`: error naming the file"],
        ]
        for row in expected { #expect(rows.contains(row), "\(row)") }
        // Nothing else is listed.
        #expect(rows.count == RenderLimits.table.count + expected.count, "\(rows.map { $0.first ?? "" })")
    }
}
