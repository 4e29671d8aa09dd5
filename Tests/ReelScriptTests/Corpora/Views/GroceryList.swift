import SwiftUI

struct GroceryItem: Identifiable {
    let id: Int
    let name: String
    let quantity: Int
}

struct GroceryRow: View {
    let item: GroceryItem

    var body: some View {
        HStack {
            Text(item.name)
            Spacer()
            Text("\(item.quantity)")
                .foregroundStyle(.secondary)
        }
    }
}

struct GroceryList: View {
    let items = [
        GroceryItem(id: 1, name: "Apples", quantity: 6),
        GroceryItem(id: 2, name: "Bread", quantity: 1),
        GroceryItem(id: 3, name: "Milk", quantity: 2),
        GroceryItem(id: 4, name: "Coffee", quantity: 1),
    ]

    var body: some View {
        NavigationStack {
            List {
                ForEach(items) { item in
                    GroceryRow(item: item)
                }
            }
            .navigationTitle("Groceries")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Image(systemName: "plus")
                }
            }
        }
    }
}

#Preview {
    GroceryList()
}

#Preview("Plain") {
    NavigationStack {
        List {
            Text("Apples")
            Text("Bread")
        }
        .listStyle(.plain)
        .navigationTitle("Plain")
        .navigationBarTitleDisplayMode(.inline)
    }
}

#Preview("Pantry") {
    NavigationView {
        List {
            ForEach(["Tea", "Rice"], id: \.self) { item in
                Text(item)
                    .swipeActions {
                        Text("Delete")
                    }
            }
            .onDelete { offsets in }
        }
        .navigationTitle("Pantry")
        .searchable(text: .constant(""))
        .refreshable { }
    }
    .navigationViewStyle(.stack)
}

#Preview("Split") {
    NavigationSplitView {
        List {
            Text("Fruit")
        }
        .navigationTitle("Aisles")
    } detail: {
        Text("Pick an aisle")
    }
}
