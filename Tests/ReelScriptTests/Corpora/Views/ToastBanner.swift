import SwiftUI

struct Toast: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 10)
            .fill(Color.indigo)
            .frame(height: 50)
            .padding(.horizontal, 20)
    }
}

struct ToastBanner: View {
    @State private var showing = false

    var body: some View {
        VStack {
            if showing {
                Toast()
                    .transition(.move(edge: .top))
            }
            Spacer()
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                withAnimation(.easeOut(duration: 0.5)) {
                    showing = true
                }
            }
        }
    }
}

#Preview {
    ToastBanner()
}
