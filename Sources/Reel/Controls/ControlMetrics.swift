import Foundation

/// iOS 17's control measurements in points, in one place (docs/Controls.md lists each with its
/// source). Where Apple publishes a figure (UIKit's fixed control sizes) it is Apple's; the rest
/// are Reel's, chosen to draw what iOS 17 draws at the default Dynamic Type size.
package enum ControlMetrics {
    // MARK: Toggle (UISwitch)

    /// The switch's track: UISwitch's fixed size.
    package static let switchSize = CGSize(width: 51, height: 31)
    /// The diameter of the switch's knob.
    package static let switchKnob: CGFloat = 27
    /// The gap between the knob and the track's edge: (31 - 27) / 2.
    package static let switchInset: CGFloat = 2

    // MARK: Slider (UISlider)

    /// The height of a slider, its knob's diameter.
    package static let sliderHeight: CGFloat = 28
    /// The diameter of the slider's knob.
    package static let sliderKnob: CGFloat = 28
    /// The thickness of the slider's track.
    package static let sliderTrack: CGFloat = 4

    // MARK: Stepper (UIStepper)

    /// The stepper's fixed size.
    package static let stepperSize = CGSize(width: 94, height: 32)
    /// The corner radius of the stepper's background.
    package static let stepperRadius: CGFloat = 8
    /// The divider between the stepper's halves: 1 pt wide, 18 pt tall.
    package static let stepperDivider = CGSize(width: 1, height: 18)
    /// The point size of the stepper's minus and plus symbols.
    package static let stepperSymbolSize: CGFloat = 17

    // MARK: Segmented control (UISegmentedControl)

    /// The height of a segmented picker.
    package static let segmentedHeight: CGFloat = 32
    /// The corner radius of the segmented control's track.
    package static let segmentedRadius: CGFloat = 9
    /// The gap between the selected segment's thumb and the track's edge.
    package static let segmentedInset: CGFloat = 2
    /// The corner radius of the selected segment's thumb.
    package static let segmentedThumbRadius: CGFloat = 7
    /// The point size of the segments' titles (13 pt: regular, semibold when selected).
    package static let segmentedFontSize: CGFloat = 13
    /// The divider between two unselected segments: 1 pt wide, 16 pt tall.
    package static let segmentedDivider = CGSize(width: 1, height: 16)

    // MARK: Progress views (UIActivityIndicatorView, UIProgressView)

    /// The side of the circular progress view (the medium activity indicator).
    package static let spinnerSize: CGFloat = 20
    /// The spokes of the activity indicator.
    package static let spinnerSpokes = 8
    /// The width of one spoke (a line with round caps).
    package static let spinnerSpokeWidth: CGFloat = 2.5
    /// Where a spoke starts and ends, from the centre.
    package static let spinnerSpokeRadii: ClosedRange<CGFloat> = 4.75...8.75
    /// Seconds for one turn of the activity indicator (one step per spoke).
    package static let spinnerPeriod: Double = 1
    /// The opacity of the faintest spoke (the leading spoke is opaque).
    package static let spinnerFaintest: Double = 0.25
    /// The thickness of the linear progress view's track.
    package static let progressTrack: CGFloat = 4
    /// The space between a progress view's label, its bar and its current value label.
    package static let progressSpacing: CGFloat = 4
    /// The space between the circular progress view and its label below it.
    package static let spinnerLabelSpacing: CGFloat = 8

    // MARK: Text fields (UITextField)

    /// The height of a rounded-border text field.
    package static let roundedFieldHeight: CGFloat = 34
    /// The corner radius of a rounded-border text field.
    package static let roundedFieldRadius: CGFloat = 5
    /// The space between a rounded-border field's edges and its text.
    package static let roundedFieldPadding: CGFloat = 7
    /// The width of a rounded-border field's outline.
    package static let roundedFieldBorder: CGFloat = 0.5

    // MARK: Labels and pickers

    /// The space between a label's icon and its title.
    package static let labelSpacing: CGFloat = 8
    /// The space between a menu picker's value and its chevrons.
    package static let menuChevronSpacing: CGFloat = 4
    /// The point size of a menu picker's chevrons.
    package static let menuChevronSize: CGFloat = 12

    // MARK: Gauge

    /// The thickness of the default (linear capacity) gauge's bar.
    package static let gaugeTrack: CGFloat = 6
    /// The side of an `.accessoryCircular` gauge.
    package static let gaugeCircularSize: CGFloat = 58
    /// The width of an `.accessoryCircular` gauge's ring.
    package static let gaugeCircularLine: CGFloat = 6

    // MARK: Bordered buttons

    /// The padding, corner radius and font of a bordered button at one control size.
    package struct BorderedButton {
        /// Points between the label and the left and right edges.
        package var horizontal: CGFloat
        /// Points between the label and the top and bottom edges.
        package var vertical: CGFloat
        /// The corner radius of the automatic shape (a rounded rectangle).
        package var radius: CGFloat
        /// The smallest height.
        package var minHeight: CGFloat
        /// The font of the label.
        package var font: Font
    }

    /// The bordered button's measurements at `size`.
    package static func borderedButton(_ size: ControlSize) -> BorderedButton {
        switch size {
        case .mini: return BorderedButton(horizontal: 8, vertical: 3, radius: 6, minHeight: 0, font: .footnote)
        case .small: return BorderedButton(horizontal: 10, vertical: 5, radius: 6, minHeight: 0, font: .subheadline)
        case .regular: return BorderedButton(horizontal: 12, vertical: 7, radius: 8, minHeight: 0, font: .body)
        case .large, .extraLarge: return BorderedButton(horizontal: 20, vertical: 14, radius: 12, minHeight: 50, font: .body)
        }
    }
    /// The opacity of a disabled control other than a button.
    package static let disabledOpacity: Double = 0.5
    /// The opacity of a borderless (automatic) button's label while pressed: UIKit's system
    /// button's highlighted alpha, which SwiftUI's automatic style shows at once on touch down.
    package static let pressedLabelOpacity: Double = 0.2
    /// The opacity of a bordered or bordered-prominent button (label and fill) while pressed,
    /// shown at once on touch down. Apple publishes no figure; this is Reel's reading of iOS 17's
    /// highlighted bordered buttons.
    package static let pressedBorderedOpacity: Double = 0.5
    /// How a pressed button's look fades back after the finger lifts: `Animation.default`, as
    /// SwiftUI's own styles do (the highlight goes at once, the release animates).
    package static var pressReleaseAnimation: Animation { .default }
    /// The opacity of the tint behind a bordered (not prominent) button's label.
    package static let borderedFillOpacity: Double = 0.15
}
