import Foundation

/// Draws the presentations a device screen's views ask for (`sheet`, `fullScreenCover`, `alert`,
/// `confirmationDialog`) over the screen, as iOS 17 draws them at rest.
enum PresentationLayer {
    /// `screen` (the whole screen's node) with the presentations found in it drawn over it.
    static func present(over screen: ViewNode, canvas: PreviewCanvas, in context: ResolveContext) -> ViewNode {
        let presentations = screen.appShellValues(PresentationKey.self).compactMap { $0 }
        guard !presentations.isEmpty else { return screen }
        var node = screen
        // Sheets first, then what is drawn over everything (alerts and dialogs).
        let ordered = presentations.filter { $0.kind == .sheet || $0.kind == .fullScreenCover }
            + presentations.filter { $0.kind == .alert || $0.kind == .confirmationDialog }
        for (index, presentation) in ordered.enumerated() {
            var inner = context
            inner.environment.appShell = AppShellEnvironment()
            if presentation.kind == .alert || presentation.kind == .confirmationDialog {
                // Actions are buttons: in the tint colour.
                inner.environment.setForegroundLevels([context.environment.tintStyle])
                inner.environment.font = presentation.kind == .alert ? .body : .system(size: 20)
            }
            let content = inner.resolve(presentation.content, identity: .index(0))
            let view: AnyView
            switch presentation.kind {
            case .sheet:
                let card = ViewNode(modifier: .safeArea(EdgeInsets(top: 0, leading: 0, bottom: canvas.safeArea.bottom, trailing: 0)), content: content)
                view = AnyView(SheetPresentationView(presenter: node, sheet: card, canvas: canvas))
            case .fullScreenCover:
                let cover = ViewNode(modifier: .safeArea(canvas.safeArea), content: content)
                view = AnyView(ZStack {
                    ResolvedNodeView(node: node)
                    Rectangle().fill(Color(UIColor.systemBackground))
                    ResolvedNodeView(node: cover)
                })
            case .alert:
                var messageContext = context
                messageContext.environment.font = .footnote
                messageContext.environment.multilineTextAlignment = .center
                let message = presentation.message.map { messageContext.resolve($0, identity: .index(1)) }
                view = AnyView(ZStack {
                    ResolvedNodeView(node: node)
                    Rectangle().fill(Color.black.opacity(AppShellMetrics.alertDimming))
                    AlertView(title: presentation.title, message: message, actions: content.flattened)
                })
            case .confirmationDialog:
                var messageContext = context
                messageContext.environment.font = .system(size: 13)
                messageContext.environment.multilineTextAlignment = .center
                messageContext.environment.setForegroundLevels([AnyShapeStyle(HierarchicalShapeStyle.secondary)])
                let message = presentation.message.map { messageContext.resolve($0, identity: .index(1)) }
                view = AnyView(ZStack(alignment: .bottom) {
                    ResolvedNodeView(node: node)
                    Rectangle().fill(Color.black.opacity(AppShellMetrics.alertDimming))
                    ConfirmationDialogView(title: presentation.title, message: message, actions: content.flattened)
                        .padding(.horizontal, 8)
                        .padding(.bottom, canvas.safeArea.bottom)
                })
            }
            node = context.resolve(view, identity: .index(2 + index))
        }
        return node
    }
}

/// iOS 17's page sheet: the screen behind scaled back under the status bar with rounded corners
/// and dimmed, and the sheet's card from 10 points below the safe area's top to the bottom of the
/// screen, its top corners rounded.
struct SheetPresentationView: View {
    let presenter: ViewNode
    let sheet: ViewNode
    let canvas: PreviewCanvas

