import Reel

/// A weather widget that changes from sun to clouds to rain: the sun's rays turn, clouds drift
/// in, drops fall, each look chosen by a `switch` in a `@ViewBuilder` function.
///
/// Exercises: an `enum Weather: CaseIterable` with a `title` and a `next` computed by
/// `allCases.firstIndex(of:)`-free index arithmetic on `rawValue`, a `@ViewBuilder` function
/// switching over the enum, `ForEach(0..<8)` of rays turned by `rotationEffect`, `TimelineView`
/// for the falling drops with `truncatingRemainder`, transitions `.scale` and
/// `.move(edge: .top)` combined with `.opacity`.
struct WeatherIcon: AnimatedScene {
    var format = SceneFormat(width: 220, height: 200, fps: 10, duration: 3, background: Color(red: 0.55, green: 0.75, blue: 0.95))
    @State private var weather: Weather = .sunny

    var body: some View {
        VStack(spacing: 12) {
            ZStack {
                icon(for: weather)
            }
            .frame(width: 120, height: 110)
            Text(weather.title)
                .font(.headline)
                .foregroundStyle(.white)
        }
    }

    @ViewBuilder
    private func icon(for weather: Weather) -> some View {
        switch weather {
        case .sunny:
            ZStack {
                ForEach(0..<8) { ray in
                    Capsule()
                        .fill(Color.yellow)
                        .frame(width: 4, height: 14)
                        .offset(y: -42)
                        .rotationEffect(.degrees(Double(ray) * 45))
                }
                Circle().fill(Color.yellow).frame(width: 56, height: 56)
            }
            .transition(.scale.combined(with: .opacity))
        case .cloudy:
            Cloud()
                .transition(.move(edge: .top).combined(with: .opacity))
        case .rainy:
            VStack(spacing: 4) {
                Cloud()
                TimelineView(.animation) { context in
                    let t = context.date.timeIntervalSinceReferenceDate
                    HStack(spacing: 14) {
                        ForEach(0..<4) { drop in
                            Capsule()
                                .fill(Color.white.opacity(0.8))
                                .frame(width: 3, height: 10)
                                .offset(y: CGFloat((t * 30 + Double(drop) * 7).truncatingRemainder(dividingBy: 20)))
                        }
                    }
                    .frame(height: 30, alignment: .top)
                }
            }
            .transition(.opacity)
        }
    }

    var timeline: some Timeline {
        At(0.8) { withAnimation(.easeInOut(duration: 0.5)) { weather = weather.next } }
        At(1.8) { withAnimation(.easeInOut(duration: 0.5)) { weather = weather.next } }
    }
}

private enum Weather: Int, CaseIterable {
    case sunny, cloudy, rainy

    var title: String {
        switch self {
        case .sunny: return "Sunny"
        case .cloudy: return "Cloudy"
        case .rainy: return "Rain"
        }
    }

    var next: Weather {
        Weather.allCases[(rawValue + 1) % Weather.allCases.count]
    }
}

private struct Cloud: View {
    var body: some View {
        ZStack {
            Circle().frame(width: 44, height: 44).offset(x: -18, y: 6)
            Circle().frame(width: 56, height: 56).offset(x: 8, y: -4)
            Capsule().frame(width: 96, height: 34).offset(y: 14)
        }
        .foregroundStyle(.white)
        .frame(width: 110, height: 70)
    }
}
