import SwiftUI

struct CoffeeOrder: View {
    @State private var cups = 1

    var body: some View {
        Form {
            Stepper("Cups: \(cups)", value: $cups, in: 1...4)
            Text("Total: $\(cups * 3)")
        }
    }
}

#Preview {
    CoffeeOrder()
}
