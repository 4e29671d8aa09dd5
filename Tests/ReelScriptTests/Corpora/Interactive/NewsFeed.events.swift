// Pulled down 200 pt over 0.4 s: past the threshold the spinner shows and the refresh starts;
// after the lift the list rests below the spinner until the refresh ends.
At(0.5) { scroll("Markets rally", by: CGSize(width: 0, height: 200), duration: 0.4) }
