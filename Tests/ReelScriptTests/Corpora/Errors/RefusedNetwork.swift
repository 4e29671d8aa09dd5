import SwiftUI

struct Avatar: View {
    @State private var name = ""

    var body: some View {
        VStack {
            AsyncImage(url: URL(string: "https://example.com/avatar.png")) { image in
                image.resizable()
            } placeholder: {
                ProgressView()
            }
            .frame(width: 64, height: 64)
            Text(name)
        }
        .task {
            let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com/name")!)
            name = String(decoding: data, as: UTF8.self)
        }
    }
}

#Preview { Avatar() }
