import Foundation
@testable import Reel
import ReelTestSupport
import Testing

/// A modifier on several views (a `Group`, a view whose body has several root views) applies to
/// each of them, and they stay separate children of the enclosing stack, as SwiftUI's `Group`
/// documentation says; animatable modifiers and animatable views included.
@Suite struct GroupModifierTests {
    struct Fade: ViewModifier, Animatable {
        var amount: Double
        var animatableData: Double {
            get { amount }
            set { amount = newValue }
        }
        func body(content: Content) -> some View { content.opacity(amount) }
    }

    struct Bars: View, Animatable {
        var height: Double
        var animatableData: Double {
            get { height }
            set { height = newValue }
        }
        var body: some View {
            Rectangle().frame(width: 20, height: height)
            Rectangle().frame(width: 20, height: height)
        }
    }

    let size = CGSize(width: 100, height: 100)

    @Test func builtInModifierOnAGroupStacksTheViews() {
        let view = VStack(spacing: 0) {
            Group {
                Rectangle().frame(width: 20, height: 10)
                Rectangle().frame(width: 20, height: 10)
            }
            .padding(5)
        }
        // Two padded views of 30 x 20, one above the other, centred: 40 high from y = 30.
        #expect(frames(of: "Rectangle", in: view, size: size)
                == [CGRect(x: 40, y: 35, width: 20, height: 10), CGRect(x: 40, y: 55, width: 20, height: 10)])
    }

    @Test func animatableModifierOnAGroupStacksTheViews() {
        let view = VStack(spacing: 0) {
            Group {
                Rectangle().frame(width: 20, height: 10)
                Rectangle().frame(width: 20, height: 10)
            }
            .modifier(Fade(amount: 0.5))
        }
        #expect(frames(of: "Rectangle", in: view, size: size)
                == [CGRect(x: 40, y: 40, width: 20, height: 10), CGRect(x: 40, y: 50, width: 20, height: 10)])
    }

    @Test func animatableViewWithSeveralRootViewsStacksThem() {
        let view = HStack(spacing: 4) { Bars(height: 30) }
        #expect(frames(of: "Rectangle", in: view, size: size)
                == [CGRect(x: 28, y: 35, width: 20, height: 30), CGRect(x: 52, y: 35, width: 20, height: 30)])
    }
}
