import SwiftUI

final class Cart: ObservableObject {
    @Published var count = 0

    func add() {
        count += 1
    }
}

struct CartIcon: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        ZStack(alignment: .topTrailing) {
            RoundedRectangle(cornerRadius: 12)
                .fill(Color.indigo)
                .frame(width: 80, height: 80)
            if cart.count > 0 {
                Text("\(cart.count)")
                    .font(.caption.bold())
                    .foregroundColor(.white)
                    .frame(width: 28, height: 28)
                    .background(Circle().fill(Color.red))
                    .offset(x: 10, y: -10)
                    .transition(.scale)
            }
        }
    }
}

struct CartScreen: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        CartIcon()
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) {
                    withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) {
                        cart.add()
                    }
                }
                DispatchQueue.main.asyncAfter(deadline: .now() + 1.2) {
                    cart.add()
                }
            }
    }
}

#Preview {
    CartScreen()
        .environmentObject(Cart())
}
