import Reel

/// A generic card container specialised explicitly (`TitledCard<Text>(…)`,
/// `TitledCard<Circle>(…)`), an empty `Array<Double>()` filled in a loop, and an explicit
/// `init` delegating to another with `self.init(…)`.
struct TitledCard: AnimatedScene {
    var format = SceneFormat(width: 280, height: 180, fps: 10, duration: 2, background: Color(white: 0.95))
    @State private var expanded = false

    var body: some View {
        HStack(spacing: 12) {
            Card<Text>(title: "Score", content: Text("42").font(.title))
            Card<AnyView>(title: "Bars", content: AnyView(bars))
            Card(title: "Dot", content: Circle().fill(expanded ? Color.pink : Color.purple).frame(width: 30, height: 30),
                 tint: expanded ? Color(white: 0.85) : .white)
        }
    }

    private var bars: some View {
        var heights = Array<Double>()
        for step in 1...4 { heights.append(Double(step) * (expanded ? 9 : 5)) }
        return HStack(alignment: .bottom, spacing: 3) {
            ForEach(0..<heights.count, id: \.self) { index in
                Rectangle().fill(Color.teal).frame(width: 6, height: heights[index])
            }
        }
    }

    var timeline: some Timeline {
        At(0.8) {
            withAnimation(.easeInOut(duration: 0.6)) { expanded = true }
        }
    }
}

private struct Card<Content: View>: View {
    let title: String
    let content: Content
    let tint: Color

    init(title: String, content: Content, tint: Color) {
        self.title = title
        self.content = content
        self.tint = tint
    }

    init(title: String, content: Content) {
        self.init(title: title, content: content, tint: .white)
    }

    var body: some View {
        VStack(spacing: 6) {
            Text(title).font(.caption).foregroundColor(.gray)
            content
        }
        .padding(10)
        .background(RoundedRectangle(cornerRadius: 10).fill(tint))
    }
}
