import SwiftUI

struct ScoreBar: View {
    let member: Member

    var body: some View {
        Rectangle()
            .fill(Color.highlight)
            .frame(width: fullBarWidth * member.fraction, height: 20)
            .frame(width: fullBarWidth, alignment: .leading)
            .card()
    }
}
