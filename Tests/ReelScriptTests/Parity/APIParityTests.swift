import Foundation
import Reel
import ReelCairo
import ReelScript
import ReelTestSupport
import Testing

/// The API of issue 27 draws the same in compiled scenes as in view files: the corpus files
/// `ScoreCounter.swift` (`AnimatableModifier`, `AnyTransition.animation(_:)`),
/// `SymbolEffectsRow.swift` (symbol effects), `LabeledBarChart.swift` (`GraphicsContext.resolve`,
/// `strokedPath`) and `GlassProfileCard.swift` (materials, `.rect(cornerRadius:)`, `.circle`,
/// `.capsule`, `Color(UIColor)`, `Font.system(_:design:weight:)`), compiled.
@Suite struct APIParityTests {
    struct CountingNumber: AnimatableModifier {
        var number: Double
        var animatableData: Double {
            get { number }
            set { number = newValue }
        }
        func body(content: Content) -> some View {
            Text("\(Int(number))")
                .font(.system(size: 64, weight: .heavy, design: .rounded))
                .monospacedDigit()
        }
    }

    struct ScoreCounter: View {
        @State private var score = 0.0
        @State private var showBadge = false
        var body: some View {
            VStack(spacing: 24) {
                Color.clear
                    .frame(width: 200, height: 80)
                    .modifier(CountingNumber(number: score))
                if showBadge {
                    Text("New high score!")
                        .font(.headline)
                        .foregroundStyle(.white)
                        .padding(.horizontal, 16)
                        .padding(.vertical, 8)
                        .background(.green, in: .capsule)
                        .transition(.opacity.animation(.easeIn(duration: 0.4)))
                }
            }
            .frame(height: 200, alignment: .top)
            .onAppear {
                withAnimation(.linear(duration: 1.5)) { score = 300 }
                Reel.DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { showBadge = true }
            }
        }
    }

    struct SymbolEffectsRow: View {
        @State private var notifications = 0
        @State private var isSearching = true
        var body: some View {
            HStack(spacing: 40) {
                Image(systemName: "bell.fill")
                    .symbolEffect(.bounce, value: notifications)
                    .foregroundStyle(.orange)
                Image(systemName: "wifi")
                    .symbolEffect(.variableColor.iterative, isActive: isSearching)
                    .foregroundStyle(.blue)
                Image(systemName: "heart.fill")
                    .symbolRenderingMode(.hierarchical)
                    .symbolEffect(.pulse)
                    .foregroundStyle(.red)
            }
            .font(.system(size: 44))
            .onAppear {
                Reel.DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { notifications += 1 }
            }
        }
    }

    struct Sale: Identifiable {
        let id: Int
        let month: String
        let amount: Double
    }

