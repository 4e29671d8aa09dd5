import Foundation
import Reel
import Testing

@Suite struct InspectCommandTests {
    func inspection() throws -> SceneInspection {
        let result = try CLIRunner.run(["inspect", "AlignmentBadges", "--time", "0", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        return try JSONDecoder().decode(SceneInspection.self, from: Data(result.stdout.utf8))
    }

    @Test func jsonReportsTheFormatAndTheTree() throws {
        let i = try inspection()
        #expect(i.scene == "AlignmentBadges" && i.time == 0)
        #expect(i.format.width == 480 && i.format.height == 200 && i.format.frameCount == 1)
        #expect(i.root.kind == "HStackLayout" && i.root.path == "0")
        #expect(i.root.transform == [1, 0, 0, 1, 0, 0] && i.root.opacity == 1)
    }

    @Test func threeContainersHoldTheSameViewsWithDifferentSizes() throws {
        let containers = try inspection().root.children
        #expect(containers.map(\.kind) == ["ZStackLayout", "overlay", "overlay"])
        // The stack grows to hold the badge moved half out of the card; overlay and background
        // keep the card's size.
        #expect([containers[0].frame.width, containers[0].frame.height] == [112, 72])
        #expect([containers[1].frame.width, containers[1].frame.height] == [100, 60])
        #expect([containers[2].frame.width, containers[2].frame.height] == [100, 60])
        // In each, the badge's centre sits on the card's top-trailing corner.
        for container in containers {
            var all: [InspectedView] = []
            func walk(_ v: InspectedView) { all.append(v); v.children.forEach(walk) }
            walk(container)
            let card = all.first { $0.kind == "RoundedRectangle" }!.frame
            let badge = all.first { $0.kind == "Circle" }!.frame
            #expect(badge.x + badge.width / 2 == card.x + card.width)
            #expect(badge.y + badge.height / 2 == card.y)
        }
    }

    @Test func plainTextIsAnIndentedTree() throws {
        let result = try CLIRunner.run(["inspect", "AlignmentBadges"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines[0] == "AlignmentBadges at t = 0 s: 480 x 200 pt, 60 fps, 0 s (1 frames)")
        #expect(lines[1] == "  HStackLayout [0] (44, 64, 392, 72)")
        #expect(lines[2] == "    ZStackLayout [0/0/0] (44, 64, 112, 72)")
    }

    @Test func badTimeIsAUsageError() throws {
        let result = try CLIRunner.run(["inspect", "AlignmentBadges", "--time", "nan"])
        #expect(result.status == 2)
    }
}
