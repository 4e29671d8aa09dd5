import Foundation
import Reel
import ReelCairo
import ReelExport
import ReelScript
import ReelTestSupport
import Testing

/// The Swift corpus: scene files under Corpora/Swift/, written as SwiftUI developers write their
/// views (extensions, enums, helper views with their own initialisers, mutating methods, generics,
/// custom layouts and preferences). Each file is compiled into this test target as it stands and
/// is also read from disk as a scene file: both must validate cleanly and give identical PNG bytes
/// at every frame. Helper types in a file are `private` (as SwiftUI code often writes them), so
/// files do not collide; the scene's own name is the file's name.
@Suite struct SwiftCorpusTests {
    /// The corpus folder, next to this file.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Swift")

    /// The compiled twin of every corpus file, by file name without `.swift`.
    static let twins: [String: any AnimatedScene.Type] = [
        "ActionMenu": ActionMenu.self,
        "AppearingSpinner": AppearingSpinner.self,
        "AudioLevels": AudioLevels.self,
        "BouncingBall": BouncingBall.self,
        "BoundChecklist": BoundChecklist.self,
        "BoundSwitch": BoundSwitch.self,
        "CardFlip": CardFlip.self,
        "CardStack": CardStack.self,
        "CelebrationBurst": CelebrationBurst.self,
        "ClockFace": ClockFace.self,
        "ColorSwatchGrid": ColorSwatchGrid.self,
        "ConnectedDots": ConnectedDots.self,
        "CountdownBadge": CountdownBadge.self,
        "CountdownClock": CountdownClock.self,
        "DownloadButton": DownloadButton.self,
        "EqualWidthButtons": EqualWidthButtons.self,
        "ExpandableCard": ExpandableCard.self,
        "FigureBoard": FigureBoard.self,
        "FlickeringToggles": FlickeringToggles.self,
        "FlowTags": FlowTags.self,
        "FlushSegments": FlushSegments.self,
        "FlyAlongPath": FlyAlongPath.self,
        "FollowingGauge": FollowingGauge.self,
        "GaugeReadout": GaugeReadout.self,
        "GroupedChips": GroupedChips.self,
        "HeartLikeButton": HeartLikeButton.self,
        "LaunchCountdown": LaunchCountdown.self,
        "LayoutSwitcher": LayoutSwitcher.self,
        "LoadingSpinner": LoadingSpinner.self,
        "NotificationBell": NotificationBell.self,
        "OnboardingPager": OnboardingPager.self,
        "PageDots": PageDots.self,
        "PlanetLegend": PlanetLegend.self,
        "ProgressRing": ProgressRing.self,
        "PulsingDot": PulsingDot.self,
        "RadialIcons": RadialIcons.self,
        "RatingStars": RatingStars.self,
        "RecordButton": RecordButton.self,
        "SalesChart": SalesChart.self,
        "ScoreBoard": ScoreBoard.self,
        "SegmentedPicker": SegmentedPicker.self,
        "SensorReadings": SensorReadings.self,
        "ShakeOnError": ShakeOnError.self,
        "ShakingPasscode": ShakingPasscode.self,
        "ShimmerSkeleton": ShimmerSkeleton.self,
        "SizeCollector": SizeCollector.self,
        "SkewedCard": SkewedCard.self,
        "SparklineCard": SparklineCard.self,
        "SpringyVectors": SpringyVectors.self,
        "StaggeredBars": StaggeredBars.self,
        "StarField": StarField.self,
        "StepperCounter": StepperCounter.self,
        "StoryProgress": StoryProgress.self,
        "SuccessCheckmark": SuccessCheckmark.self,
        "TabBarUnderline": TabBarUnderline.self,
        "TitledCard": TitledCard.self,
        "ToastBanner": ToastBanner.self,
        "TodoChecklist": TodoChecklist.self,
        "ToggleSwitch": ToggleSwitch.self,
        "TogglingBadge": TogglingBadge.self,
        "TypingIndicator": TypingIndicator.self,
        "UnderlineTabs": UnderlineTabs.self,
        "UploadRing": UploadRing.self,
        "WaveHeader": WaveHeader.self,
        "WeatherIcon": WeatherIcon.self,
        "WelcomeSequence": WelcomeSequence.self,
    ]

    /// The names of the corpus files, without `.swift`.
    static var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
    }

    @Test func everyFileHasACompiledTwin() {
        #expect(Self.names == Self.twins.keys.sorted())
    }

    @Test(arguments: names) func interpretedMatchesCompiled(_ name: String) throws {
        let type = try #require(Self.twins[name])
        try Self.expectSameFrames(type, path: Self.folder.appendingPathComponent(name + ".swift").path)
    }

    /// The same text with `import SwiftUI` in place of `import Reel` (as it would be in an app)
    /// is the same scene file: it validates cleanly and has the same format.
    @Test(arguments: names) func validatesWithImportSwiftUI(_ name: String) throws {
        let path = Self.folder.appendingPathComponent(name + ".swift").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("import Reel\n"))
        let swiftUI = "import SwiftUI\n" + text.dropFirst("import Reel\n".count)
        let access = ResourceAccess(root: Self.folder)
        let check = SceneFile.check(text: swiftUI, fileName: name + ".swift", access: access)
        #expect(check.errors.isEmpty && check.warnings.isEmpty, "\(check.errors) \(check.warnings)")
        let file = try SceneFile(text: swiftUI, fileName: name + ".swift", access: access)
        #expect(file.validate().map(\.description) == [])
        #expect(try file.makeScene().format == CorpusFiles.load(path).makeScene().format)
    }

    /// Renders every frame of the compiled scene and of its file read as a scene file, requiring
    /// a clean validation and identical PNG bytes.
    static func expectSameFrames<S: AnimatedScene>(_ type: S.Type, path: String) throws {
        let file = try CorpusFiles.load(path)
        #expect(file.sceneName == "\(S.self)")
        #expect(file.validate().map(\.description) == [])
        let check = SceneFile.check(path: path)
        #expect(check.errors.isEmpty && check.warnings.isEmpty, "\(check.errors) \(check.warnings)")
        let compiled = S()
        let interpreted = try file.makeScene()
        #expect(interpreted.format == compiled.format)
        try FrameParity.expectSame(compiled, interpreted, frames: TestTier.frames(of: compiled.format.frameCount),
                                   compiledRenderer: FrameRenderer(resourceRoot: folder))
    }
}
