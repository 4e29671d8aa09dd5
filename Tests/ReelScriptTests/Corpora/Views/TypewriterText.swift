import SwiftUI

struct TypewriterText: View {
    let text: String
    @State private var displayedText = ""

    var body: some View {
        Text(displayedText)
            .font(.title2.monospaced())
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
            .task {
                displayedText = ""
                for character in text {
                    displayedText += String(character)
                    try? await Task.sleep(nanoseconds: 100_000_000)
                }
            }
    }
}

#Preview {
    TypewriterText(text: "Hello, Reel!")
}
