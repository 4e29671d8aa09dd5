import Foundation

/// A control that picks one of several options, as SwiftUI's `Picker`: the options are the views
/// of its content, each standing for the value of its `tag(_:)` (or its `ForEach` identity); the
/// one equal to the selection is selected. Drawn by the picker style of the environment
/// (`pickerStyle(_:)`): on iOS automatically the closed menu (the selected option in the tint with
/// up-and-down chevrons), or the segmented control.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    /// A picker of `selection` among `content`, described by `label`.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// A picker of `selection` among `content`, described by `label`.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
        self.label = label
    }

    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }

    package func makeNode(in context: ResolveContext) -> ViewNode {
        let selected = AnyHashable(selection.wrappedValue)
        let view = PickerBody(content: AnyView(content), isSelected: { $0 == selected })
        guard context.environment.controls.pickerStyle is SegmentedPickerStyle else { return context.controlNode("Picker", context.resolve(view)) }
        // A tap on the segmented control selects the segment under the finger (equal segments).
        let tags = TagKey.options(of: context.resolve(content)).map(\.tag)
        let binding = selection
        var handler = TouchHandler(name: "Picker")
        handler.tapInSize = { location, size in
            guard !tags.isEmpty, size.width > 0 else { return }
            let index = min(tags.count - 1, max(0, Int(location.x / (size.width / CGFloat(tags.count)))))
            if let value = tags[index]?.base as? SelectionValue { binding.wrappedValue = value }
        }
        return context.interactiveControlNode("Picker", context.resolve(view), handlers: [handler])
    }
}

extension Picker where Label == Text {
    /// A picker of `selection` among `content`, titled `title`.
    public init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, label: Text(title), content: content)
    }
}

/// A picker's drawing: its options resolved and drawn in the environment's style.
package struct PickerBody: View, PrimitiveView {
    let content: AnyView
    let isSelected: (AnyHashable) -> Bool

    /// A picker of the options of `content`, of which `isSelected` says which is selected.
    package init(content: AnyView, isSelected: @escaping (AnyHashable) -> Bool) {
        self.content = content
        self.isSelected = isSelected
    }

    /// Never evaluated.
    package var body: Never { primitiveViewHasNoBody(Self.self) }

    package func makeNode(in context: ResolveContext) -> ViewNode {
        if context.environment.controls.pickerStyle is SegmentedPickerStyle {
            return context.resolve(segmented(in: context))
        }
        return context.resolve(menu(in: context))
    }

    /// The index of the selected option, if one is.
    private func selectedIndex(_ options: [(node: ViewNode, tag: AnyHashable?)]) -> Int? {
        options.firstIndex { $0.tag.map(isSelected) ?? false }
    }

    /// The closed menu: the selected option in the tint, then the chevrons.
    private func menu(in context: ResolveContext) -> some View {
        let options = TagKey.options(of: context.updatingEnvironment { $0.setForegroundLevels([AnyShapeStyle(TintShapeStyle())]) }.resolve(content))
        let chosen = selectedIndex(options).map { options[$0].node }
        return HStack(spacing: ControlMetrics.menuChevronSpacing) {
            if let chosen { ResolvedView(node: chosen) }
            UpDownChevrons()
                .stroke(TintShapeStyle(), style: StrokeStyle(lineWidth: 1.5, lineCap: .round, lineJoin: .round))
                .frame(width: 7, height: ControlMetrics.menuChevronSize)
        }
    }

    /// The segmented control: equal segments over the tertiary system fill, the selected one on a
    /// white (dark: grey) thumb with a shadow, 1 pt dividers between unselected neighbours.
    private func segmented(in context: ResolveContext) -> some View {
        func options(weight: Font.Weight) -> [(node: ViewNode, tag: AnyHashable?)] {
            TagKey.options(of: context.updatingEnvironment {
                $0.font = .system(size: ControlMetrics.segmentedFontSize, weight: weight)
                $0.setForegroundLevels([AnyShapeStyle(Color(UIColor.label))])
            }.resolve(content))
        }
        let normal = options(weight: .regular), bold = options(weight: .semibold)
        let chosen = selectedIndex(normal)
        let inset = ControlMetrics.segmentedInset
        let divider = ControlMetrics.segmentedDivider
        let thumb = Color(UIColor(light: 0xFFFFFF, dark: 0x636366))
        return HStack(spacing: 0) {
            ForEach(0..<normal.count, id: \.self) { index in
                let isChosen = index == chosen
                ResolvedView(node: isChosen && index < bold.count ? bold[index].node : normal[index].node)
                    .lineLimit(1)
                    .padding(.horizontal, 6)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background {
                        if isChosen {
                            RoundedRectangle(cornerRadius: ControlMetrics.segmentedThumbRadius, style: .continuous)
                                .fill(thumb)
                                .shadow(color: Color(white: 0, opacity: 0.12), radius: 8, x: 0, y: 3)
                                .padding(inset)
                        }
                    }
                    .overlay(alignment: .leading) {
                        if index > 0 && index != chosen && index - 1 != chosen {
                            Rectangle().fill(Color(UIColor.separator))
                                .frame(width: divider.width, height: divider.height)
                                .offset(x: -divider.width / 2)
                        }
                    }
            }
        }
        .frame(height: ControlMetrics.segmentedHeight)
        .background {
            RoundedRectangle(cornerRadius: ControlMetrics.segmentedRadius, style: .continuous).fill(Color(UIColor.tertiarySystemFill))
        }
    }

    /// The chevrons of a closed menu picker: one up over one down.
    struct UpDownChevrons: Shape {
        func path(in rect: CGRect) -> Path {
            var path = Path()
            let w = rect.width, h = rect.height
            path.move(to: CGPoint(x: rect.minX, y: rect.minY + h * 0.35))
            path.addLine(to: CGPoint(x: rect.minX + w / 2, y: rect.minY + h * 0.05))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY + h * 0.35))
            path.move(to: CGPoint(x: rect.minX, y: rect.minY + h * 0.65))
            path.addLine(to: CGPoint(x: rect.minX + w / 2, y: rect.minY + h * 0.95))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY + h * 0.65))
            return path
        }
    }
}
