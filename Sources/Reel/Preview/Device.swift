import Foundation

/// A device a preview is drawn on: its screen in points (portrait), how many pixels a point has,
/// the safe-area insets of the screen in portrait and in landscape, and the radius of the screen's
/// corners. `docs/Previews.md` lists the table with the sources of its numbers.
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// The name Xcode gives the device (`iPhone 15`, `iPhone SE (3rd generation)`).
    public var name: String
    /// The screen in points, in portrait.
    public var size: CGSize
    /// Pixels per point on the device's display.
    public var scale: Double
    /// The safe-area insets in portrait: the status bar (or sensor housing) at the top, the home
    /// indicator at the bottom.
    public var portraitSafeArea: EdgeInsets
    /// The safe-area insets in landscape (the sensor housing's side is the leading or trailing
    /// edge, whichever way the device is turned; the values are symmetric on every device here).
    public var landscapeSafeArea: EdgeInsets
    /// The radius of the screen's rounded corners, in points (0 for square corners).
    public var cornerRadius: Double

    /// A device of these measurements.
    public init(name: String, size: CGSize, scale: Double, portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets,
                cornerRadius: Double) {
        self.name = name
        self.size = size
        self.scale = scale
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.cornerRadius = cornerRadius
    }

    /// The device's name.
    public var description: String { name }

    /// iPhone 15: 393 x 852 pt at 3x, the default device of previews.
    public static let iPhone15 = Device(name: "iPhone 15", size: CGSize(width: 393, height: 852), scale: 3,
                                        portraitSafeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
                                        landscapeSafeArea: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59),
                                        cornerRadius: 55)
    /// iPhone 15 Pro: the same screen as iPhone 15.
    public static let iPhone15Pro = Device(name: "iPhone 15 Pro", size: CGSize(width: 393, height: 852), scale: 3,
                                           portraitSafeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
                                           landscapeSafeArea: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59),
                                           cornerRadius: 55)
    /// iPhone 15 Pro Max: 430 x 932 pt at 3x.
    public static let iPhone15ProMax = Device(name: "iPhone 15 Pro Max", size: CGSize(width: 430, height: 932), scale: 3,
                                              portraitSafeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
                                              landscapeSafeArea: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59),
                                              cornerRadius: 55)
    /// iPhone SE (3rd generation): 375 x 667 pt at 2x, a home button and square corners; the status
    /// bar (20 pt) is hidden in landscape.
    public static let iPhoneSE3 = Device(name: "iPhone SE (3rd generation)", size: CGSize(width: 375, height: 667), scale: 2,
                                         portraitSafeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
                                         landscapeSafeArea: EdgeInsets(), cornerRadius: 0)
    /// iPad (10th generation): 820 x 1180 pt at 2x.
    public static let iPad10 = Device(name: "iPad (10th generation)", size: CGSize(width: 820, height: 1180), scale: 2,
                                      portraitSafeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                                      landscapeSafeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                                      cornerRadius: 18)
    /// iPad Pro 11-inch (4th generation): 834 x 1194 pt at 2x.
    public static let iPadPro11 = Device(name: "iPad Pro (11-inch) (4th generation)", size: CGSize(width: 834, height: 1194), scale: 2,
                                         portraitSafeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                                         landscapeSafeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                                         cornerRadius: 18)

    /// Every device Reel knows, in the order `docs/Previews.md` lists them.
    public static let all: [Device] = [.iPhone15, .iPhone15Pro, .iPhone15ProMax, .iPhoneSE3, .iPad10, .iPadPro11]

    /// The device a preview is drawn on when nothing picks one.
    public static let standard = Device.iPhone15

    /// The device named `name` (as Xcode names it, ignoring case and spaces; `iPad Pro 11-inch`
    /// also names the iPad Pro), or nil.
    public static func named(_ name: String) -> Device? {
        let key = normalized(name)
        if let device = all.first(where: { normalized($0.name) == key }) { return device }
        let aliases: [String: Device] = [normalized("iPad Pro 11-inch"): .iPadPro11, normalized("iPad Pro (11-inch)"): .iPadPro11,
                                         normalized("iPhone SE"): .iPhoneSE3, normalized("iPad"): .iPad10]
        return aliases[key]
    }

    /// `name` lowercased without spaces, for matching.
    private static func normalized(_ name: String) -> String {
        name.lowercased().filter { !$0.isWhitespace }
    }

    /// The screen in points and its safe-area insets in `orientation`.
    public func screen(_ orientation: InterfaceOrientation) -> (size: CGSize, safeArea: EdgeInsets) {
        orientation.isLandscape ? (CGSize(width: size.height, height: size.width), landscapeSafeArea) : (size, portraitSafeArea)
    }
}
