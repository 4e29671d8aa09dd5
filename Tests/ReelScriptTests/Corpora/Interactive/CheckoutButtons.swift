import SwiftUI

struct CheckoutButtons: View {
    @State private var status = "3 items in your bag"

    var body: some View {
        VStack(spacing: 24) {
            Text(status)
                .font(.title3)

            HStack(spacing: 12) {
                Button("Keep Shopping") {
                    status = "Still shopping"
                }
                .buttonStyle(.bordered)

                Button("Check Out") {
                    status = "Order placed"
                }
                .buttonStyle(.borderedProminent)
            }
            .controlSize(.large)
        }
    }
}

#Preview {
    CheckoutButtons()
}
