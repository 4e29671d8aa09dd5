import SwiftUI
import Combine

struct Ticker: View {
    @State private var count = 0
    @State private var seconds = 0
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack {
            Text("\(count)")
                .onReceive(timer) { _ in count += 1 }
            Text("\(seconds)")
        }
        .onAppear {
            Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { tick in
                seconds += 1
                if seconds == 10 { tick.invalidate() }
            }
        }
    }
}

#Preview { Ticker() }
