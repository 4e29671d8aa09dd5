import Foundation

/// The results of golden test runs as JUnit XML, the format CI systems read: one `testsuite`
/// per scene, one `testcase` per frame; a frame that differs is a `failure`, one that could not
/// be checked (not drawn, golden unreadable) an `error`, one whose golden was just written
/// `skipped` (recording tests nothing). A scene file that did not load is a suite of one `load`
/// case with an `error` holding its messages; an error that stopped a run (or that writing the
/// manifest met) is a `run` case of the suite `reel test`.
struct JUnitReport {
    let results: [GoldenRunResult]

    var text: String {
        let outcomes = results.flatMap(\.outcomes)
        var scenes: [String] = []
        for outcome in outcomes where !scenes.contains(outcome.scene) { scenes.append(outcome.scene) }
        let unchecked = results.flatMap(\.unchecked), problems = results.flatMap(\.problems)
        let failures = outcomes.filter { !$0.passed && !JUnitReport.isError($0) }.count
        let errors = outcomes.filter(JUnitReport.isError).count + unchecked.count + problems.count
        let skipped = outcomes.filter(\.wroteGolden).count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"reel test\" tests=\"\(outcomes.count + unchecked.count + problems.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
            + " skipped=\"\(skipped)\" time=\"\(JUnitReport.seconds(outcomes.map(\.seconds).reduce(0, +)))\">\n"
        if !problems.isEmpty {
            xml += "  <testsuite name=\"reel test\" tests=\"\(problems.count)\" failures=\"0\" errors=\"\(problems.count)\" skipped=\"0\" time=\"0.000\">\n"
            for problem in problems {
                xml += "    <testcase classname=\"golden\" name=\"run\" time=\"0.000\">\n"
                    + "      <error type=\"run\" message=\"\(JUnitReport.escape(problem))\">\(JUnitReport.escape(problem))</error>\n"
                    + "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        for scene in unchecked {
            let first = scene.message.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? scene.message
            xml += "  <testsuite name=\"\(JUnitReport.escape(scene.name))\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\" time=\"0.000\">\n"
                + "    <testcase classname=\"golden.\(JUnitReport.escape(scene.name))\" name=\"load \(JUnitReport.escape(scene.argument))\" time=\"0.000\">\n"
                + "      <error type=\"load\" message=\"\(JUnitReport.escape(first))\">\(JUnitReport.escape(scene.message))</error>\n"
                + "    </testcase>\n  </testsuite>\n"
        }
        for scene in scenes {
            let frames = outcomes.filter { $0.scene == scene }
            xml += "  <testsuite name=\"\(JUnitReport.escape(scene))\" tests=\"\(frames.count)\""
                + " failures=\"\(frames.filter { !$0.passed && !JUnitReport.isError($0) }.count)\""
                + " errors=\"\(frames.filter(JUnitReport.isError).count)\" skipped=\"\(frames.filter(\.wroteGolden).count)\""
                + " time=\"\(JUnitReport.seconds(frames.map(\.seconds).reduce(0, +)))\">\n"
            for frame in frames {
                let name = "frame \(frame.frame) (\(FrameMoment.seconds((frame.time * 1000).rounded() / 1000)) s)"
                xml += "    <testcase classname=\"golden.\(JUnitReport.escape(scene))\" name=\"\(JUnitReport.escape(name))\" time=\"\(JUnitReport.seconds(frame.seconds))\""
                if frame.wroteGolden {
                    xml += ">\n      <skipped message=\"\(JUnitReport.escape(frame.summary))\"/>\n    </testcase>\n"
                    continue
                }
                if frame.passed {
                    xml += "/>\n"
                    continue
                }
                xml += ">\n"
                let tag = JUnitReport.isError(frame) ? "error" : "failure"
                var details = [frame.summary]
                if !frame.environmentDifferences.isEmpty {
                    details.append("Likely cause: the environment differs from the golden's: " + frame.environmentDifferences.joined(separator: "; "))
                }
                if !frame.images.diff.isEmpty { details.append("Diff image: \(frame.images.diff)") }
                if !frame.images.actual.isEmpty { details.append("Actual image: \(frame.images.actual)") }
                details.append("Accept: \(frame.acceptCommand)")
                xml += "      <\(tag) type=\"\(JUnitReport.kind(frame.status))\" message=\"\(JUnitReport.escape(frame.summary))\">"
                    + XMLText.content(details.joined(separator: "\n")) + "</\(tag)>\n"
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    static func isError(_ outcome: FrameOutcome) -> Bool {
        switch outcome.status {
        case .error, .unreadable: return true
        default: return false
        }
    }

    static func kind(_ status: FrameOutcome.Status) -> String {
        switch status {
        case .different: return "different"
        case .sizeMismatch: return "size"
        case .missing: return "missing"
        case .unreadable: return "unreadable"
        case .error: return "error"
        default: return "passed"
        }
    }

    static func seconds(_ s: Double) -> String { String(format: "%.3f", s) }

    /// `text` written as an attribute value: XML's special characters escaped, characters XML
    /// forbids replaced (`XMLText`).
    static func escape(_ text: String) -> String { XMLText.attribute(text) }
}
