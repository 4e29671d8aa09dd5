import SwiftUI

struct NewsFeed: View {
    @State private var headlines = ["Markets rally", "New park opens downtown", "Rain expected this weekend"]
    @State private var refreshes = 0

    var body: some View {
        NavigationStack {
            List(headlines, id: \.self) { headline in
                Text(headline)
            }
            .refreshable {
                try? await Task.sleep(for: .seconds(1))
                refreshes += 1
                headlines.insert("Breaking story \(refreshes)", at: 0)
            }
            .navigationTitle("News")
        }
    }
}

#Preview {
    NewsFeed()
}
