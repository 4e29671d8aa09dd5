import Foundation
@testable import ReelTesting
import Testing

/// The manifest: every setting read, every mistake reported with the file and the key.
@Suite struct GoldenManifestTests {
    let path = "Tests/Golden/manifest.json"

    func parse(_ text: String) throws(GoldenError) -> GoldenManifest {
        try GoldenManifest.parse(Data(text.utf8), path: path)
    }

    func error(_ text: String) -> String? {
        do { _ = try parse(text); return nil } catch { return error.message }
    }

    @Test func settingsLayerDefaultsSceneAndFrame() throws {
        let manifest = try parse("""
            { "schema": 1, "defaults": { "threshold": 0.2, "scale": 0.5, "maxDiffPixels": 10 },
              "scenes": { "A": { "maxDiffPixelRatio": 0.01, "antialiasing": false, "frames": [0, 4], "times": [0.5],
                                 "perFrame": { "4": { "threshold": 0.05, "channelTolerance": 2 } } } } }
            """)
        let frame0 = manifest.settings(scene: "A", frame: 0), frame4 = manifest.settings(scene: "A", frame: 4)
        #expect(frame0.threshold == 0.2 && !frame0.antialiasing && frame0.maxDiffPixels == 10 && frame0.maxDiffPixelRatio == 0.01)
        #expect(frame4.threshold == 0.05 && frame4.channelTolerance == 2)
        #expect(manifest.settings(scene: "B", frame: 0).antialiasing)
        #expect(manifest.scale(scene: "A") == 0.5)
        #expect(manifest.scenes["A"]?.frames == [0, 4] && manifest.scenes["A"]?.times == [0.5])
        #expect(frame0.allowedDifferentPixels(of: 500) == 5)      // the ratio is stricter
        #expect(frame0.allowedDifferentPixels(of: 100_000) == 10)  // the count is stricter
        #expect(ComparisonSettings().allowedDifferentPixels(of: 100) == 0)
    }

    @Test func writingAndReadingGiveTheSameManifest() throws {
        var manifest = GoldenManifest()
        manifest.scale = 0.4
        manifest.defaults.threshold = 0.15
        manifest.environments["e1"] = GoldenEnvironment(libraries: ["cairo": "1", "pixman": "2", "pango": "3", "harfbuzz": "4", "freetype": "5"],
                                                         architecture: "x86_64", fonts: ["A.ttf": "00ff"])
        manifest.scenes["S"] = GoldenManifest.Scene()
        manifest.scenes["S"]?.perFrame[12] = ComparisonSettings.Patch(maxDiffPixels: 3)
        manifest.scenes["S"]?.events = "S.events.swift"
        manifest.scenes["S"]?.goldens[2] = GoldenManifest.Golden(pixels: PixelDigest(high: 1, low: 2), width: 4, height: 5, environment: "e1", bytes: 99)
        manifest.scenes["S"]?.goldens[10] = GoldenManifest.Golden(pixels: PixelDigest(high: 3, low: 4), width: 4, height: 5, environment: "e1")
        let text = manifest.text
        #expect(try parse(text) == manifest)
        #expect(text.contains("\"events\": \"S.events.swift\""))
        // Frame keys in numeric order.
        #expect(text.range(of: "\"2\"")!.lowerBound < text.range(of: "\"10\"")!.lowerBound)
    }

    @Test func mistakesNameTheFileAndTheKey() {
        #expect(error("{ \"schema\": 1, \"scenes\": { \"A\": { \"treshold\": 0.1 } } }")
                == "\(path): scenes.A has an unknown key 'treshold'; did you mean 'threshold'?")
        #expect(error("{ \"schema\": 1, \"defaults\": { \"threshold\": 2 } }")
                == "\(path): defaults.threshold must be a number from 0 to 1, not 2.0")
        #expect(error("{ \"schema\": 1, \"defaults\": { \"antialiasing\": 1 } }")
                == "\(path): defaults.antialiasing must be true or false, not 1")
        #expect(error("{ \"schema\": 1, \"scenes\": { \"A\": { \"frames\": [0, -2] } } }")
                == "\(path): scenes.A.frames[1] must be a frame number (a whole number ≥ 0), not -2")
        #expect(error("{ \"schema\": 1, \"scenes\": { \"A\": { \"perFrame\": { \"x\": {} } } } }")
                == "\(path): scenes.A.perFrame.x: the keys of scenes.A.perFrame are frame numbers (whole numbers ≥ 0), not \"x\"")
        #expect(error("{ \"schema\": 1, \"scenes\": { \"A\": { \"maxDiffPixels\": 1.5 } } }")
                == "\(path): scenes.A.maxDiffPixels must be a whole number, not 1.5")
        #expect(error("{ \"schema\": 1, \"defaults\": { \"scale\": 0 } }")
                == "\(path): defaults.scale must be a number of pixels per point > 0 (at most 64), not 0")
        #expect(error("{ \"schema\": 1, \"scenes\": { \"A\": { \"events\": 3 } } }")
                == "\(path): scenes.A.events must be a string, not a number")
        #expect(error("{ \"schema\": 1, \"scenes\": { \"A\": { \"events\": \"A.events\" } } }")
                == "\(path): scenes.A.events must name an events script (EVENTS.swift, from the scene file's folder), not \"A.events\"")
        #expect(error("{ \"schema\": 2 }") == "\(path): schema is 2; this version of Reel reads schema 1")
        #expect(error("{ \"defaults\": {} }")?.hasPrefix("\(path): schema is missing") == true)
        #expect(error("[1, 2]") == "\(path): the manifest must be a JSON object, not an array")
        #expect(error("{ \"schema\": 1, ")?.hasPrefix("\(path): not valid JSON") == true)
        #expect(error("{ \"schema\": 1, \"scenes\": { \"A\": { \"goldens\": { \"0\": { \"pixels\": \"00\", \"width\": 1, \"height\": 1, \"environment\": \"e\" } } } } }")
                == "\(path): scenes.A.goldens.0.pixels must be 32 hexadecimal digits, not \"00\"")
    }
}
