import SwiftUI
import Combine

struct Ticker: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("\(count)")
            Text("\(count * 2)")
        }
        .onAppear {
            Timer.scheduledTimer(timeInterval: 1, target: self, selector: nil, userInfo: nil, repeats: true)
        }
        .onChange(of: count, initial: true) {
            Timer.scheduledTimer(withTimeInterval: 0, repeats: true) { _ in count += 1 }
        }
        .task {
            let timer = Timer.publish(every: 1, on: .current, in: .common)
        }
    }
}

#Preview { Ticker() }
