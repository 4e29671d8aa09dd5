import SwiftUI

struct WeatherCard: View {
    var city = "Lisbon"
    var temperature = 21
    var condition = "Partly Cloudy"

    var body: some View {
        VStack(spacing: 8) {
            Text(city)
                .font(.title2)
            Image(systemName: "cloud.sun.fill")
                .font(.system(size: 48))
                .symbolRenderingMode(.multicolor)
            Text("\(temperature)°")
                .font(.system(size: 72, weight: .thin, design: .rounded))
            Text(condition)
                .font(.headline)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(.systemBackground))
    }
}

#Preview("Night") {
    WeatherCard()
        .preferredColorScheme(.dark)
}

#Preview("Day") {
    WeatherCard(city: "Porto", temperature: 18, condition: "Sunny")
}
