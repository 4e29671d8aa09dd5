import SwiftUI

struct DownloadRow: View {
    let name: String
    let progress: Double

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "doc.fill")
                .font(.title)
                .foregroundStyle(.blue)
            VStack(alignment: .leading, spacing: 6) {
                Text(name)
                    .font(.headline)
                ProgressView(value: progress)
            }
            Text("\(Int(progress * 100))%")
                .font(.caption)
                .monospacedDigit()
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}

struct DownloadsView: View {
    var body: some View {
        VStack(spacing: 0) {
            DownloadRow(name: "Keynote.mov", progress: 0.5)
            DownloadRow(name: "Photos.zip", progress: 0.9)
            ProgressView("Preparing…")
                .padding(.top, 24)
            ProgressView(value: 3, total: 4) {
                Text("Installing")
            } currentValueLabel: {
                Text("3 of 4")
            }
            .padding()
            Spacer()
        }
    }
}

#Preview {
    DownloadsView()
}