    struct LabeledBarChart: View {
        let sales = [Sale(id: 0, month: "Jan", amount: 40), Sale(id: 1, month: "Feb", amount: 65),
                     Sale(id: 2, month: "Mar", amount: 90), Sale(id: 3, month: "Apr", amount: 55)]
        var body: some View {
            Canvas { context, size in
                let maxAmount = sales.map(\.amount).max() ?? 1
                let slot = size.width / CGFloat(sales.count)
                let chartHeight = size.height - 30
                var grid = Path()
                grid.move(to: CGPoint(x: 0, y: chartHeight))
                grid.addLine(to: CGPoint(x: size.width, y: chartHeight))
                context.fill(grid.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .round)), with: .color(.gray))
                for sale in sales {
                    let x = CGFloat(sale.id) * slot
                    let height = chartHeight * sale.amount / maxAmount
                    let bar = CGRect(x: x + 12, y: chartHeight - height, width: slot - 24, height: height)
                    context.fill(Path(roundedRect: bar, cornerRadius: 6), with: .color(.blue))
                    let label = context.resolve(Text(sale.month).font(.caption))
                    let labelSize = label.measure(in: size)
                    context.draw(label, at: CGPoint(x: x + slot / 2, y: chartHeight + 6 + labelSize.height / 2))
                    var value = context.resolve(Text("\(Int(sale.amount))").font(.caption2.bold()))
                    value.shading = .color(.white)
                    context.draw(value, at: CGPoint(x: x + slot / 2, y: chartHeight - height + 12))
                }
            }
            .frame(width: 320, height: 220)
            .padding()
        }
    }

    struct ProfileStat: View {
        let value: String
        let label: String
        var body: some View {
            VStack(spacing: 2) {
                Text(value).font(.system(.title3, design: .rounded, weight: .bold))
                Text(label).font(.caption).foregroundStyle(Color(.secondaryLabel))
            }
            .frame(maxWidth: .infinity)
        }
    }

    struct ProfileScreen: View {
        var body: some View {
            ZStack {
                LinearGradient(colors: [.orange, .pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
                    .ignoresSafeArea()
                Circle().fill(.yellow).frame(width: 180, height: 180).offset(x: -90, y: -150)
                VStack(spacing: 16) {
                    Image(systemName: "person.fill")
                        .font(.system(size: 36))
                        .foregroundStyle(.white)
                        .frame(width: 80, height: 80)
                        .background(Color(.systemIndigo))
                        .clipShape(.circle)
                    Text("Ava Thompson").font(.system(.title2, design: .rounded, weight: .semibold))
                    HStack {
                        ProfileStat(value: "128", label: "Posts")
                        ProfileStat(value: "4.2k", label: "Followers")
                        ProfileStat(value: "310", label: "Following")
                    }
                    Button("Follow") {}
                        .font(.headline)
                        .padding(.horizontal, 32)
                        .padding(.vertical, 10)
                        .background(.thinMaterial, in: .capsule)
                }
                .padding(24)
                .background(.ultraThinMaterial, in: .rect(cornerRadius: 28))
                .padding(24)
            }
        }
    }

    struct MeshHero: View {
        var body: some View {
            ZStack(alignment: .bottomLeading) {
                MeshGradient(width: 3, height: 3,
                             points: [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.6, 0.4], [1, 0.5], [0, 1], [0.5, 1], [1, 1]],
                             colors: [.indigo, .purple, .pink, .blue, .mint, .orange, .teal, .cyan, .yellow])
                    .frame(height: 320)
                VStack(alignment: .leading, spacing: 6) {
                    Text("Summer Sessions").font(.system(.largeTitle, design: .rounded, weight: .heavy))
                    Text("Live music every Friday").font(.headline)
                }
                .foregroundStyle(.white)
                .padding(24)
            }
            .clipShape(.rect(cornerRadius: 32))
            .padding()
            .frame(maxHeight: .infinity, alignment: .top)
        }
    }
    struct MeshOnPhone: AnimatedScene {
        var format = PreviewCanvas(device: .iPhone15).format(duration: 1)
        var body: some View { DeviceScreen(PreviewCanvas(device: .iPhone15)) { MeshHero() } }
    }

    struct ScoreOnPhone: AnimatedScene {
        var format = PreviewCanvas(device: .iPhone15).format(duration: 1.9)
        var body: some View { DeviceScreen(PreviewCanvas(device: .iPhone15)) { ScoreCounter() } }
    }
    struct SymbolsOnPhone: AnimatedScene {
        var format = PreviewCanvas(device: .iPhone15).format(duration: 1)
        var body: some View { DeviceScreen(PreviewCanvas(device: .iPhone15)) { SymbolEffectsRow() } }
    }
    struct ChartOnPhone: AnimatedScene {
        var format = PreviewCanvas(device: .iPhone15).format(duration: 1)
        var body: some View { DeviceScreen(PreviewCanvas(device: .iPhone15)) { LabeledBarChart() } }
    }
    struct CardOnPhone: AnimatedScene {
        var format = PreviewCanvas(device: .iPhone15).format(duration: 1)
        var body: some View { DeviceScreen(PreviewCanvas(device: .iPhone15)) { ProfileScreen() } }
    }

    func expectTwins<S: AnimatedScene>(_ name: String, _ compiled: S, frames: [Int]) throws {
        let scene = try ViewCorpusTests.loaded(name, duration: compiled.format.duration).makeScene()
        #expect(scene.format == compiled.format)
        try FrameParity.expectSame(compiled, scene, frames: frames, compiledRenderer: FrameRenderer(), interpretedRenderer: FrameRenderer())
    }

    @Test func theScoreCounterDrawsAsItsCompiledTwin() throws {
        try expectTwins("ScoreCounter", ScoreOnPhone(), frames: [0, 45, 89, 90, 102, 113])
    }

    @Test func theSymbolEffectsDrawAsTheirCompiledTwin() throws {
        try expectTwins("SymbolEffectsRow", SymbolsOnPhone(), frames: [0, 18, 24, 30, 36, 48, 59])
    }

    @Test func theResolvedChartDrawsAsItsCompiledTwin() throws {
        try expectTwins("LabeledBarChart", ChartOnPhone(), frames: [0])
    }

    @Test func theMeshHeroDrawsAsItsCompiledTwin() throws {
        try expectTwins("MeshHero", MeshOnPhone(), frames: [0])
    }

    @Test func theGlassCardDrawsAsItsCompiledTwin() throws {
        try expectTwins("GlassProfileCard", CardOnPhone(), frames: [0])
    }
}
