import Foundation

/// Finds the `onPreferenceChange` observers of a laid-out tree.
enum PreferenceObservation {
    /// Every observer with its box, in tree order.
    static func observers(in root: LayoutBox) -> [(box: LayoutBox, observer: PreferenceObserver)] {
        var result: [(LayoutBox, PreferenceObserver)] = []
        func walk(_ box: LayoutBox) {
            if case .modifier(.preferenceObserver(let observer)) = box.kind { result.append((box, observer)) }
            box.children.forEach(walk)
        }
        walk(root)
        return result
    }
}
