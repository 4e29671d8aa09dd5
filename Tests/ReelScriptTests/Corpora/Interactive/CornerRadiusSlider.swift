import SwiftUI

struct CornerRadiusSlider: View {
    @State private var cornerRadius: Double = 10

    var body: some View {
        VStack(spacing: 24) {
            RoundedRectangle(cornerRadius: cornerRadius)
                .fill(.orange)
                .frame(width: 200, height: 200)

            Text("Corner radius: \(Int(cornerRadius))")
                .font(.headline)

            Slider(value: $cornerRadius, in: 0...100) {
                Text("Corner radius")
            }
            .padding(.horizontal)
        }
        .padding()
    }
}

#Preview {
    CornerRadiusSlider()
}
