import SwiftUI

struct WeatherCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Cupertino")
                .font(.headline)
            Text("21°")
                .font(.system(size: 56, weight: .thin))
            Text("Mostly Sunny")
                .foregroundStyle(.secondary)
        }
        .padding(20)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 24))
        .padding()
    }
}

struct WeatherScreen: View {
    var body: some View {
        ZStack {
            VStack(spacing: 0) {
                Color.blue
                Color.yellow
            }
            .ignoresSafeArea()
            WeatherCard()
        }
    }
}

#Preview {
    WeatherScreen()
}

#Preview("Dark") {
    WeatherScreen()
        .preferredColorScheme(.dark)
}
