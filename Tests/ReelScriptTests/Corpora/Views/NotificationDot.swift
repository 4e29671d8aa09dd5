import SwiftUI

struct NotificationDot: View {
    @State private var pulsing = false

    var body: some View {
        ZStack(alignment: .topTrailing) {
            Image(systemName: "bell.fill")
                .font(.system(size: 40))
                .foregroundStyle(.gray)
                .frame(width: 60, height: 60)

            ZStack {
                Circle()
                    .fill(.red)
                    .frame(width: 18, height: 18)
                    .scaleEffect(pulsing ? 2.4 : 0)
                    .opacity(pulsing ? 0 : 0.7)
                    .blur(radius: 3)

                Circle()
                    .fill(.red)
                    .frame(width: 18, height: 18)
            }
            .offset(x: 4, y: -4)
        }
        .onAppear {
            withAnimation(.easeOut(duration: 1).repeatForever(autoreverses: false)) {
                pulsing = true
            }
        }
    }
}

#Preview {
    NotificationDot()
}
