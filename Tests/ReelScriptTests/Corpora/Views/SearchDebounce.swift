import SwiftUI

struct SearchResults: View {
    @State private var query = ""
    @State private var results: [String] = []
    @State private var searches = 0

    let fruits = ["Apple", "Apricot", "Avocado", "Banana", "Blueberry", "Cherry"]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Query: \(query)")
                .font(.headline)
            Text("Searches: \(searches)")
                .font(.subheadline)
            ForEach(results, id: \.self) { fruit in
                Text(fruit)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .task(id: query) {
            do {
                try await Task.sleep(for: .milliseconds(300))
            } catch {
                return
            }
            searches += 1
            results = fruits.filter { query.isEmpty == false && $0.hasPrefix(query) }
        }
        .onAppear {
            for (index, typed) in ["A", "Ap", "Apr"].enumerated() {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5 + Double(index) * 0.2) {
                    query = typed
                }
            }
        }
    }
}

#Preview {
    SearchResults()
}
