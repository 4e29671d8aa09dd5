import Foundation
import Reel

extension Vocabulary {
    /// The app around the view: navigation stacks and their bars, toolbars, links, lists, sections
    /// and forms, scroll views, tab views, sheets, alerts and materials (docs/AppShell.md).
    mutating func registerAppShell() {
        registerNavigation()
        registerLists()
        registerScrollViews()
        registerTabViews()
        registerPresentations()
        registerMaterials()
    }

    /// `NavigationStack`, its bar's modifiers, toolbars and links.
    mutating func registerNavigation() {
        initializer("NavigationStack", "NavigationStack(path:? root:{})") { i in
            let root = try i.views("root")
            return NavigationStack { ScriptContentView(root) }
        }
        initializer("NavigationView", "NavigationView(content:{})") { i in
            let content = try i.views("content")
            return NavigationView { ScriptContentView(content) }
        }
        modifier("navigationTitle(_title)") { v, i in
            if let text = i.argument("title")?.value.native(as: Text.self) { return v.navigationTitle(text) }
            return v.navigationTitle(try i.text("title"))
        }
        constants("NavigationBarItem.TitleDisplayMode", [
            "automatic": NavigationBarItem.TitleDisplayMode.automatic, "inline": NavigationBarItem.TitleDisplayMode.inline,
            "large": NavigationBarItem.TitleDisplayMode.large,
        ])
        modifier("navigationBarTitleDisplayMode(_displayMode)") { v, i in
            v.navigationBarTitleDisplayMode(try i.get("displayMode", as: NavigationBarItem.TitleDisplayMode.self))
        }
        modifier("navigationBarTitle(_title displayMode:?)") { v, i in
            v.navigationBarTitle(try i.text("title"), displayMode: try i.get("displayMode", default: .automatic))
        }
        modifier("navigationBarBackButtonHidden(_hidesBackButton?)") { v, _ in v }
        modifier("navigationDestination(for: destination:{})") { v, _ in v }
        modifier("navigationDestination(isPresented: destination:{})") { v, _ in v }
        modifier("navigationBarHidden(_hidden)") { v, i in v.navigationBarHidden(try i.get("hidden")) }
        initializer("NavigationSplitView", "NavigationSplitView(columnVisibility:? sidebar:{} content:?{} detail:{})") { i in
            let sidebar = try i.views("sidebar")
            return NavigationStack { ScriptContentView(sidebar) }
        }
        constants("any NavigationViewStyle", [
            "stack": StackNavigationViewStyle(), "automatic": DefaultNavigationViewStyle(), "columns": ColumnNavigationViewStyle(),
        ])
        type("NavigationViewStyle", memberSources: ["any NavigationViewStyle"])
        initializer("StackNavigationViewStyle", "StackNavigationViewStyle()") { _ in StackNavigationViewStyle() }
        modifier("navigationViewStyle(_style)") { v, i in
            _ = try i.get("style", as: (any NavigationViewStyle).self)
            return v
        }
        // Interactions around lists and bars: accepted, nothing drawn (docs/AppShell.md).
        modifier("searchable(text: placement:? prompt:?)") { v, _ in v }
        modifier("refreshable(action:{})") { v, i in
            let action = try i.function("action"), interpreter = i.interpreter, node = i.argument("action")!.node
            // The action runs as a task: the refresh ends (the spinner goes) when it does.
            return v.refreshable(starting: { done in
                let task = ScriptTask(interpreter: interpreter, body: action, position: node, name: "refreshable")
                task.onFinish = done
                task.start()
            })
        }
        constants("HorizontalEdge", ["leading": HorizontalEdge.leading, "trailing": HorizontalEdge.trailing])
        modifier("swipeActions(edge:? allowsFullSwipe:? content:{})") { v, _ in v }
        modifier("onDelete(perform:{})") { v, _ in v }
        modifier("onMove(perform:{})") { v, _ in v }
        modifier("listRowSpacing(_spacing)") { v, _ in v }
        modifier("listSectionSpacing(_spacing)") { v, _ in v }

        constants("Visibility", ["automatic": Visibility.automatic, "visible": Visibility.visible, "hidden": Visibility.hidden])
        constants("ToolbarPlacement", [
            "automatic": ToolbarPlacement.automatic, "navigationBar": ToolbarPlacement.navigationBar,
            "bottomBar": ToolbarPlacement.bottomBar, "tabBar": ToolbarPlacement.tabBar,
        ])
        constants("ToolbarItemPlacement", [
            "automatic": ToolbarItemPlacement.automatic, "topBarLeading": ToolbarItemPlacement.topBarLeading,
            "topBarTrailing": ToolbarItemPlacement.topBarTrailing, "navigationBarLeading": ToolbarItemPlacement.navigationBarLeading,
            "navigationBarTrailing": ToolbarItemPlacement.navigationBarTrailing, "principal": ToolbarItemPlacement.principal,
            "bottomBar": ToolbarItemPlacement.bottomBar, "primaryAction": ToolbarItemPlacement.primaryAction,
            "confirmationAction": ToolbarItemPlacement.confirmationAction, "cancellationAction": ToolbarItemPlacement.cancellationAction,
            "destructiveAction": ToolbarItemPlacement.destructiveAction,
        ])
        modifier("toolbar(content:{})") { v, i in
            let content = try i.views("content")
            return v.toolbar { ScriptContentView(content) }
        }
        modifier("toolbar(_visibility for:?)") { v, i in
            v.toolbar(try i.get("visibility", as: Visibility.self), for: try i.get("for", default: ToolbarPlacement.navigationBar))
        }
        modifier("toolbarBackground(_style for:?)") { v, i in
            let bars = try i.get("for", default: ToolbarPlacement.navigationBar)
            // `.visible` / `.hidden` / `.automatic` is a visibility; anything else a style.
            if let visibility = try? i.get("style", as: Visibility.self) { return v.toolbarBackground(visibility, for: bars) }
            return v.toolbarBackground(AnyShapeStyle(try i.get("style", as: (any ShapeStyle).self)), for: bars)
        }
        initializer("ToolbarItem", "ToolbarItem(id:? placement:? content:{})") { i in
            let content = try i.views("content")
            return ToolbarItem(placement: try i.get("placement", default: .automatic)) { ScriptContentView(content) }
        }
        initializer("ToolbarItemGroup", "ToolbarItemGroup(placement:? content:{})") { i in
            let content = try i.views("content")
            return ToolbarItemGroup(placement: try i.get("placement", default: .automatic)) { ScriptContentView(content) }
        }

        // Links draw their label; the destination is never built (a rendered stack shows its root).
        initializer("NavigationLink", "NavigationLink(_title destination:{})") { i in
            NavigationLink<Text, EmptyView>(try i.text("title"), destination: EmptyView())
        }
        initializer("NavigationLink", "NavigationLink(_title value:)") { i in
            NavigationLink<Text, EmptyView>(try i.text("title"), destination: EmptyView())
        }
        initializer("NavigationLink", "NavigationLink(destination: label:{})") { i in
            let label = try i.views("label")
            return NavigationLink<ScriptContentView, EmptyView>(destination: EmptyView()) { ScriptContentView(label) }
        }
        initializer("NavigationLink", "NavigationLink(value: label:{})") { i in
            let label = try i.views("label")
            return NavigationLink<ScriptContentView, EmptyView>(destination: EmptyView()) { ScriptContentView(label) }
        }
    }

