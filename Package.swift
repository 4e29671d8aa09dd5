// swift-tools-version:6.0
import PackageDescription

// The pixel loops (blurs and other raster effects in ReelCairo; the PNG filters and deflater and
// the YCbCr conversion in ReelExport) are optimised in debug builds too: unoptimised, their SIMD
// arithmetic goes through generic witnesses and a frame costs 6-7 times more (60 frames of the
// showcase exported: 19.3 s of CPU unoptimised, 2.9 s optimised), most of what the tests spend
// rendering and exporting. The rest of a debug build stays unoptimised.
let optimizedInDebug: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
    name: "Reel",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ReelSystem", targets: ["ReelSystem"]),
        .library(name: "Reel", targets: ["Reel"]),
        .library(name: "ReelCairo", targets: ["ReelCairo"]),
        .library(name: "ReelExport", targets: ["ReelExport"]),
        .library(name: "ReelTesting", targets: ["ReelTesting"]),
        .executable(name: "reel", targets: ["reel"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    ],
    targets: [
        // System libraries, found through pkg-config; nothing else lives in these targets.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        // fontconfig, and Pango's fontconfig font map: the fonts of a module, registered for its scenes.
        .systemLibrary(name: "CFontconfig", pkgConfig: "pangoft2", providers: [.apt(["libpango1.0-dev", "libfontconfig-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // libdeflate's vectorised Adler-32 and CRC-32 (ten and three times zlib's speed).
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        // JPEG images (libjpeg-turbo's TurboJPEG API), SVG and PDF images (librsvg and poppler,
        // drawing into Cairo).
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
        .systemLibrary(name: "CPoppler", pkgConfig: "poppler-glib", providers: [.apt(["libpoppler-glib-dev"])]),

        // The platform: threads with large stacks, the file sandbox, PNG headers. The C library
        // (Glibc, Musl or Darwin) is imported here, so that the model does not.
        .target(name: "ReelSystem"),
        // How child processes (ffmpeg, ffprobe) start: fork and exec in C, so that the child can
        // ask to die with Reel (Linux's PR_SET_PDEATHSIG), which posix_spawn cannot.
        .target(name: "CSpawn"),
        // The model and engine: no C imports (ReelTests' CImportTests fails on one). Platform
        // code is in ReelSystem; text and images reach the engine through protocols
        // (`TextMeasuring`, `ImageProviding`) that ReelCairo implements.
        .target(name: "Reel"),
        // Display list -> Cairo surfaces; Pango text; raster effects.
        .target(name: "ReelCairo", dependencies: ["Reel", "ReelSystem", "CCairo", "CPango", "CFontconfig", "CTurboJPEG", "CRsvg", "CPoppler"],
                swiftSettings: optimizedInDebug),
        // Frame scheduling and sinks: PNG writer, video pipe.
        .target(name: "ReelExport", dependencies: ["Reel", "ReelSystem", "ReelCairo", "CZlib", "CDeflate", "CSpawn"],
                swiftSettings: optimizedInDebug),
        // Golden-frame testing: comparison with goldens, diff images, HTML and JUnit reports.
        .target(name: "ReelTesting", dependencies: ["Reel", "ReelSystem", "ReelCairo", "ReelExport"]),
        // Scene files and expressions: parsed with swift-syntax, interpreted into the Reel model.
        .target(
            name: "ReelScript",
            dependencies: [
                "Reel",
                "ReelSystem",
                .product(name: "SwiftOperators", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // The scenes of Scenes/, compiled into the package.
        .target(name: "Scenes", dependencies: ["Reel"], path: "Scenes", exclude: ["Sounds"]),
        // The live preview's HTTP server (`reel preview`): routes, frame cache, update stream.
        .target(
            name: "ReelPreview",
            dependencies: ["Reel", "ReelSystem", .product(name: "Hummingbird", package: "hummingbird"),
                           .product(name: "Logging", package: "swift-log")]
        ),
        // The command-line tool: thin.
        .executableTarget(
            name: "reel",
            dependencies: [
                "Reel", "ReelSystem", "ReelCairo", "ReelExport", "ReelScript", "ReelTesting", "ReelPreview", "Scenes",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Benchmarks, run by scripts/bench in a release build.
        .executableTarget(
            name: "reel-bench",
            dependencies: ["Reel", "ReelCairo", "ReelExport", "ReelScript", "ReelTesting", "Scenes", "CCairo"],
            path: "Benchmarks",
            // The C programs the benchmarks compare against, built by scripts/bench with gcc.
            exclude: ["c"]
        ),

        // Reference data readers and engine stand-ins shared by the test targets.
        .target(name: "ReelTestSupport", dependencies: ["Reel"], path: "Tests/ReelTestSupport"),
        .testTarget(name: "ReelSystemTests", dependencies: ["ReelSystem"]),
        .testTarget(name: "ReelPreviewTests", dependencies: ["ReelPreview", "ReelSystem"]),
        .testTarget(name: "ReelTests", dependencies: ["Reel", "ReelTestSupport"]),
        .testTarget(name: "ReelCairoTests", dependencies: ["Reel", "ReelSystem", "ReelCairo", "ReelExport"],
                    exclude: ["Images"]),
        .testTarget(name: "ReelExportTests", dependencies: ["Reel", "ReelCairo", "ReelExport", "ReelTestSupport"]),
        .testTarget(name: "ReelTestingTests", dependencies: ["Reel", "ReelCairo", "ReelExport", "ReelTesting", "Scenes"]),
        .testTarget(name: "ReelScriptTests", dependencies: ["Reel", "ReelSystem", "ReelCairo", "ReelExport", "ReelScript", "ReelTesting", "Scenes", "ReelTestSupport"],
                    exclude: ["Corpora/Errors", "Corpora/Scenes", "Corpora/Assets", "Corpora/Views", "Corpora/Modules", "Corpora/Interactive"]),
        .testTarget(name: "reelTests", dependencies: ["reel", "ReelSystem", "ReelExport", "ReelTestSupport"]),
    ]
)
