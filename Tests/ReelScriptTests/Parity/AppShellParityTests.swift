import Foundation
import Reel
import ReelCairo
import ReelScript
import ReelTestSupport
import Testing

/// The app-shell corpus files draw the same pixels as their views compiled against Reel and drawn
/// on the same device: copies of `GroceryList.swift`, `TabApp.swift` and `SettingsForm.swift`
/// (Corpora/Views/), compiled.
@Suite struct AppShellParityTests {
    struct GroceryItem: Identifiable {
        let id: Int
        let name: String
        let quantity: Int
    }

    struct GroceryRow: View {
        let item: GroceryItem
        var body: some View {
            HStack {
                Text(item.name)
                Spacer()
                Text("\(item.quantity)")
                    .foregroundStyle(.secondary)
            }
        }
    }

    struct GroceryList: View {
        let items = [
            GroceryItem(id: 1, name: "Apples", quantity: 6),
            GroceryItem(id: 2, name: "Bread", quantity: 1),
            GroceryItem(id: 3, name: "Milk", quantity: 2),
            GroceryItem(id: 4, name: "Coffee", quantity: 1),
        ]
        var body: some View {
            NavigationStack {
                List {
                    ForEach(items) { item in
                        GroceryRow(item: item)
                    }
                }
                .navigationTitle("Groceries")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Image(systemName: "plus")
                    }
                }
            }
        }
    }

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
                Color.teal
                    .tabItem {
                        Image(systemName: "magnifyingglass")
                        Text("Search")
                    }
                    .tag(1)
                Text("Profile")
                    .tabItem {
                        Image(systemName: "person")
                        Text("Profile")
                    }
                    .tag(2)
            }
        }
    }

    struct SettingsLabel: View {
        let title: String
        let systemImage: String
        let color: Color
        var body: some View {
            HStack(spacing: 12) {
                Image(systemName: systemImage)
                    .foregroundStyle(.white)
                    .frame(width: 28, height: 28)
                    .background(color, in: RoundedRectangle(cornerRadius: 6))
                Text(title)
            }
        }
    }

    struct SettingsForm: View {
        var body: some View {
            NavigationStack {
                Form {
                    Section("Connections") {
                        SettingsLabel(title: "Wi-Fi", systemImage: "wifi", color: .blue)
                        SettingsLabel(title: "Bluetooth", systemImage: "bolt", color: .blue)
                    }
                    Section {
                        NavigationLink("About") {
                            Text("Version 1.0")
                        }
                        HStack {
                            Text("Version")
                            Spacer()
                            Text("17.0")
                                .foregroundStyle(.secondary)
                        }
                    } footer: {
                        Text("Updates install overnight.")
                    }
                }
                .navigationTitle("Settings")
            }
        }
    }

    struct GroceryOnPhone: AnimatedScene {
        var format = PreviewCanvas(device: .iPhone15).format(duration: 1)
        var body: some View { DeviceScreen(PreviewCanvas(device: .iPhone15)) { GroceryList() } }
    }

    struct TabsOnPhone: AnimatedScene {
        var format = PreviewCanvas(device: .iPhone15).format(duration: 1)
        var body: some View { DeviceScreen(PreviewCanvas(device: .iPhone15)) { TabApp() } }
    }

    struct DarkSettingsOnPhone: AnimatedScene {
        var format = PreviewCanvas(device: .iPhone15, colorScheme: .dark).format(duration: 1)
        var body: some View {
            DeviceScreen(PreviewCanvas(device: .iPhone15, colorScheme: .dark)) { SettingsForm().preferredColorScheme(.dark) }
        }
    }

    @Test func theGroceryListDrawsAsItsCompiledTwin() throws {
        let scene = try ViewCorpusTests.load("GroceryList").makeScene()
        try FrameParity.expectSame(GroceryOnPhone(), scene, frames: [0], compiledRenderer: FrameRenderer(), interpretedRenderer: FrameRenderer())
    }

    @Test func theTabAppDrawsAsItsCompiledTwin() throws {
        let scene = try ViewCorpusTests.load("TabApp").makeScene()
        try FrameParity.expectSame(TabsOnPhone(), scene, frames: [0], compiledRenderer: FrameRenderer(), interpretedRenderer: FrameRenderer())
    }

    @Test func theDarkSettingsFormDrawsAsItsCompiledTwin() throws {
        let scene = try ViewCorpusTests.load("SettingsForm", preview: "Dark").makeScene()
        try FrameParity.expectSame(DarkSettingsOnPhone(), scene, frames: [0], compiledRenderer: FrameRenderer(),
                                   interpretedRenderer: FrameRenderer())
    }
}