    var body: some View {
        let width = max(canvas.size.width, 1)
        let scale = max(0, width - 2 * AppShellMetrics.sheetPresenterInset) / width
        let top = canvas.safeArea.top
        return ZStack(alignment: .top) {
            Rectangle().fill(Color.black)
            ResolvedNodeView(node: presenter)
                .clipShape(RoundedRectangle(cornerRadius: AppShellMetrics.sheetCornerRadius / max(scale, 0.01), style: .continuous))
                .scaleEffect(scale, anchor: .top)
                .offset(y: top)
            Rectangle().fill(Color.black.opacity(AppShellMetrics.sheetDimming))
            ResolvedNodeView(node: sheet)
                .background(Color(light: Color.white, dark: Color(hex: 0x1C1C1E)))
                .clipShape(TopRoundedRectangle(cornerRadius: AppShellMetrics.sheetCornerRadius))
                .padding(.top, top + AppShellMetrics.sheetTopGap)
        }
    }
}

/// A rectangle with its top corners rounded (a sheet's card).
struct TopRoundedRectangle: Shape {
    let cornerRadius: CGFloat
    func path(in rect: CGRect) -> Path {
        // A rounded rectangle reaching one radius past the bottom, so only the top corners show.
        let taller = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height + 2 * cornerRadius)
        return RoundedRectangle(cornerRadius: cornerRadius, style: .continuous).path(in: taller)
    }
}

/// An alert: its title and message centred over its buttons, separated by hairlines; two buttons
/// side by side, more stacked; with no buttons, an OK button.
struct AlertView: View {
    let title: String
    let message: ViewNode?
    let actions: [ViewNode]

    var body: some View {
        VStack(spacing: 0) {
            VStack(spacing: 2) {
                Text(verbatim: title).font(.system(size: 17, weight: .semibold))
                if let message { ResolvedNodeView(node: message).font(.footnote) }
            }
            .multilineTextAlignment(.center)
            .foregroundStyle(Color.primary)
            .padding(AppShellMetrics.alertTextInsets)
            .frame(maxWidth: .infinity)
            if actions.count == 2 {
                hairline
                HStack(spacing: 0) {
                    button(actions[0])
                    Rectangle().fill(Color(UIColor.separator)).frame(width: AppShellMetrics.separatorThickness)
                    button(actions[1])
                }
                .frame(height: AppShellMetrics.alertButtonHeight)
            } else if actions.isEmpty {
                hairline
                Text(verbatim: "OK").font(.body).foregroundStyle(.tint).frame(maxWidth: .infinity)
                    .frame(height: AppShellMetrics.alertButtonHeight)
            } else {
                ForEach(0..<actions.count) { index in
                    hairline
                    button(actions[index]).frame(height: AppShellMetrics.alertButtonHeight)
                }
            }
        }
        .frame(width: AppShellMetrics.alertWidth)
        .background(Material.thickMaterial)
        .clipShape(RoundedRectangle(cornerRadius: AppShellMetrics.alertCornerRadius, style: .continuous))
    }

    var hairline: some View {
        Rectangle().fill(Color(UIColor.separator)).frame(height: AppShellMetrics.separatorThickness)
    }

    func button(_ action: ViewNode) -> some View {
        ResolvedNodeView(node: action).font(.body).foregroundStyle(.tint).frame(maxWidth: .infinity)
    }
}

/// An action sheet: a card of its title and buttons at the bottom of the screen.
struct ConfirmationDialogView: View {
    let title: String
    let message: ViewNode?
    let actions: [ViewNode]

    var body: some View {
        VStack(spacing: 0) {
            if !title.isEmpty || message != nil {
                VStack(spacing: 2) {
                    if !title.isEmpty { Text(verbatim: title).font(.system(size: 13, weight: .semibold)) }
                    if let message { ResolvedNodeView(node: message).font(.system(size: 13)) }
                }
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
                .padding(.vertical, 14)
                .padding(.horizontal, 16)
                .frame(maxWidth: .infinity)
            }
            ForEach(0..<actions.count) { index in
                if index > 0 || !title.isEmpty || message != nil {
                    Rectangle().fill(Color(UIColor.separator)).frame(height: AppShellMetrics.separatorThickness)
                }
                ResolvedNodeView(node: actions[index]).font(.system(size: 20)).foregroundStyle(.tint)
                    .frame(maxWidth: .infinity).frame(height: 57)
            }
        }
        .background(Material.thickMaterial)
        .clipShape(RoundedRectangle(cornerRadius: AppShellMetrics.alertCornerRadius, style: .continuous))
    }
}
