import SwiftUI

@Observable
final class AudioSettings {
    var volume: Double = 0.25
    var isMuted = false
}

struct VolumeMeter: View {
    @Binding var level: Double

    var body: some View {
        ZStack(alignment: .leading) {
            Rectangle()
                .fill(Color.gray.opacity(0.25))
            Rectangle()
                .fill(Color.teal)
                .frame(width: 200 * level)
        }
        .frame(width: 200, height: 16)
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                withAnimation(.easeOut(duration: 0.5)) {
                    level = 0.75
                }
            }
        }
    }
}

struct VolumeSettingsView: View {
    @Bindable var settings: AudioSettings

    var body: some View {
        VStack(spacing: 16) {
            Text(settings.volume > 0.5 ? "Loud" : "Quiet")
            VolumeMeter(level: $settings.volume)
        }
    }
}

#Preview {
    VolumeSettingsView(settings: AudioSettings())
}
