import Reel

/// The scenes compiled into the package, by type name, so `reel render NAME` can find them.
public enum SceneCatalog {
    /// Every compiled scene.
    public static let scenes: [String: any AnimatedScene.Type] = [
        "Showcase": Showcase.self,
        "AlignmentBadges": AlignmentBadges.self,
        "AnalogClock": AnalogClock.self,
        "LikeButton": LikeButton.self,
        "EasingLanes": EasingLanes.self,
        "Stadium": Stadium.self,
        "RisingSea": RisingSea.self,
        "RadarChart": RadarChart.self,
        "Odometer": Odometer.self,
        "TransitionsGallery": TransitionsGallery.self,
        "CircleGridWave": CircleGridWave.self,
        "RadialMenu": RadialMenu.self,
        "FallingSnow": FallingSnow.self,
        "GlowTrail": GlowTrail.self,
        "SnowMetaballs": SnowMetaballs.self,
        "LavaLamp": LavaLamp.self,
        "CanvasField": CanvasField.self,
        "Metronome": Metronome.self,
    ]

    /// The folder the compiled scenes' sources were built from (where their sounds lie).
    public static let sourceFolder = String(#filePath.dropLast("/SceneCatalog.swift".count))

    /// The scene run by plain `reel`.
    public static let showcase = "Showcase"
}
