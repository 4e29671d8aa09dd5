import SwiftUI

struct Title: View {
    @Environment(\.colorSheme) var scheme
    @Environment(\.colorScheme) var colorScheme = .dark

    var body: some View {
        Text("Title")
            .environment(\.fontSize, 12)
    }
}

#Preview {
    Title()
}
