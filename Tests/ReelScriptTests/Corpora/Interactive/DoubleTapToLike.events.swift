// One tap: the caption shows once the double-tap window (0.35 s after the lift) has passed.
At(0.5) { tap("Photo") }
// Two taps: liked, and the caption stays.
At(2.0) { doubleTap("Photo") }
