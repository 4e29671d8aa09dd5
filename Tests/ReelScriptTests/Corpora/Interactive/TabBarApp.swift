import SwiftUI

struct TabBarApp: View {
    enum Tab: Hashable {
        case home, favorites, settings
    }

    @State private var selectedTab: Tab = .home

    var body: some View {
        TabView(selection: $selectedTab) {
            Text("Welcome home")
                .font(.title)
                .tabItem {
                    Label("Home", systemImage: "house.fill")
                }
                .tag(Tab.home)

            Text("No favorites yet")
                .font(.title)
                .tabItem {
                    Label("Favorites", systemImage: "star.fill")
                }
                .tag(Tab.favorites)

            Text("Settings")
                .font(.title)
                .tabItem {
                    Label("Settings", systemImage: "gearshape.fill")
                }
                .tag(Tab.settings)
        }
    }
}

#Preview {
    TabBarApp()
}
