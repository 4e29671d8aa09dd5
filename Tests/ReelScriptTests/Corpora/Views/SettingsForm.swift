import SwiftUI

struct SettingsLabel: View {
    let title: String
    let systemImage: String
    let color: Color

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: systemImage)
                .foregroundStyle(.white)
                .frame(width: 28, height: 28)
                .background(color, in: RoundedRectangle(cornerRadius: 6))
            Text(title)
        }
    }
}

struct AboutView: View {
    var body: some View {
        Text("Version 1.0")
    }
}

struct SettingsForm: View {
    var body: some View {
        NavigationStack {
            Form {
                Section("Connections") {
                    SettingsLabel(title: "Wi-Fi", systemImage: "wifi", color: .blue)
                    SettingsLabel(title: "Bluetooth", systemImage: "bolt", color: .blue)
                }
                Section {
                    NavigationLink("About") {
                        AboutView()
                    }
                    HStack {
                        Text("Version")
                        Spacer()
                        Text("17.0")
                            .foregroundStyle(.secondary)
                    }
                } footer: {
                    Text("Updates install overnight.")
                }
            }
            .navigationTitle("Settings")
        }
    }
}

#Preview {
    SettingsForm()
}

#Preview("Dark") {
    SettingsForm()
        .preferredColorScheme(.dark)
}
