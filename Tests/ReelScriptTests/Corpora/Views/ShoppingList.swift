import SwiftUI

struct GroceryItem: Identifiable {
    let id: Int
    let name: String
    let color: Color
}

class GroceryStore: ObservableObject {
    @Published var items: [GroceryItem] = [
        GroceryItem(id: 1, name: "Apples", color: .red),
    ]

    func add(_ name: String, color: Color) {
        items.append(GroceryItem(id: items.count + 1, name: name, color: color))
    }
}

struct GroceryRow: View {
    let item: GroceryItem

    var body: some View {
        HStack {
            Circle()
                .fill(item.color)
                .frame(width: 24, height: 24)
            Text(item.name)
            Spacer()
        }
        .padding(.horizontal, 16)
        .frame(height: 44)
    }
}

struct ShoppingList: View {
    @StateObject private var store = GroceryStore()

    var body: some View {
        VStack(spacing: 0) {
            ForEach(store.items) { item in
                GroceryRow(item: item)
                    .transition(.opacity)
            }
            Spacer()
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                withAnimation(.easeInOut(duration: 0.4)) {
                    store.add("Pears", color: .green)
                }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                withAnimation(.easeInOut(duration: 0.4)) {
                    store.add("Plums", color: .purple)
                }
            }
        }
    }
}

#Preview {
    ShoppingList()
}
