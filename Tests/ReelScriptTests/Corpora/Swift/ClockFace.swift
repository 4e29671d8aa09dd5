import Reel

/// A clock face driven by dates: `Date.now` (the scene's clock), `addingTimeInterval`,
/// `date + seconds`, `timeIntervalSince`, `timeIntervalSinceReferenceDate`, comparisons, and a
/// `TimelineView(.animation)` whose `context.date` agrees with `Date.now`.
struct ClockFace: AnimatedScene {
    var format = SceneFormat(width: 220, height: 220, fps: 10, duration: 3, background: Color(white: 0.12))
    @State private var alarm = Date(timeIntervalSinceReferenceDate: 0).addingTimeInterval(2)
    @State private var lapStart = Date(timeIntervalSinceReferenceDate: 0)

    var body: some View {
        TimelineView(.animation) { context in
            let seconds = context.date.timeIntervalSinceReferenceDate
            let ringing = context.date >= alarm
            ZStack {
                Circle()
                    .stroke(ringing ? Color.red : Color.white, lineWidth: 4)
                    .frame(width: 160, height: 160)
                Hand(length: 70, width: 3)
                    .rotationEffect(.degrees(seconds * 60))
                Hand(length: 45, width: 6)
                    .rotationEffect(.degrees(seconds * 5))
                Text("\(Date.now.timeIntervalSince(lapStart), specifier: "%.1f")")
                    .foregroundColor(.white)
                    .offset(y: 40)
                Circle().fill(Color.orange).frame(width: 10, height: 10)
            }
        }
    }

    var timeline: some Timeline {
        At(1) {
            lapStart = Date.now
            alarm = Date.now + 1.5
        }
    }
}

private struct Hand: View {
    let length: Double
    let width: Double

    var body: some View {
        Capsule()
            .fill(Color.white)
            .frame(width: width, height: length)
            .offset(y: -length / 2)
    }
}
