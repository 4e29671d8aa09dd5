import Foundation

/// Finds the `onPreferenceChange` observers of a laid-out tree.
enum PreferenceObservation {
    /// Whether any `onPreferenceChange` lies in `tree`.
    static func hasObservers(_ tree: ViewNode) -> Bool {
        if case .modifier(.preferenceObserver) = tree.kind { return true }
        return tree.children.contains(where: hasObservers)
    }

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
