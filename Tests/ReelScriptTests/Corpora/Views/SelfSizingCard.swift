import SwiftUI

struct HeightPreferenceKey: PreferenceKey {
    static var defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

/// Draws an accent bar beside the content, exactly as tall as the content measures.
struct AccentBar: ViewModifier {
    let color: Color
    @State private var height: CGFloat = 0

    func body(content: Content) -> some View {
        HStack(alignment: .top, spacing: 12) {
            RoundedRectangle(cornerRadius: 2)
                .fill(color)
                .frame(width: 4, height: height)
            content
                .background(
                    GeometryReader { proxy in
                        Color.clear
                            .preference(key: HeightPreferenceKey.self, value: proxy.size.height)
                    }
                )
        }
        .onPreferenceChange(HeightPreferenceKey.self) { newHeight in
            height = newHeight
        }
    }
}

extension View {
    func accentBar(_ color: Color) -> some View {
        modifier(AccentBar(color: color))
    }
}

struct ReleaseNote: View {
    @State private var expanded = false
    @State private var measured: CGFloat = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("What's New")
                .font(.headline)
            Text("Offline maps and faster search.")
                .font(.body)
            if expanded {
                Text("Widgets now refresh every hour.")
                    .font(.body)
                Text("Dark mode follows the system.")
                    .font(.body)
            }
        }
        .frame(width: 280, alignment: .leading)
        .accentBar(.purple)
        .padding(20)
        .background(
            GeometryReader { proxy in
                RoundedRectangle(cornerRadius: 16)
                    .fill(Color.purple.opacity(0.08))
                    .onAppear {
                        measured = proxy.size.height
                    }
                    .onChange(of: proxy.size.height) { _, newHeight in
                        measured = newHeight
                    }
            }
        )
        .overlay(alignment: .bottomTrailing) {
            Text("\(Int(measured)) pt")
                .font(.caption2)
                .foregroundStyle(.secondary)
                .padding(6)
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                withAnimation(.easeInOut(duration: 0.4)) {
                    expanded = true
                }
            }
        }
    }
}

#Preview {
    ReleaseNote()
}
