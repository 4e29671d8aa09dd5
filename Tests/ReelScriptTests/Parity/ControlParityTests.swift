import Foundation
import Reel
import ReelCairo
import ReelScript
import ReelTestSupport
import Testing

/// Controls draw the same pixels compiled (`import Reel`) and from a view file: the views below
/// are copies of the corpus files `SettingsToggles.swift`, `ButtonGallery.swift`,
/// `FilterBar.swift`, `DownloadRow.swift` and `LoginScreen.swift` (Corpora/Views/), compiled and
/// drawn on the same device.
@Suite struct ControlParityTests {
    struct SettingsToggles: View {
        @State private var wifi = true
        @State private var bluetooth = false
        @State private var darkMode = true
        @State private var notifications = false

        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Text("Settings")
                    .font(.largeTitle)
                    .bold()
                Toggle("Wi-Fi", isOn: $wifi)
                Toggle("Bluetooth", isOn: $bluetooth)
                Toggle(isOn: $darkMode) {
                    Label("Dark Mode", systemImage: "moon.fill")
                }
                .tint(.orange)
                Toggle("Notifications", systemImage: "bell.fill", isOn: $notifications)
                Spacer()
            }
            .padding()
        }
    }

    struct PillButtonStyle: ButtonStyle {
        var color: Color = .indigo

        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .font(.headline)
                .foregroundStyle(.white)
                .padding(.horizontal, 24)
                .padding(.vertical, 12)
                .background(color, in: Capsule())
                .opacity(configuration.isPressed ? 0.6 : 1)
        }
    }

    struct TrailingIconLabelStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 4) {
                configuration.title
                configuration.icon
            }
        }
    }

    struct ButtonGallery: View {
        var body: some View {
            VStack(spacing: 20) {
                Button("Automatic") {}
                Button("Bordered") {}
                    .buttonStyle(.bordered)
                Button("Prominent") {}
                    .buttonStyle(.borderedProminent)
                Button("Delete", role: .destructive) {}
                    .buttonStyle(.borderedProminent)
                Button("Capsule") {}
                    .buttonStyle(.bordered)
                    .buttonBorderShape(.capsule)
                    .tint(.orange)
                Button("Share", systemImage: "square.and.arrow.down") {}
                Button("Custom") {}
                    .buttonStyle(PillButtonStyle())
                Label("Next", systemImage: "star.fill")
                    .labelStyle(TrailingIconLabelStyle())
                Label("Icon only", systemImage: "heart.fill")
                    .labelStyle(.iconOnly)
            }
        }
    }

    enum SortOrder: String, CaseIterable, Identifiable {
        case newest = "Newest"
        case popular = "Popular"
        case nearby = "Nearby"

        var id: String { rawValue }
    }

    struct FilterBar: View {
        @State private var order = SortOrder.popular
        @State private var guests = 2
        @State private var city = "Paris"

        var body: some View {
            VStack(spacing: 20) {
                Picker("Sort", selection: $order) {
                    ForEach(SortOrder.allCases) { order in
                        Text(order.rawValue).tag(order)
                    }
                }
                .pickerStyle(.segmented)
                Stepper("Guests: \(guests)", value: $guests, in: 1...8)
                HStack {
                    Text("City")
                    Spacer()
                    Picker("City", selection: $city) {
                        Text("London").tag("London")
                        Text("Paris").tag("Paris")
                        Text("Tokyo").tag("Tokyo")
                    }
                    .pickerStyle(.menu)
                }
                Spacer()
            }
            .padding()
        }
    }

    struct DownloadRow: View {
        let name: String
        let progress: Double

        var body: some View {
            HStack(spacing: 12) {
                Image(systemName: "doc.fill")
                    .font(.title)
                    .foregroundStyle(.blue)
                VStack(alignment: .leading, spacing: 6) {
                    Text(name)
                        .font(.headline)
                    ProgressView(value: progress)
                }
                Text("\(Int(progress * 100))%")
                    .font(.caption)
                    .monospacedDigit()
                    .foregroundStyle(.secondary)
            }
            .padding()
        }
    }

    struct DownloadsView: View {
        var body: some View {
            VStack(spacing: 0) {
                DownloadRow(name: "Keynote.mov", progress: 0.5)
                DownloadRow(name: "Photos.zip", progress: 0.9)
                ProgressView("Preparing…")
                    .padding(.top, 24)
                ProgressView(value: 3, total: 4) {
                    Text("Installing")
                } currentValueLabel: {
                    Text("3 of 4")
                }
                .padding()
                Spacer()
            }
        }
    }

    struct LoginScreen: View {
        @State private var email = ""
        @State private var password = "hunter22"

        var body: some View {
            VStack(spacing: 16) {
                Image(systemName: "person.fill")
                    .font(.system(size: 60))
                    .foregroundStyle(.tint)
                Text("Welcome back")
                    .font(.title)
                    .bold()
                TextField("Email", text: $email)
                    .textFieldStyle(.roundedBorder)
                SecureField("Password", text: $password)
                    .textFieldStyle(.roundedBorder)
                Button {
                    print("sign in")
                } label: {
                    Text("Sign In")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                Button("Forgot password?") {}
            }
            .padding(.horizontal, 32)
        }
    }

    /// A compiled twin of a corpus preview: its view, and the colour scheme of its canvas.
    protocol Twin: View {
        init()
        static var scheme: ColorScheme { get }
    }

    /// The twin `T` on an iPhone 15, as a preview draws it.
    struct OnPhone<T: Twin>: AnimatedScene {
        var format: SceneFormat { PreviewCanvas(device: .iPhone15, colorScheme: T.scheme).format(duration: 1) }
        var body: some View { DeviceScreen(PreviewCanvas(device: .iPhone15, colorScheme: T.scheme)) { T() } }
    }

    struct LightToggles: Twin { static let scheme = ColorScheme.light; var body: some View { SettingsToggles() } }
    struct DarkToggles: Twin { static let scheme = ColorScheme.dark; var body: some View { SettingsToggles().preferredColorScheme(.dark) } }
    struct LightGallery: Twin { static let scheme = ColorScheme.light; var body: some View { ButtonGallery() } }
    struct DarkGallery: Twin { static let scheme = ColorScheme.dark; var body: some View { ButtonGallery().preferredColorScheme(.dark) } }
    struct Filters: Twin { static let scheme = ColorScheme.light; var body: some View { FilterBar() } }
    struct Downloads: Twin { static let scheme = ColorScheme.light; var body: some View { DownloadsView() } }
    struct Login: Twin { static let scheme = ColorScheme.light; var body: some View { LoginScreen() } }

    func expectSame<T: Twin>(_ name: String, preview: String? = nil, _ twin: T.Type, frames: [Int] = [0]) throws {
        let scene = try ViewCorpusTests.load(name, preview: preview).makeScene()
        let compiled = OnPhone<T>()
        #expect(scene.format == compiled.format)
        try FrameParity.expectSame(compiled, scene, frames: frames, compiledRenderer: FrameRenderer(), interpretedRenderer: FrameRenderer())
    }

    @Test func togglesDrawAsTheirCompiledTwins() throws {
        try expectSame("SettingsToggles", LightToggles.self)
        try expectSame("SettingsToggles", preview: "Settings dark", DarkToggles.self)
    }

    @Test func buttonStylesAndLabelStylesDrawAsTheirCompiledTwins() throws {
        try expectSame("ButtonGallery", LightGallery.self)
        try expectSame("ButtonGallery", preview: "Gallery dark", DarkGallery.self)
    }

    @Test func pickersAndSteppersDrawAsTheirCompiledTwins() throws {
        try expectSame("FilterBar", Filters.self)
    }

    @Test func progressViewsDrawAsTheirCompiledTwinsAsTheyTurn() throws {
        try expectSame("DownloadRow", Downloads.self, frames: [0, 8, 30, 59])
    }

    @Test func textFieldsAndLargeButtonsDrawAsTheirCompiledTwins() throws {
        try expectSame("LoginScreen", Login.self)
    }
}
