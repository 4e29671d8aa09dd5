import SwiftUI

struct Board: View {
    var body: some View {
        VStack(spacing: 8) {
            ForEach(0..<3) { index in
                Capsule()
                    .fill(shade(index))
                    .frame(width: 120, height: 20)
            }
        }
    }
}

#Preview("Board") {
    Board()
}
