import SwiftUI

/// The trips the journal holds.
@Observable
final class Journal {
    var trips: [Trip] = [
        Trip(city: "Lisbon", days: 4),
        Trip(city: "Oslo", days: 12),
    ]

    var totalDays: Int {
        trips.reduce(0) { $0 + $1.days }
    }
}

struct Trip: Identifiable {
    let city: String
    let days: Int

    var id: String { city }
}
