import Foundation
import Reel

/// Eight transitions side by side, each in its own window: a card is inserted at 0.5 s, replaced
/// by a second card at 2.2 s (the first leaves while the second enters), and removed at 3.9 s,
/// every change under one easeInOut animation, so each window shows its transition in and out.
public struct TransitionsGallery: AnimatedScene {
    /// The canvas: 640 × 480 points, 30 fps, 5.5 s.
    public var format = SceneFormat(width: 640, height: 480, fps: 30, duration: 5.5, background: Color(hex: 0x101322))
    @State var step = 0

    /// The scene in its first state.
    public init() {}

    /// The scene's views for the current state.
    public var body: some View {
        VStack(spacing: 22) {
            VStack(spacing: 4) {
                Text("Transitions")
                    .font(.system(size: 24, weight: .bold))
                    .foregroundStyle(Color.white)
                Text(step == 0 ? "waiting" : (step == 1 ? "insert A" : (step == 2 ? "A out, B in" : "remove B")))
                    .font(.system(size: 13, design: .monospaced))
                    .foregroundStyle(Color(hex: 0x8C93B8))
            }
            VStack(spacing: 18) {
                HStack(spacing: 8) {
                    ForEach(0..<4) { i in
                        TransitionCell(kind: i, step: step)
                    }
                }
                HStack(spacing: 8) {
                    ForEach(4..<8) { i in
                        TransitionCell(kind: i, step: step)
                    }
                }
            }
        }
    }

    /// Inserts card A at 0.5 s, swaps it for card B at 2.2 s and removes B at 3.9 s.
    public var timeline: some Timeline {
        At(0.5) { withAnimation(.easeInOut(duration: 0.8)) { step = 1 } }
        At(2.2) { withAnimation(.easeInOut(duration: 0.8)) { step = 2 } }
        At(3.9) { withAnimation(.easeInOut(duration: 0.8)) { step = 3 } }
    }
}

/// One window of the gallery: a clipped frame in which card A is present at step 1 and card B
/// at step 2, both with this window's transition, and the transition's name underneath.
struct TransitionCell: View {
    let kind: Int
    let step: Int

    /// The transition this window shows.
    var transition: AnyTransition {
        switch kind {
        case 0: return .opacity
        case 1: return .scale
        case 2: return .slide
        case 3: return .move(edge: .bottom)
        case 4: return .offset(x: 0, y: -40)
        case 5: return .push(from: .trailing)
        case 6: return .asymmetric(insertion: .scale(scale: 0.2, anchor: .bottomLeading), removal: .move(edge: .top))
        default: return AnyTransition.opacity.combined(with: .scale(scale: 1.6, anchor: .center))
        }
    }

    /// The transition as written in a scene.
    var name: String {
        switch kind {
        case 0: return ".opacity"
        case 1: return ".scale"
        case 2: return ".slide"
        case 3: return ".move(edge: .bottom)"
        case 4: return ".offset(y: -40)"
        case 5: return ".push(from: .trailing)"
        case 6: return ".asymmetric"
        default: return ".combined(with:)"
        }
    }

    var body: some View {
        VStack(spacing: 8) {
            ZStack {
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color(hex: 0x1A1F36))
                if step == 1 {
                    TransitionCard(title: "A", colors: [Color(hex: 0x7C5CFF), Color(hex: 0x4F46E5)])
                        .transition(transition)
                }
                if step == 2 {
                    TransitionCard(title: "B", colors: [Color(hex: 0xFF7A59), Color(hex: 0xF43F5E)])
                        .transition(transition)
                }
            }
            .frame(width: 138, height: 138)
            .clipShape(RoundedRectangle(cornerRadius: 12))
            .overlay(RoundedRectangle(cornerRadius: 12).stroke(Color(hex: 0x2E3558), lineWidth: 1.5))
            Text(name)
                .font(.system(size: 10, weight: .medium, design: .monospaced))
                .foregroundStyle(Color(hex: 0xB9C0E0))
        }
        .frame(width: 148)
    }
}

/// A card that fills its window: a gradient with a large letter and a small star.
struct TransitionCard: View {
    let title: String
    let colors: [Color]

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 12)
                .fill(LinearGradient(colors: colors, startPoint: .topLeading, endPoint: .bottomTrailing))
            Text(title)
                .font(.system(size: 56, weight: .heavy))
                .foregroundStyle(Color.white)
            Star(points: 5, innerRadiusFraction: 0.45)
                .fill(Color.white.opacity(0.85))
                .frame(width: 20, height: 20)
                .offset(x: 44, y: -44)
        }
    }
}
