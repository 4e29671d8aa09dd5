import SwiftUI

struct Spinner: View {
    @State private var angle = 0.0

    var body: some View {
        Rectangle()
            .frame(width: 40, height: 40)
            .rotationEffect(.degrees(angle))
            .task {
                while !Task.isCancelled {
                    angle += 1
                }
            }
    }
}

#Preview { Spinner() }
