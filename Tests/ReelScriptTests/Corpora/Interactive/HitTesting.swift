import SwiftUI

struct Overlays: View {
    @State private var taps: [String] = []

    var body: some View {
        VStack(spacing: 20) {
            Button("Behind") { taps.append("behind") }
                .overlay {
                    Color.red.opacity(0.3)
                        .allowsHitTesting(false)
                }
            Button("Covered") { taps.append("covered") }
                .overlay {
                    Color.blue.opacity(0.3)
                        .onTapGesture { taps.append("cover") }
                }
            HStack {
                Text("Row")
                Spacer()
            }
            .contentShape(Rectangle())
            .onTapGesture { taps.append("row") }
            .frame(width: 200)
            Text(taps.joined(separator: " "))
                .accessibilityIdentifier("log")
        }
    }
}

#Preview {
    Overlays()
}
