import SwiftUI

enum SortOrder: String, CaseIterable, Identifiable {
    case newest = "Newest"
    case popular = "Popular"
    case nearby = "Nearby"

    var id: String { rawValue }
}

struct FilterBar: View {
    @State private var order = SortOrder.popular
    @State private var guests = 2
    @State private var city = "Paris"

    var body: some View {
        VStack(spacing: 20) {
            Picker("Sort", selection: $order) {
                ForEach(SortOrder.allCases) { order in
                    Text(order.rawValue).tag(order)
                }
            }
            .pickerStyle(.segmented)
            Stepper("Guests: \(guests)", value: $guests, in: 1...8)
            HStack {
                Text("City")
                Spacer()
                Picker("City", selection: $city) {
                    Text("London").tag("London")
                    Text("Paris").tag("Paris")
                    Text("Tokyo").tag("Tokyo")
                }
                .pickerStyle(.menu)
            }
            Spacer()
        }
        .padding()
    }
}

#Preview {
    FilterBar()
}
