import SwiftUI

@Observable
final class VisitCounter {
    var visits = 0

    func visit() -> Int {
        visits += 1
        return visits
    }
}

struct Greeting: View {
    let counter: VisitCounter

    var body: some View {
        Text("Visit \(counter.visit())")
    }
}

struct ModelChangedInBody: AnimatedScene {
    var format = SceneFormat(width: 200, height: 100)
    @State private var counter = VisitCounter()

    var body: some View {
        VStack {
            Greeting(counter: counter)
            Text("\(counter.visits)")
        }
    }

    var timeline: some Timeline {
        At(0.5) { counter.visits = 10 }
    }
}
