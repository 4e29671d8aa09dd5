import SwiftUI

struct Dots: View {
    var body: some View {
        HStack(spacing: 1) {
            ForEach(0..<70, id: \.self) { index in
                Circle()
                    .frame(width: 4, height: 4)
                    .task {
                        try? await Task.sleep(for: .seconds(100))
                    }
            }
        }
    }
}

#Preview { Dots() }
