import Testing
@testable import ReelPreview

/// Query parameters are read as a browser writes them: `+` is a space, escapes decode, the first of
/// a repeated name wins.
@Suite struct PreviewQueryTests {
    @Test func formEncodingDecodes() {
        let query = PreviewQuery.parameters("device=iPhone+SE+(3rd+generation)&t=0.5&t=9&label=a%2Bb%20c&flag&=x&bad=%E0%A4%A")
        #expect(query["device"] == "iPhone SE (3rd generation)")
        #expect(query["t"] == "0.5")
        #expect(query["label"] == "a+b c")
        #expect(query["flag"] == "")
        #expect(query[""] == nil)
        #expect(query["bad"] == nil)
        #expect(query.count == 4)
    }

    @Test func noQueryIsNoParameters() {
        #expect(PreviewQuery.parameters(nil).isEmpty)
        #expect(PreviewQuery.parameters("").isEmpty)
        #expect(PreviewQuery.parameters("&&").isEmpty)
    }
}