    /// `List`, `Section`, `Form`, list styles and row modifiers.
    mutating func registerLists() {
        initializer("List", "List(selection:? content:{})") { i in
            let content = try i.views("content")
            return List { ScriptContentView(content) }
        }
        initializer("List", "List(_data id:? selection:? rowContent:{})") { i in
            let rows = try Vocabulary.rows(i, content: "rowContent")
            return List { rows }
        }
        initializer("Section", "Section(_title content:{})") { i in
            let content = try i.views("content")
            return Section(try i.text("title")) { ScriptContentView(content) }
        }
        initializer("Section", "Section(content:{})") { i in
            let content = try i.views("content")
            return Section { ScriptContentView(content) }
        }
        initializer("Section", "Section(content:{} header:{} footer:?{})") { i -> any View in
            let content = try i.views("content"), header = try i.views("header")
            // Without a footer, the section has none (as the compiled `Section { } header: { }`),
            // not an empty one that would take the footer's space.
            guard i.has("footer") else {
                return Section<ScriptContentView, ScriptContentView, EmptyView>(content: { ScriptContentView(content) }, header: { ScriptContentView(header) })
            }
            let footer = try i.views("footer")
            return Section { ScriptContentView(content) } header: { ScriptContentView(header) } footer: { ScriptContentView(footer) }
        }
        initializer("Section", "Section(content:{} footer:{})") { i in
            let content = try i.views("content"), footer = try i.views("footer")
            return Section { ScriptContentView(content) } footer: { ScriptContentView(footer) }
        }
        initializer("Section", "Section(header: footer:? content:{})") { i in
            let content = try i.views("content"), header = try i.get("header", as: (any View).self)
            let footer: any View = try i.optional("footer", as: (any View).self) ?? EmptyView()
            return Section(header: ScriptContentView(header), footer: ScriptContentView(footer)) { ScriptContentView(content) }
        }
        initializer("Form", "Form(content:{})") { i in
            let content = try i.views("content")
            return Form { ScriptContentView(content) }
        }
        let styles: [String: any ListStyle] = [
            "automatic": DefaultListStyle(), "plain": PlainListStyle(), "insetGrouped": InsetGroupedListStyle(),
            "grouped": GroupedListStyle(), "sidebar": SidebarListStyle(), "inset": InsetListStyle(),
        ]
        constants("any ListStyle", styles)
        type("ListStyle", memberSources: ["any ListStyle"])
        for (name, style) in [("DefaultListStyle", DefaultListStyle() as any ListStyle), ("PlainListStyle", PlainListStyle()),
                              ("InsetGroupedListStyle", InsetGroupedListStyle()), ("GroupedListStyle", GroupedListStyle()),
                              ("SidebarListStyle", SidebarListStyle()), ("InsetListStyle", InsetListStyle())] {
            initializer(name, "\(name)()") { _ in style }
        }
        modifier("listStyle(_style)") { v, i in
            let style = try i.get("style", as: (any ListStyle).self)
            return v.listStyle(ListStyleBox(kind: style._kind))
        }
        modifier("listRowBackground(_view)") { v, i in
            guard let view = try i.optional("view", as: (any View).self) else { return v.listRowBackground(nil as EmptyView?) }
            return v.listRowBackground(ScriptContentView(view))
        }
        modifier("listRowInsets(_insets)") { v, i in v.listRowInsets(try i.optional("insets", as: EdgeInsets.self)) }
        constants("VerticalEdge.Set", ["top": VerticalEdge.Set.top, "bottom": VerticalEdge.Set.bottom, "all": VerticalEdge.Set.all])
        modifier("listRowSeparator(_visibility edges:?)") { v, i in v.listRowSeparator(try i.get("visibility", as: Visibility.self)) }
        modifier("listSectionSeparator(_visibility edges:?)") { v, _ in v }
        modifier("scrollContentBackground(_visibility)") { v, i in v.scrollContentBackground(try i.get("visibility", as: Visibility.self)) }
        // `tag(_:)`, which a TabView's selection reads, is bound with the controls (Vocabulary+Controls).
    }

