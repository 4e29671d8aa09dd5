import SwiftUI

@Observable
final class StepCounter {
    var steps = 0
    let goal = 4

    var progress: Double { Double(steps) / Double(goal) }
    var isDone: Bool { steps >= goal }

    func step() {
        steps += 1
    }
}

struct StepBar: View {
    let counter: StepCounter

    var body: some View {
        ZStack(alignment: .leading) {
            Capsule()
                .fill(Color.gray.opacity(0.3))
            Capsule()
                .fill(counter.isDone ? Color.green : Color.blue)
                .frame(width: 240 * counter.progress)
        }
        .frame(width: 240, height: 24)
    }
}

struct StepCounterView: View {
    @State private var counter = StepCounter()

    var body: some View {
        VStack(spacing: 20) {
            Text("\(counter.steps) of \(counter.goal) steps")
                .font(.headline)
            StepBar(counter: counter)
        }
        .onAppear {
            for second in 1...4 {
                DispatchQueue.main.asyncAfter(deadline: .now() + Double(second) * 0.5) {
                    withAnimation(.linear(duration: 0.25)) {
                        counter.step()
                    }
                }
            }
        }
    }
}

#Preview {
    StepCounterView()
}
