import SwiftUI

struct Counter: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("\(count)")
            Button("Add") { count += 1 }
        }
    }
}

#Preview { Counter() }