    /// The rows of `List(data) { row }`: a `ForEach` over the data.
    static func rows(_ i: Invocation, content: String) throws -> ForEach<[ScriptElement], AnyHashable, ScriptContentView> {
        let data = i.argument("data")!
        let keyPath = try i.optional("id", as: ScriptKeyPath.self)
        let identified = try i.interpreter.identifiedElements(data.value, keyPath: keyPath, at: data.node)
        let build = try i.viewContent(content) { (element: ScriptElement) in element.value }
        return ForEach(identified, id: \.id, content: build)
    }

    /// `ScrollView`, `ScrollViewReader` and the scroll modifiers (accepted).
    mutating func registerScrollViews() {
        constants("Axis.Set", ["horizontal": Axis.Set.horizontal, "vertical": Axis.Set.vertical])
        initializer("ScrollView", "ScrollView(_axes? showsIndicators:? content:{})") { i in
            let content = try i.views("content")
            var axes: Axis.Set = .vertical
            if let argument = i.argument("axes") {
                if case .array = argument.value { axes = Axis.Set(try i.array("axes", of: Axis.Set.self)) } else {
                    axes = try i.get("axes", as: Axis.Set.self)
                }
            }
            return ScrollView(axes) { ScriptContentView(content) }
        }
        initializer("ScrollViewReader", "ScrollViewReader(content:{})") { i in
            let content = try i.viewContent("content") { (proxy: ScrollViewProxy) in Value.wrap(proxy) }
            return ScrollViewReader { content($0) }
        }
        method("scrollTo(_id anchor:?)") { i in
            _ = try i.receiver(as: ScrollViewProxy.self)
            return .void
        }
        constants("ScrollIndicatorVisibility", [
            "automatic": ScrollIndicatorVisibility.automatic, "visible": ScrollIndicatorVisibility.visible,
            "hidden": ScrollIndicatorVisibility.hidden, "never": ScrollIndicatorVisibility.never,
        ])
        modifier("scrollIndicators(_visibility axes:?)") { v, _ in v }
        constants("any ScrollTargetBehavior", ["paging": PagingScrollTargetBehavior(), "viewAligned": ViewAlignedScrollTargetBehavior()])
        type("ScrollTargetBehavior", memberSources: ["any ScrollTargetBehavior"])
        modifier("scrollTargetBehavior(_behavior)") { v, _ in v }
        modifier("scrollTargetLayout(isEnabled:?)") { v, _ in v }
        modifier("scrollDisabled(_disabled)") { v, _ in v }
        constants("ContentMarginPlacement", [
            "automatic": ContentMarginPlacement.automatic, "scrollContent": ContentMarginPlacement.scrollContent,
            "scrollIndicators": ContentMarginPlacement.scrollIndicators,
        ])
        modifier("contentMargins(_edges _length for:?)") { v, _ in v }
        modifier("contentMargins(_length for:?)") { v, _ in v }
    }

