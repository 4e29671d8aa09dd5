import Foundation

extension Touch {
    /// Types `text` into the text field named `target` (its title, accessibility label or
    /// identifier): the finger taps the field at the event's time, then one character goes in at
    /// each frame time after it, each changing the field's binding as a timeline event; with
    /// `submit`, Return follows one frame after the last character and runs the field's
    /// `onSubmit` actions. A target that is not a `TextField` or `SecureField` is an error.
    public static func type(_ text: String, into target: String, submit: Bool = false, file: String = #fileID, line: Int = #line) {
        play(.target(target), .type(text: text, submit: submit), location: "\(file):\(line)", position: nil)
    }
}
