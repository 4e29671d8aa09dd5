import Foundation
@testable import Reel

/// Lays `view` out in `size` (with `layout(_:in:)` of LayoutTests.swift) and returns the first box
/// named `container` with its size, and the frames of the boxes named in `leaves` (colours are
/// "Rectangle"), in walk order, relative to that container's top-left.
func relativeFrames<V: View>(_ view: V, in size: CGSize, container: String,
                             leaves: Set<String> = ["Rectangle", "Text"]) -> (size: CGSize, frames: [CGRect]) {
    let boxes = layout(view, in: size)
    guard let box = boxes.first(where: { $0.0 == container }) else { return (.zero, []) }
    let origin = box.1.origin
    let frames = boxes.filter { leaves.contains($0.0) }.map { $0.1.offsetBy(dx: -origin.x, dy: -origin.y) }
    return (box.1.size, frames)
}

/// Whether two rectangles agree to within 1e-9 in every coordinate (for layouts using sin and cos).
func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
}