    /// `TabView`, tab items and tab view styles.
    mutating func registerTabViews() {
        initializer("TabView", "TabView(selection:? content:{})") { i -> any View in
            let content = try i.views("content")
            guard i.argument("selection") != nil else { return TabView { ScriptContentView(content) } }
            // A tap on a tab's item sets the selection to the tab's tag, as a segmented picker's does.
            let selection = try i.selectionBinding("selection")
            return TabView(selection: selection) { ScriptContentView(content) }
        }
        modifier("tabItem(_label{})") { v, i in
            let label = try i.views("label")
            return v.tabItem { ScriptContentView(label) }
        }
        constants("any TabViewStyle", ["automatic": DefaultTabViewStyle(), "page": PageTabViewStyle()])
        type("TabViewStyle", memberSources: ["any TabViewStyle"])
        constants("PageTabViewStyle.IndexDisplayMode", [
            "automatic": PageTabViewStyle.IndexDisplayMode.automatic, "always": PageTabViewStyle.IndexDisplayMode.always,
            "never": PageTabViewStyle.IndexDisplayMode.never,
        ])
        staticMethod("any TabViewStyle", "page(indexDisplayMode:)") { i in
            PageTabViewStyle(indexDisplayMode: try i.get("indexDisplayMode", as: PageTabViewStyle.IndexDisplayMode.self))
        }
        initializer("PageTabViewStyle", "PageTabViewStyle(indexDisplayMode:?)") { i in
            PageTabViewStyle(indexDisplayMode: try i.get("indexDisplayMode", default: .automatic))
        }
        modifier("tabViewStyle(_style)") { v, i in
            let style = try i.get("style", as: (any TabViewStyle).self)
            return v.tabViewStyle(TabViewStyleBox(isPage: style._isPage, showsIndex: style._showsIndex))
        }
    }

