import SwiftUI

/// One trip: a stamp, the city, a compass drawn at 36 points from its vector data, the length.
struct TripRow: View {
    let trip: Trip

    var body: some View {
        HStack(spacing: 8) {
            Image("Stamp")
            Text(trip.city.uppercased())
                .font(.reelBody)
            Spacer()
            Image("Compass")
                .resizable()
                .frame(width: 36, height: 36)
            Text(trip.dayLabel)
                .font(.custom("ReelSans-Regular", size: 14))
        }
        .frame(width: 240)
    }
}
