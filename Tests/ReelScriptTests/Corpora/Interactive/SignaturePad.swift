import SwiftUI

struct SignaturePad: View {
    @State private var points: [CGPoint] = []

    var body: some View {
        VStack(spacing: 16) {
            ZStack {
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color(white: 0.95))
                Path { path in
                    path.addLines(points)
                }
                .stroke(Color.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .round))
            }
            .frame(width: 300, height: 200)
            .accessibilityIdentifier("Pad")
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { value in
                        points.append(value.location)
                    }
            )
            HStack {
                Text("\(points.count) points")
                Spacer()
                Button("Clear") {
                    points.removeAll()
                }
            }
            .frame(width: 300)
        }
    }
}

#Preview {
    SignaturePad()
}