    /// `sheet`, `fullScreenCover`, `alert` and `confirmationDialog`.
    mutating func registerPresentations() {
        modifier("sheet(isPresented: onDismiss:? content:{})") { v, i in
            let content = try i.views("content")
            return v.sheet(isPresented: try Vocabulary.flag(i, "isPresented")) { ScriptContentView(content) }
        }
        modifier("sheet(item: onDismiss:? content:{})") { v, i in
            let item = try i.get("item", as: Binding<Value>.self)
            guard case .optional(let wrapped?) = item.wrappedValue else { return v.sheet(isPresented: .constant(false)) { EmptyView() } }
            let build = try i.viewContent("content") { (value: Value) in value }
            return v.sheet(isPresented: .constant(true)) { build(wrapped) }
        }
        modifier("fullScreenCover(isPresented: onDismiss:? content:{})") { v, i in
            let content = try i.views("content")
            return v.fullScreenCover(isPresented: try Vocabulary.flag(i, "isPresented")) { ScriptContentView(content) }
        }
        modifier("alert(_title isPresented: actions:{} message:?{})") { v, i in
            let presented = try Vocabulary.flag(i, "isPresented")
            let title = try i.text("title")
            guard presented.wrappedValue else { return v.alert(title, isPresented: presented) { EmptyView() } }
            let actions = try i.views("actions")
            guard i.has("message") else { return v.alert(title, isPresented: presented) { ScriptContentView(actions) } }
            let message = try i.views("message")
            return v.alert(title, isPresented: presented) { ScriptContentView(actions) } message: { ScriptContentView(message) }
        }
        modifier("confirmationDialog(_title isPresented: titleVisibility:? actions:{} message:?{})") { v, i in
            let presented = try Vocabulary.flag(i, "isPresented")
            let title = try i.text("title")
            let visibility = try i.get("titleVisibility", default: Visibility.automatic)
            guard presented.wrappedValue else { return v.confirmationDialog(title, isPresented: presented) { EmptyView() } }
            let actions = try i.views("actions")
            guard i.has("message") else {
                return v.confirmationDialog(title, isPresented: presented, titleVisibility: visibility) { ScriptContentView(actions) }
            }
            let message = try i.views("message")
            return v.confirmationDialog(title, isPresented: presented, titleVisibility: visibility) { ScriptContentView(actions) }
                message: { ScriptContentView(message) }
        }
        constants("PresentationDetent", ["large": PresentationDetent.large, "medium": PresentationDetent.medium])
        modifier("presentationDetents(_detents)") { v, _ in v }
        modifier("presentationDragIndicator(_visibility)") { v, _ in v }
    }

    /// A `Binding<Bool>` argument (`$isShowing`).
    static func flag(_ i: Invocation, _ name: String) throws -> Binding<Bool> {
        let binding = try i.get(name, as: Binding<Value>.self)
        return Binding<Bool>(get: { if case .bool(let b) = binding.wrappedValue { return b } else { return false } },
                             set: { binding.wrappedValue = .bool($0) })
    }

    /// The materials, as shape styles (`.background(.ultraThinMaterial)`) and as `Material`'s members.
    mutating func registerMaterials() {
        let materials: [String: Any] = [
            "ultraThinMaterial": Material.ultraThinMaterial, "thinMaterial": Material.thinMaterial,
            "regularMaterial": Material.regularMaterial, "thickMaterial": Material.thickMaterial,
            "ultraThickMaterial": Material.ultraThickMaterial, "bar": Material.bar,
        ]
        constants("any ShapeStyle", materials)
        constants("Material", [
            "ultraThin": Material.ultraThinMaterial, "thin": Material.thinMaterial, "regular": Material.regularMaterial,
            "thick": Material.thickMaterial, "ultraThick": Material.ultraThickMaterial, "bar": Material.bar,
        ])
    }
}

/// A list style read from a scene file.
struct ListStyleBox: ListStyle {
    let kind: ListStyleKind
    var _kind: ListStyleKind { kind }
}

/// A tab view style read from a scene file.
struct TabViewStyleBox: TabViewStyle {
    let isPage: Bool
    let showsIndex: Bool
    var _isPage: Bool { isPage }
    var _showsIndex: Bool { showsIndex }
}
