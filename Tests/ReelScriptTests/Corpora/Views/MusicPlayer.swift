import SwiftUI

struct PlayerControls: View {
    let isPlaying: Bool

    var body: some View {
        HStack(spacing: 40) {
            Button {
                print("previous")
            } label: {
                Image(systemName: "backward.fill")
            }
            Button {
                print("play")
            } label: {
                Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                    .font(.system(size: 44))
            }
            Button(action: { print("next") }) {
                Image(systemName: "forward.fill")
            }
        }
        .font(.title)
        .buttonStyle(.plain)
    }
}

struct MusicPlayer: View {
    @State private var progress = 0.25
    @State private var volume = 0.8
    @State private var isPlaying = true

    var body: some View {
        VStack(spacing: 24) {
            RoundedRectangle(cornerRadius: 20)
                .fill(LinearGradient(colors: [.purple, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 280, height: 280)
            VStack(spacing: 4) {
                Text("Midnight City")
                    .font(.title2)
                    .fontWeight(.semibold)
                Text("M83")
                    .foregroundStyle(.secondary)
            }
            Slider(value: $progress)
            PlayerControls(isPlaying: isPlaying)
            HStack {
                Image(systemName: "speaker.fill")
                Slider(value: $volume, in: 0...1)
                    .tint(.pink)
            }
            .foregroundStyle(.secondary)
        }
        .padding(.horizontal, 24)
    }
}

#Preview {
    MusicPlayer()
}
