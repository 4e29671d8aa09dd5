import SwiftUI

struct PackingItem: Identifiable {
    let id = UUID()
    var title: String
    var isPacked = false
}

struct PackingChecklist: View {
    @State private var items = [
        PackingItem(title: "Passport", isPacked: true),
        PackingItem(title: "Charger"),
        PackingItem(title: "Sunglasses"),
    ]

    private var packedCount: Int {
        items.filter { $0.isPacked }.count
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach($items) { $item in
                        Toggle(item.title, isOn: $item.isPacked)
                    }
                } header: {
                    Text("Carry-on")
                } footer: {
                    Text("\(packedCount) of \(items.count) packed")
                }
            }
            .navigationTitle("Packing")
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                withAnimation(.easeInOut(duration: 0.3)) {
                    items[1].isPacked = true
                }
            }
        }
    }
}

#Preview {
    PackingChecklist()
}
