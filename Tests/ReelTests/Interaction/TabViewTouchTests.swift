import Reel
import ReelTestSupport
import Testing

/// A tap on a `TabView`'s tab item selects its tab, as the tab bar's buttons do in SwiftUI: the
/// selection binding is set to the tab's tag when the finger lifts.
@Suite struct TabViewTouchTests {
    struct Tabs: AnimatedScene {
        var format = SceneFormat(width: 390, height: 844, fps: 10, duration: 2)
        @State var selection = "home"
        var body: some View {
            TabView(selection: $selection) {
                Text("Home page").tabItem { Label("Home", systemImage: "house") }.tag("home")
                Text("Search page").tabItem { Label("Search", systemImage: "magnifyingglass") }.tag("search")
            }
        }
        var timeline: some Timeline {
            At(0.5) { Touch.tap("Search") }
            At(1.0) { Touch.tap("Home") }
        }
    }

    @Test func aTapOnATabItemSelectsItsTab() throws {
        #expect(try TouchTests.texts(Tabs(), at: 0.55).contains("Home page"))
        #expect(try TouchTests.texts(Tabs(), at: 0.6).contains("Search page"))
        #expect(try !TouchTests.texts(Tabs(), at: 0.6).contains("Home page"))
        #expect(try TouchTests.texts(Tabs(), at: 1.1).contains("Home page"))
        #expect(TouchTests.errors(Tabs()).isEmpty)
    }
}
