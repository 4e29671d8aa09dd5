import SwiftUI

class Download: ObservableObject {
    let title: String
    @Published var received = 0.0
    @Published var total = 100.0

    init(title: String) {
        self.title = title
    }

    var fraction: Double {
        total > 0 ? received / total : 0
    }

    func receive(_ amount: Double) {
        received = min(total, received + amount)
    }
}

struct DownloadProgress: View {
    @ObservedObject var download: Download

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(download.title)
                .font(.headline)
            ZStack(alignment: .leading) {
                RoundedRectangle(cornerRadius: 4)
                    .fill(Color.gray.opacity(0.2))
                RoundedRectangle(cornerRadius: 4)
                    .fill(download.fraction == 1 ? Color.green : Color.accentColor)
                    .frame(width: 280 * download.fraction)
            }
            .frame(width: 280, height: 8)
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 16).fill(Color(white: 0.95)))
    }
}

struct DownloadCard: View {
    @StateObject private var download = Download(title: "Episode 12")

    var body: some View {
        DownloadProgress(download: download)
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) {
                    withAnimation(.linear(duration: 0.5)) { download.receive(40) }
                }
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                    withAnimation(.linear(duration: 0.5)) { download.receive(80) }
                }
            }
    }
}

#Preview {
    DownloadCard()
}
