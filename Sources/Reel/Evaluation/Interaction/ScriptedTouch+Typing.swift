import Foundation

extension ScriptedTouch {
    /// Typing's phases: the finger taps the field at `start` (finding it), then one character of
    /// `text` is typed at each frame time after it, each a change of the field's binding (so
    /// `onChange(of:)` and what depends on the text run per character), then Return one frame after
    /// the last character when `submit` (the field's `onSubmit` actions).
    func typePhases(start: Double, fps: Double, text: String, submit: Bool) -> [(time: Double, run: () -> Void)] {
        var phases: [(Double, () -> Void)] = [(start, { self.down(first: true) })]
        let rate = fps.isFinite && fps > 0 ? fps : 60
        let startFrame = (start * rate + 1e-6).rounded(.down)
        var frame = startFrame + 1
        for character in text {
            phases.append((frame / rate, { self.typed(String(character)) }))
            frame += 1
        }
        if submit { phases.append((frame / rate, { self.submitted() })) }
        return phases
    }

    /// The field that took the touch, now.
    private var typing: TextTyping? {
        guard !hasEnded, let playback = TouchPlayback.current, let root = playback.layout(for: self) else { return nil }
        return currentHandler(root)?.handler.typing
    }

    private func typed(_ characters: String) {
        typing?.append(characters)
    }

    private func submitted() {
        typing?.submit.forEach { $0() }
    }
}
