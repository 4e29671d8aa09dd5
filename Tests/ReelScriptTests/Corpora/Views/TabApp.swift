import SwiftUI

struct HomeTab: View {
    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                RoundedRectangle(cornerRadius: 12)
                    .fill(.orange)
                    .frame(height: 120)
                Text("Welcome back")
                    .font(.title2)
            }
            .padding()
            .navigationTitle("Home")
        }
    }
}

struct SearchTab: View {
    var body: some View {
        Color.teal
    }
}

struct ProfileTab: View {
    var body: some View {
        Text("Profile")
    }
}

struct TabApp: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            HomeTab()
                .tabItem {
                    Image(systemName: "house")
                    Text("Home")
                }
                .tag(0)
            SearchTab()
                .tabItem {
                    Image(systemName: "magnifyingglass")
                    Text("Search")
                }
                .tag(1)
            ProfileTab()
                .tabItem {
                    Image(systemName: "person")
                    Text("Profile")
                }
                .tag(2)
        }
    }
}

#Preview {
    TabApp()
}

#Preview("Pages") {
    TabView {
        Color.red
        Color.green
        Color.blue
    }
    .tabViewStyle(.page)
}
