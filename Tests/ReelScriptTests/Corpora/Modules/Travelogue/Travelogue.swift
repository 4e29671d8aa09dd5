import SwiftUI

/// A travel journal's cover: a photo, the title in the app's own font, a row per trip.
struct Travelogue: View {
    @State private var journal = Journal()

    var body: some View {
        VStack(spacing: 12) {
            Image("Photo")
            Text("REEL TRIPS")
                .font(.custom("Reel Sans", size: 30))
                .foregroundStyle(Color.brand)
            ForEach(journal.trips) { trip in
                TripRow(trip: trip)
            }
            Text("\(journal.totalDays) DAYS AWAY")
                .font(.reelBody)
                .foregroundStyle(.secondary)
        }
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 16).fill(Color("Card")))
    }
}

#Preview("Journal") {
    Travelogue()
}

#Preview("Journal, dark") {
    Travelogue()
        .preferredColorScheme(.dark)
}

#Preview("Badges") {
    HStack(spacing: 10) {
        Image("Flag")
        Image("Stamp")
        Image("Compass")
    }
}

#Preview("Ticket") {
    Image("Ticket")
        .resizable()
        .frame(width: 84, height: 60)
}
