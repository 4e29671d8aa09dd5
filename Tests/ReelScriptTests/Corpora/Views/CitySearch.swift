import SwiftUI

struct CitySearch: View {
    @State private var query = ""
    @State private var matches: [String] = []
    @State private var lookups = 0

    let cities = "amsterdam, berlin, bern, bordeaux, boston, lisbon, london"
        .components(separatedBy: ",")
        .map { $0.trimmingCharacters(in: .whitespaces) }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Image(systemName: "magnifyingglass")
                Text(query.isEmpty ? "Search cities" : query)
                    .foregroundStyle(query.isEmpty ? .secondary : .primary)
                Spacer()
            }
            .padding(10)
            .background(Color.gray.opacity(0.15), in: RoundedRectangle(cornerRadius: 10))

            Text("Lookups: \(lookups)")
                .font(.caption)
            ForEach(matches, id: \.self) { city in
                Text(city.capitalized)
                    .font(.title3)
            }
            Spacer()
        }
        .padding()
        .task(id: query) {
            let term = query.trimmingCharacters(in: .whitespaces).lowercased()
            guard !term.isEmpty else {
                matches = []
                return
            }
            do {
                try await Task.sleep(for: .milliseconds(250))
            } catch {
                return
            }
            lookups += 1
            matches = cities.filter { $0.hasPrefix(term) }
        }
        .onAppear {
            for (step, typed) in ["B", "Bo", "Bor"].enumerated() {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.3 + Double(step) * 0.1) {
                    query = typed
                }
            }
        }
    }
}

#Preview {
    CitySearch()
}
