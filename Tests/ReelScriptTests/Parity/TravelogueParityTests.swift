import Foundation
import Reel
import ReelCairo
import ReelScript
import ReelTestSupport
import Testing

/// The Travelogue module's previews draw the same pixels as their compiled twins drawn with the
/// module folder as the renderer's resource root: the same asset catalog (PNG, JPEG, SVG and PDF
/// sets, colour sets in both appearances) and the same module font, whichever way the views were
/// written. The journal's twin holds its trips in a constant where the file has an `@Observable`
/// model; everything drawn is the same.
@Suite struct TravelogueParityTests {
    struct Trip: Identifiable {
        let city: String
        let days: Int
        var id: String { city }
        var dayLabel: String { days == 1 ? "1 DAY" : "\(days) DAYS" }
    }

    struct TripRow: View {
        let trip: Trip
        var body: some View {
            HStack(spacing: 8) {
                Image("Stamp")
                Text(trip.city.uppercased())
                    .font(.custom("Reel Sans", size: 16))
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

    struct Journal: View {
        let trips = [Trip(city: "Lisbon", days: 4), Trip(city: "Oslo", days: 12)]
        var body: some View {
            VStack(spacing: 12) {
                Image("Photo")
                Text("REEL TRIPS")
                    .font(.custom("Reel Sans", size: 30))
                    .foregroundStyle(Color("Brand"))
                ForEach(trips) { trip in
                    TripRow(trip: trip)
                }
                Text("16 DAYS AWAY")
                    .font(.custom("Reel Sans", size: 16))
                    .foregroundStyle(.secondary)
            }
            .padding(16)
            .background(RoundedRectangle(cornerRadius: 16).fill(Color("Card")))
        }
    }

    struct Badges: View {
        var body: some View {
            HStack(spacing: 10) {
                Image("Flag")
                Image("Stamp")
                Image("Compass")
            }
        }
    }

    struct Ticket: View {
        var body: some View {
            Image("Ticket")
                .resizable()
                .frame(width: 84, height: 60)
        }
    }

    /// The previews' views on an iPhone 15, as a preview draws them.
    struct JournalOnPhone: AnimatedScene {
        var format = PreviewCanvas(device: .iPhone15).format(duration: 1)
        var body: some View { DeviceScreen(PreviewCanvas(device: .iPhone15)) { Journal() } }
    }

    struct DarkJournalOnPhone: AnimatedScene {
        var format = PreviewCanvas(device: .iPhone15, colorScheme: .dark).format(duration: 1)
        var body: some View {
            DeviceScreen(PreviewCanvas(device: .iPhone15, colorScheme: .dark)) { Journal().preferredColorScheme(.dark) }
        }
    }

    struct BadgesOnPhone: AnimatedScene {
        var format = PreviewCanvas(device: .iPhone15).format(duration: 1)
        var body: some View { DeviceScreen(PreviewCanvas(device: .iPhone15)) { Badges() } }
    }

    struct TicketOnPhone: AnimatedScene {
        var format = PreviewCanvas(device: .iPhone15).format(duration: 1)
        var body: some View { DeviceScreen(PreviewCanvas(device: .iPhone15)) { Ticket() } }
    }

    /// Expects the preview `preview` and `twin` to draw the same pixels at 2x and 3x.
    static func expectSame<S: AnimatedScene>(_ preview: String, _ twin: S, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = try TravelogueCorpusTests.load(preview)
        let scene = try file.makeScene()
        #expect(scene.format == twin.format, sourceLocation: sourceLocation)
        for scale in [2.0, 3.0] {
            let compiled = try FrameRenderer(resourceRoot: TravelogueCorpusTests.folder).render(twin, frame: 0, scale: scale)
            let interpreted = try TravelogueCorpusTests.renderer(file).render(scene, frame: 0, scale: scale)
            FrameParity.expectSame(compiled, interpreted, frame: 0, of: "Travelogue \(preview) at \(scale)x", sourceLocation: sourceLocation)
        }
    }

    @Test func theJournalDrawsAsItsTwin() throws {
        try Self.expectSame("Journal", JournalOnPhone())
        try Self.expectSame("Journal, dark", DarkJournalOnPhone())
    }

    @Test func theBadgesAndTheTicketDrawAsTheirTwins() throws {
        try Self.expectSame("Badges", BadgesOnPhone())
        try Self.expectSame("Ticket", TicketOnPhone())
    }
}
