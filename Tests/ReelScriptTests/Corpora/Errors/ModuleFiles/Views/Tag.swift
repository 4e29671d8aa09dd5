import SwiftUI

struct Tag: View {
    let label: String
    var tint: Color = .blue

    var body: some View {
        Text(label)
            .padding(tagPadding)
            .background(Capsule().fill(tint))
    }
}
