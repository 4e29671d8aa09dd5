import Foundation

/// Rows in sections, scrolled vertically, as SwiftUI's `List` draws them on iOS 17: inset grouped
/// unless `listStyle` says otherwise. A rendered list shows its first screen (the content from its
/// initial offset, clipped); scrolling is an interaction.
///
/// Rows are the list's content flattened (`ForEach` rows, views, `Section`s); views outside a
/// section form sections of their own between the sections around them. Each row is at least 44
/// points tall, its content inset 20 points at the sides and 11 above and below, on the style's row
/// background, with a separator under it when another row follows in its section.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content
    let fixedStyle: ListStyleKind?

    /// A list of the rows `content` builds.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
        self.fixedStyle = nil
    }

    /// A list whose selection is bound to `selection`; a rendered list shows no selection.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.fixedStyle = nil
    }

    /// A list with the style fixed (`Form`).
    init(style: ListStyleKind, content: Content) {
        self.content = content
        self.fixedStyle = style
    }

    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }

    package func makeNode(in context: ResolveContext) -> ViewNode {
        var rowContext = context
        let style = fixedStyle ?? context.environment.appShell.listStyle ?? .insetGrouped
        rowContext.environment.appShell.isInListRow = true
        rowContext.environment.appShell.listStyleInEffect = style
        var sections: [SectionContent] = []
        var loose: [ViewNode] = []
        for node in rowContext.resolve(content, identity: .index(0)).flattened {
            if let section = node.ownAppShellValue(SectionContentKey.self) ?? nil {
                if !loose.isEmpty { sections.append(SectionContent(rows: loose)); loose = [] }
                sections.append(section)
            } else {
                loose.append(node)
            }
        }
        if !loose.isEmpty { sections.append(SectionContent(rows: loose)) }
        var inner = context
        inner.environment.appShell.isInListRow = false
        inner.environment.appShell.listStyleInEffect = nil
        let hidesBackground = context.environment.appShell.scrollContentBackgroundHidden
        return inner.resolve(ListLayoutView(sections: sections, style: style, hidesBackground: hidesBackground), identity: .index(0))
    }
}

extension List where SelectionValue == Never {
    /// A list with a row for each element of `data`, identified by its `id`.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A list with a row for each element of `data`, identified by the key path `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                             @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }
}

extension List where SelectionValue == Never {
    /// A list with a row for each identifiable element of the collection `data` is bound to, each
    /// given a binding to its element (`List($items) { $item in … }`).
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(_ data: Binding<C>,
                                                                               @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent)
        where Content == ForEach<Binding<C>, C.Element.ID, RowContent>, C.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A list with a row for each element of the collection `data` is bound to, identified by `id`
    /// of the element.
    public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent)
        where Content == ForEach<Binding<C>, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }
}

/// A list's sections drawn in its style.
struct ListLayoutView: View {
    let sections: [SectionContent]
    let style: ListStyleKind
    let hidesBackground: Bool

    var isGrouped: Bool { style != .plain }

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<sections.count) { index in
                    sectionView(sections[index], index: index)
                }
                if isGrouped { Color.clear.frame(height: AppShellMetrics.sectionSpacing) }
            }
        }
        .background(background, ignoresSafeAreaEdges: .all)
    }

    /// The list's background: the grouped background for grouped styles, the system background
    /// for the plain one; clear under `scrollContentBackground(.hidden)`.
    var background: Color {
        if hidesBackground { return .clear }
        return Color(isGrouped ? UIColor.systemGroupedBackground : UIColor.systemBackground)
    }

    /// The rows' background by default.
    var rowBackground: Color {
        Color(isGrouped ? UIColor.secondarySystemGroupedBackground : UIColor.systemBackground)
    }

    @ViewBuilder
    func sectionView(_ section: SectionContent, index: Int) -> some View {
        let margin: CGFloat = style == .insetGrouped ? AppShellMetrics.insetGroupedMargin : 0
        let textInset = margin + AppShellMetrics.rowHorizontalInset
        VStack(alignment: .leading, spacing: 0) {
            if let header = section.header {
                headerView(header)
                    .padding(.horizontal, textInset)
            } else if isGrouped {
                Color.clear.frame(height: AppShellMetrics.sectionSpacing)
            }
            rowsView(section.rows)
                .clipShape(RoundedRectangle(cornerRadius: style == .insetGrouped ? AppShellMetrics.sectionCornerRadius : 0, style: .continuous))
                .padding(.horizontal, margin)
            if let footer = section.footer {
                ResolvedNodeView(node: footer)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.top, AppShellMetrics.sectionFooterTopInset)
                    .padding(.horizontal, textInset)
            }
        }
    }

    @ViewBuilder
    func headerView(_ header: ViewNode) -> some View {
        if isGrouped {
            // The header was resolved in the section's header environment (upper-cased there,
            // see `Section`).
            ResolvedNodeView(node: header)
                .font(.footnote)
                .foregroundStyle(.secondary)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.top, AppShellMetrics.sectionHeaderTopInset)
                .padding(.bottom, AppShellMetrics.sectionHeaderBottomInset)
        } else {
            ResolvedNodeView(node: header)
                .font(.headline)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.vertical, 6)
        }
    }

    func rowsView(_ rows: [ViewNode]) -> some View {
        VStack(spacing: 0) {
            ForEach(0..<rows.count) { index in
                rowView(rows[index], separated: index < rows.count - 1)
            }
        }
    }

    func rowView(_ row: ViewNode, separated: Bool) -> some View {
        let insets = (row.appShellValue(ListRowInsetsKey.self) ?? nil)
            ?? EdgeInsets(top: AppShellMetrics.rowVerticalInset, leading: AppShellMetrics.rowHorizontalInset,
                          bottom: AppShellMetrics.rowVerticalInset, trailing: AppShellMetrics.rowHorizontalInset)
        let customBackground = row.appShellValue(ListRowBackgroundKey.self) ?? nil
        let showsSeparator = separated && !(row.appShellValue(ListRowSeparatorHiddenKey.self) ?? false)
        return ResolvedNodeView(node: row)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(insets)
            .frame(minHeight: AppShellMetrics.rowMinimumHeight)
            .background {
                if let customBackground { customBackground } else { rowBackground }
            }
            .overlay(alignment: .bottom) {
                if showsSeparator {
                    Rectangle().fill(Color(UIColor.separator))
                        .frame(height: AppShellMetrics.separatorThickness)
                        .padding(.leading, AppShellMetrics.rowHorizontalInset)
                }
            }
    }
}

