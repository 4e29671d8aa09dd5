import SwiftUI

struct HomeView: View {
    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "house.fill")
                .font(.system(size: 60))
                .foregroundStyle(.blue)
            Text("Welcome back")
                .font(.title)
        }
    }
}

struct SplashView: View {
    var body: some View {
        ZStack {
            Color.indigo
                .ignoresSafeArea()
            ProgressView()
                .tint(.white)
        }
    }
}

struct RootView: View {
    @State private var isLoading = true

    var body: some View {
        ZStack {
            if isLoading {
                SplashView()
                    .transition(.opacity)
            } else {
                HomeView()
            }
        }
        .task {
            await loadData()
        }
    }

    func loadData() async {
        try? await Task.sleep(for: .seconds(1.5))
        withAnimation(.easeInOut(duration: 0.5)) {
            isLoading = false
        }
    }
}

#Preview {
    RootView()
}
