import Foundation
import Reel
import ReelSystem
import SwiftParser
import SwiftSyntax

/// A scene file loaded for rendering: parsed, checked, and ready to make scene instances (one
/// per rendering thread). Loading reports every mistake found, each positioned in the file.
///
/// Loading runs the stages of `ReelScript` in order: parse (`ParsedFile`), declare
/// (`Declarations`), check (`NameCheck`), lower (`Lowering`, whose `ProgramCode` holds no
/// syntax); each scene instance runs the lowered program in an `Interpreter` of its own.
public struct SceneFile: @unchecked Sendable {
    /// The path as given.
    public let path: String
    /// The lowered program.
    let program: ProgramCode
    /// The text of the file (of a module's first file).
    public let text: String
    /// Every file of the module, in its order (one for a scene file).
    public let sources: [Source]
    /// Which images the scene may read.
    public let access: ResourceAccess
    /// The bounds on the work the scene may ask for.
    public let limits: ScriptLimits
    /// The preview rendered, when the file's scene is one of its previews: its index, canvas,
    /// format and name.
    let previewChoice: PreviewChoice?
    /// What loading the preview noticed that the user should hear of (a device Reel does not
    /// know), each a line to print as a warning.
    public private(set) var notes: [String] = []

    /// One file's text and the name errors give it.
    public struct Source: Sendable, Equatable {
        /// The name errors give the file.
        public var name: String
        /// Its text.
        public var text: String

        /// The file `name` with `text`.
        public init(name: String, text: String) {
            self.name = name
            self.text = text
        }
    }

    /// The texts of the files by the names errors give them, for printing errors.
    public var texts: [String: String] { SceneFile.texts(sources) }

    /// `sources` by name.
    static func texts(_ sources: [Source]) -> [String: String] {
        Dictionary(sources.map { ($0.name, $0.text) }, uniquingKeysWith: { first, _ in first })
    }

    /// The error of the module made of `errors`.
    func failure(_ errors: [ScriptError]) -> SceneFileError {
        SceneFileError(errors: errors, text: text, sources: texts)
    }

    /// A preview chosen to render.
    struct PreviewChoice {
        var index: Int
        var canvas: PreviewCanvas
        var format: SceneFormat
        var name: String
    }

    /// The scene's name: its struct's name, or the preview's name.
    public var sceneName: String { previewChoice?.name ?? program.scene?.name ?? "Scene" }

    /// Whether the scene rendered is one of the file's previews (drawn on a device canvas).
    public var rendersPreview: Bool { previewChoice != nil }

    /// The canvas of the preview rendered, if the file renders one.
    public var previewCanvas: PreviewCanvas? { previewChoice?.canvas }

    /// The largest scene file read, in bytes: far more than any scene needs (the gallery's
    /// largest is about 10 KB), small enough that parsing and checking it stays within a few
    /// hundred megabytes and a few seconds.
    public static let maximumBytes = 1 << 20

    /// Reads, parses and checks the file at `path`. Images may be read under the file's folder
    /// and under `allowedPaths` (none of them empty: an empty path is not the working folder).
    /// Only a regular file of at most `maximumBytes` is read.
    /// A view file with previews renders its first preview, or the one `options.preview` picks, on
    /// the canvas `options` and the preview ask for; a file with an `AnimatedScene` renders the
    /// scene unless `options.preview` picks a preview.
    /// - Throws: `SceneFileError` for mistakes in the file; `PreviewChoiceError` for a
    ///   `--preview` naming no preview, or canvas options for a scene that is not a preview.
    /// `events`, when given, is the path of an events script (`At(seconds) { tap("Start") }`
    /// entries) played against the scene or preview after the file's own timeline.
    public static func load(path: String, allowedPaths: [String] = [], limits: ScriptLimits = .standard,
                            preview options: PreviewOptions = PreviewOptions(), events: String? = nil) throws -> SceneFile {
        let (text, access) = try read(path: path, allowedPaths: allowedPaths)
        return try SceneFile(sources: [Source(name: path, text: text)], path: path, access: access, limits: limits, preview: options,
                             events: try events.map(eventsSource))
    }

    /// The events script at `path`, read as a scene file is.
    public static func eventsSource(path: String) throws -> Source {
        Source(name: path, text: try source(path: path))
    }

    /// Reads, parses and checks the files of `module` as one module (see
    /// `load(path:allowedPaths:limits:preview:)`): images, asset catalogs and fonts are found
    /// under the module's root; previews are numbered across its files.
    public static func load(module: ScriptModule, allowedPaths: [String] = [], limits: ScriptLimits = .standard,
                            preview options: PreviewOptions = PreviewOptions(), events: String? = nil) throws -> SceneFile {
        let (sources, access) = try read(module: module, allowedPaths: allowedPaths)
        return try SceneFile(sources: sources, path: module.path, access: access, limits: limits, preview: options,
                             events: try events.map(eventsSource))
    }

    /// The texts of the files of `module` and what it may read.
    private static func read(module: ScriptModule, allowedPaths: [String]) throws -> ([Source], ResourceAccess) {
        if allowedPaths.contains(where: \.isEmpty) { throw readFailure(module.path, .access, "an allowed folder is given as an empty path") }
        var sources: [Source] = []
        var total = 0
        for file in module.files {
            let text: String
            do { text = try source(path: file.path) } catch let failure as SceneFileError {
                throw SceneFileError(errors: failure.errors.map { var error = $0; error.fileName = file.name; return error }, text: "")
            }
            total += text.utf8.count
            if total > maximumModuleBytes {
                throw readFailure(file.name, .access, "the module's files have more than \(maximumModuleBytes) bytes together")
            }
            sources.append(Source(name: file.name, text: text))
        }
        return (sources, ResourceAccess(root: module.root, allowed: allowedPaths.map { URL(fileURLWithPath: $0, isDirectory: true) }))
    }

    /// The most bytes the files of one module may have together.
    public static let maximumModuleBytes = 8 << 20

    /// The text of the file at `path` and what it may read.
    private static func read(path: String, allowedPaths: [String]) throws -> (String, ResourceAccess) {
        if allowedPaths.contains(where: \.isEmpty) { throw readFailure(path, .access, "an allowed folder is given as an empty path") }
        let text = try source(path: path)
        let access = ResourceAccess(root: URL(fileURLWithPath: path).deletingLastPathComponent(),
                                    allowed: allowedPaths.map { URL(fileURLWithPath: $0, isDirectory: true) })
        return (text, access)
    }

    /// What checking a file found: every error, in source order, each position once, and the
    /// warnings (fallbacks Reel draws with, such as an unknown symbol's placeholder).
    public struct Check {
        /// Every error.
        public var errors: [ScriptError]
        /// Every warning, in the order first reported.
        public var warnings: [Diagnostic]
        /// The file's text, for printing them (empty when it could not be read).
        public var text: String
        /// The texts of a module's files by name, for printing them.
        public var sources: [String: String] = [:]
    }

    /// How `check` draws a scene: the log the renderer reports to, and a function drawing the
    /// scene at a time.
    /// `layOut` lays a frame out without drawing it (see `validate(drawing:draw:layOut:)`).
    public typealias Drawing = (log: DiagnosticLog, draw: (ScriptScene, Double) -> Void, layOut: ((ScriptScene, Double) -> Void)?)

    /// Every mistake in the file at `path`, found in one run: structure and unknown names
    /// together, then (when the file can run at all) every state's body, whatever the drawing
    /// `drawing` makes for the file finds, and images named that do not exist, each position
    /// reported once; and the warnings.
    /// `events` is the path of an events script played against the scene, checked with it.
    public static func check(path: String, allowedPaths: [String] = [], limits: ScriptLimits = .standard,
                             drawing: ((SceneFile) -> Drawing)? = nil, events: String? = nil) -> Check {
        let text: String, access: ResourceAccess, script: Source?
        do {
            (text, access) = try read(path: path, allowedPaths: allowedPaths)
            script = try events.map(eventsSource)
        } catch let failure as SceneFileError {
            return Check(errors: failure.errors, warnings: [], text: failure.text)
        } catch { return Check(errors: [], warnings: [], text: "") }
        return check(sources: [Source(name: path, text: text)], path: path, access: access, limits: limits, drawing: drawing, events: script)
    }

    /// `check(path:allowedPaths:limits:drawing:)` for the files of `module`: every file's
    /// mistakes, found in one run.
    public static func check(module: ScriptModule, allowedPaths: [String] = [], limits: ScriptLimits = .standard,
                             drawing: ((SceneFile) -> Drawing)? = nil, events: String? = nil) -> Check {
        let sources: [Source], access: ResourceAccess, script: Source?
        do {
            (sources, access) = try read(module: module, allowedPaths: allowedPaths)
            script = try events.map(eventsSource)
        } catch let failure as SceneFileError {
            return Check(errors: failure.errors, warnings: [], text: failure.text)
        } catch { return Check(errors: [], warnings: [], text: "") }
        return check(sources: sources, path: module.path, access: access, limits: limits, drawing: drawing, events: script)
    }

    /// `check(path:allowedPaths:limits:drawing:)` for a file's text.
    public static func check(text: String, fileName: String, access: ResourceAccess, limits: ScriptLimits = .standard,
                             drawing: ((SceneFile) -> Drawing)? = nil) -> Check {
        check(sources: [Source(name: fileName, text: text)], path: fileName, access: access, limits: limits, drawing: drawing)
    }

    /// `check(path:allowedPaths:limits:drawing:)` for the texts of a module's files, `path` the
    /// module as given.
    public static func check(sources given: [Source], path fileName: String, access: ResourceAccess, limits: ScriptLimits = .standard,
                             drawing: ((SceneFile) -> Drawing)? = nil, events: Source? = nil) -> Check {
        let sources = given + (events.map { [$0] } ?? [])
        let eventsFile = events == nil ? nil : given.count
        let text = sources.first?.text ?? ""
        let texts = SceneFile.texts(sources)
        let order = sources.map(\.name)
        return LargeStack.run {
            let parsed = sources.map { ParsedFile(text: $0.text, fileName: $0.name) }
            let syntaxErrors = parsed.flatMap(\.errors)
            // Text the parser could not make sense of leaves nothing reliable to check further.
            if parsed.contains(where: { $0.tree.hasError }) || syntaxErrors.contains(where: { $0.kind == .limit }) {
                return Check(errors: unique(syntaxErrors, order: order), warnings: [], text: text, sources: texts)
            }
            // The declarations of files with syntax errors are not read; their names are still checked.
            let declarations = Declarations(of: syntaxErrors.isEmpty ? parsed : [], eventsFile: eventsFile)
            let declared = syntaxErrors.isEmpty ? declarationErrors(declarations, fileName: order.first ?? fileName) : syntaxErrors
            let names = NameCheck(files: parsed, declarations: declarations).check()
            let structural = declared + names.errors
            let refusedTypes = declarations.refusedTypes.map(\.name)
            // Declarations outside the subset were left out, and unknown names are met again (and
            // recovered from) while the body is evaluated, so the rest of the file is lowered, run
            // and checked too: every mistake of the file is reported in one check.
            guard syntaxErrors.isEmpty, declarations.scene != nil || !declarations.previews.isEmpty else {
                return Check(errors: unique(structural, order: order), warnings: [], text: text, sources: texts)
            }
            let lowered = SceneFile(program: Lowering(declarations).run(), sources: sources, path: fileName, access: access, limits: limits)
            // The scene and every preview (each on the default device, for as long as events may run).
            var files = declarations.scene == nil ? [] : [lowered]
            for index in lowered.program.previews.indices {
                let canvas = PreviewCanvas()
                files.append(lowered.choosing(PreviewChoice(index: index, canvas: canvas, format: canvas.format(duration: PreviewDuration.limit),
                                                            name: lowered.previewName(index))))
            }
            var found: (errors: [ScriptError], warnings: [Diagnostic]) = ([], [])
            for file in files {
                let made = drawing?(file)
                let one = file.validateHere(drawing: made?.log, draw: made?.draw, layOut: made?.layOut)
                found.errors += one.errors.filter { !found.errors.contains($0) }
                found.warnings += one.warnings.filter { warning in !found.warnings.contains { $0.message == warning.message && $0.location == warning.location && $0.view == warning.view } }
            }
            // An unknown name met again while evaluating is the same mistake, not a second one
            // (positioned at the member's dot or at its name); so is what running a refused
            // declaration's line finds (a refused `@Binding var x: Bool` has no initial value).
            // Neither is what evaluating a refused construct's arguments or a refused struct's uses finds.
            let evaluated = found.errors.filter { error in
                !structural.contains { $0.fileName == error.fileName && $0.line == error.line && (abs($0.column - error.column) <= 1 || declared.contains($0)) }
                    && !names.quiet.contains { $0.contains(error) }
                    && !refusedTypes.contains { error.message.contains("'\($0)'") || error.message.hasSuffix(" \($0)") }
            }
            return Check(errors: unique(structural + evaluated, order: order), warnings: sorted(found.warnings, order: order), text: text, sources: texts)
        }
    }

    /// A file of a lowered program, made without making a scene.
    private init(program: ProgramCode, sources: [Source], path: String, access: ResourceAccess, limits: ScriptLimits,
                 previewChoice: PreviewChoice? = nil) {
        self.path = path
        self.program = program
        self.sources = sources
        self.text = sources.first?.text ?? ""
        self.access = access
        self.limits = limits
        self.previewChoice = previewChoice
    }

    /// The same file rendering the preview `choice`.
    private func choosing(_ choice: PreviewChoice) -> SceneFile {
        SceneFile(program: program, sources: sources, path: path, access: access, limits: limits, previewChoice: choice)
    }

    /// The mistakes declaring found, with the error of a file that declares no scene (checked
    /// once every declaration is read), in source order.
    static func declarationErrors(_ declarations: Declarations, fileName: String) -> [ScriptError] {
        var errors = declarations.errors
        if declarations.scene == nil && declarations.previews.isEmpty { errors.append(noScene(fileName: fileName, module: declarations.files.count > 1)) }
        let order = declarations.files.map(\.fileName)
        errors.sort { (order.firstIndex(of: $0.fileName) ?? 0, $0.line, $0.column) < (order.firstIndex(of: $1.fileName) ?? 0, $1.line, $1.column) }
        return errors
    }

    /// The error of a file that declares no scene.
    static func noScene(fileName: String, module: Bool = false) -> ScriptError {
        ScriptError(kind: .syntax, fileName: fileName, line: 1, column: 1,
                    message: "the \(module ? "module" : "file") declares no scene and no preview; add '#Preview { ContentView() }' after its views, or a 'struct MyScene: AnimatedScene' with 'format' and 'body'")
    }

    /// Throws `errors` when there are any, the mistakes of one stage: the next stage does not run.
    private static func stop(at errors: [ScriptError], sources: [Source]) throws(SceneFileError) {
        if !errors.isEmpty { throw SceneFileError(errors: errors, text: sources.first?.text ?? "", sources: texts(sources)) }
    }

    /// The text of the scene file at `path`, read only when it is a regular file of at most
    /// `maximumBytes` bytes of UTF-8 (a FIFO is refused without being opened).
    /// - Throws: `SceneFileError` saying why not, at line 1.
    public static func source(path: String) throws -> String {
        let bytes: [UInt8]
        do {
            let file = try FileSandbox.unconfined.open(URL(fileURLWithPath: path).path)
            guard file.byteCount <= maximumBytes else {
                throw readFailure(path, .access, "the scene file is \(file.byteCount) bytes, more than the limit of \(maximumBytes)")
            }
            guard let read = file.read(upTo: maximumBytes + 1), read.count <= maximumBytes else {
                throw readFailure(path, .access, "cannot read the scene file: it cannot be read or has grown past \(maximumBytes) bytes")
            }
            bytes = read
        } catch let refusal as FileSandbox.Refusal {
            throw readFailure(path, .access, "cannot read the scene file: \(refusal)")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw readFailure(path, .syntax, "the scene file is not UTF-8 text")
        }
        return text
    }

    /// An error reading the file at `path`, at its first line.
    private static func readFailure(_ path: String, _ kind: ScriptError.Kind, _ message: String) -> SceneFileError {
        SceneFileError(errors: [ScriptError(kind: kind, fileName: path, line: 1, column: 1, message: message)], text: "")
    }

    /// Parses, declares, checks and lowers `text`, naming it `fileName` in errors, then makes a
    /// scene of it to run (which evaluates its `format`). The first stage that finds mistakes
    /// throws them all. The work runs on a thread with a large stack (`LargeStack`), so deeply
    /// nested files fail with errors, whichever thread calls.
    /// Which scene it makes, and on what canvas a preview is drawn, `options` decide (see
    /// `load(path:allowedPaths:limits:preview:)`).
    public init(text: String, fileName: String, access: ResourceAccess, limits: ScriptLimits = .standard,
                preview options: PreviewOptions = PreviewOptions()) throws {
        try self.init(sources: [Source(name: fileName, text: text)], path: fileName, access: access, limits: limits, preview: options)
    }

    /// Parses, declares, checks and lowers the files `sources` as one module, `path` naming the
    /// module as given (see `init(text:fileName:access:limits:preview:)`). The errors of every
    /// file of the first stage that finds any are thrown together.
    /// `events`, when given, is an events script read with the files (see
    /// `load(path:allowedPaths:limits:preview:events:)`); its errors are positioned in it.
    public init(sources given: [Source], path fileName: String, access: ResourceAccess, limits: ScriptLimits = .standard,
                preview options: PreviewOptions = PreviewOptions(), events: Source? = nil) throws {
        let sources = given + (events.map { [$0] } ?? [])
        let eventsFile = events == nil ? nil : given.count
        let order = sources.map(\.name)
        let program = try LargeStack.run { () throws -> ProgramCode in
            let files = sources.map { ParsedFile(text: $0.text, fileName: $0.name) }
            try SceneFile.stop(at: files.flatMap(\.errors), sources: sources)
            let declarations = Declarations(of: files, eventsFile: eventsFile)
            try SceneFile.stop(at: SceneFile.declarationErrors(declarations, fileName: order.first ?? fileName), sources: sources)
            let unknown = NameCheck(files: files, declarations: declarations).errors()
            try SceneFile.stop(at: files.count > 1 ? SceneFile.unique(unknown, order: order, keepAll: true) : unknown, sources: sources)
            return Lowering(declarations).run()
        }
        self.init(program: program, sources: sources, path: fileName, access: access, limits: limits)
        let lowered = self
        let offers = offers
        if options.preview != nil || program.scene == nil {
            let index = try options.preview.map { try SceneFile.previewIndex($0, in: program.previews, offers: offers, fileName: fileName) } ?? 0
            let setup = try LargeStack.run { try lowered.previewSetup(index, options: options) }
            let name = setup.displayName ?? previewName(index)
            self = choosing(PreviewChoice(index: index, canvas: setup.canvas, format: setup.format, name: name))
            notes = setup.notes
        } else if !options.canvasOptionNames.isEmpty {
            let names = options.canvasOptionNames.joined(separator: ", ")
            let previews = program.previews.isEmpty ? "" : " (pick one of its previews with --preview NAME|N)"
            throw PreviewChoiceError(description: "\(names) \(options.canvasOptionNames.count == 1 ? "applies" : "apply") to previews; \(fileName) renders its AnimatedScene '\(program.scene?.name ?? "")', whose format gives its canvas\(previews)")
        }
        let file = self
        _ = try LargeStack.run { try file.makeScene() }
    }

    /// A new instance of the scene, with its own interpreter and state storage.
    public func makeScene() throws -> ScriptScene {
        if let choice = previewChoice {
            return try makePreview(choice.index, canvas: choice.canvas, format: choice.format, name: choice.name)
        }
        // The seed is not known before the format is evaluated: file constants and initial values
        // draw from the sequence of seed 0 for making an instance, the same for every instance.
        let scene = try SceneRandom.withSeed(0, call: .instance) { try instantiate(identifierSeed: 0) }
        guard scene.format.seed != 0 else { return scene }
        // A scene with a seed is made again knowing it, so that every `UUID()` (initial values
        // included) is derived from the seed as well as from where it is made.
        return try SceneRandom.withSeed(0, call: .instance) { try instantiate(identifierSeed: scene.format.seed) }
    }

    /// A new instance of the scene (see `makeScene()`), whose `UUID()`s mix in `identifierSeed`.
    private func instantiate(identifierSeed: UInt64) throws -> ScriptScene {
        let interpreter = Interpreter(program: program, limits: limits, resources: access)
        interpreter.identifierSeed = identifierSeed
        guard let sceneType = program.scene else { throw failure([SceneFile.noScene(fileName: path)]) }
        do {
            // File-scope constants, in order.
            try interpreter.declareFileConstants()
            var fields: [Value] = []
            var states: [State<Value>] = interpreter.makeObjectHeap().map { [$0] } ?? []
            for property in sceneType.stored {
                if let position = sceneType.namespaces[property.name] {
                    fields.append(.native(Namespace(file: program.lines.fileName(of: sceneType.namePosition), line: position.line, column: position.column).wrappedValue))
                    continue
                }
                guard let initializer = property.initializerCode else {
                    throw interpreter.error(.badArguments, property.position,
                                            "the scene's property '\(property.name)' needs an initial value; Reel creates the scene without arguments")
                }
                var value = try interpreter.initialValue(initializer, type: property.declaredType)
                if property.isState {
                    let state = State(wrappedValue: value)
                    states.append(state)
                    value = .native(state)
                }
                fields.append(value)
            }
            let owner = SelfBinding(Instance(type: sceneType, fields: fields))
            let formatValue: Value
            if let index = sceneType.storedIndex("format") {
                formatValue = fields[index]
            } else if let computed = sceneType.computed["format"] {
                formatValue = try interpreter.evaluateComputedFromLibrary(computed, owner: owner, at: computed.position)
            } else {
                throw interpreter.error(.unknownName, sceneType.namePosition, "the scene has no 'format'")
            }
            let formatPosition = sceneType.stored.first { $0.name == "format" }.map(\.position) ?? sceneType.namePosition
            guard let format = formatValue.native(as: SceneFormat.self) else {
                throw interpreter.error(.badArguments, formatPosition, "the scene's 'format' must be a SceneFormat, not \(formatValue.typeName)")
            }
            do throws(SceneFormat.Invalid) {
                try format.validate(scale: format.scale)
            } catch {
                throw interpreter.error(.invalidValue, formatPosition, error.description)
            }
            let pixels = format.width * format.height * format.scale * format.scale
            if pixels > Double(limits.pixels) {
                throw interpreter.error(.limit, sceneType.namePosition, "the canvas has \(Int(pixels)) pixels, more than the limit of \(limits.pixels)")
            }
            let soundtrack = try Self.soundtrack(of: sceneType, fields: fields, owner: owner, interpreter: interpreter)
            return ScriptScene(format: format, soundtrack: soundtrack, interpreter: interpreter, owner: owner, states: states)
        } catch let error as ScriptError {
            throw failure([error])
        }
    }

    /// Every mistake in the file: parsing and structure, then running the timeline and evaluating
    /// `body` in every state it produces, then whatever `draw` finds when it draws the scene (a
    /// renderer evaluating frames runs canvases and shapes' paths). Empty when the file is good.
    /// The work runs on a thread with a large stack (`LargeStack`).
    /// `draw` is called with each time to draw (the start of every state, then the end); the
    /// errors the engine reports while drawing (to `drawing`: an image that cannot be decoded,
    /// views nested too deep), which have no place in the file, are reported at the scene's
    /// `body`, so everything that fails a render fails validation. Once a limit has been passed,
    /// no further state is evaluated or drawn (an endless loop would be met again each time, each
    /// meeting taking the whole step budget).
    /// `layOut`, when given, is called with the time of every frame of a scene whose tree reads
    /// the time (a `TimelineView`, a `KeyframeAnimator`: it differs at every frame), to lay it
    /// out (without drawing) as a render would, reporting to `drawing` too.
    public func validate(drawing: DiagnosticLog? = nil, draw: ((ScriptScene, Double) -> Void)? = nil,
                         layOut: ((ScriptScene, Double) -> Void)? = nil) -> [ScriptError] {
        LargeStack.run { validateHere(drawing: drawing, draw: draw, layOut: layOut).errors }
    }

    /// `validate(drawing:draw:layOut:)` on the calling thread, with the warnings reported on the way.
    private func validateHere(drawing: DiagnosticLog?, draw: ((ScriptScene, Double) -> Void)?,
                              layOut: ((ScriptScene, Double) -> Void)? = nil) -> (errors: [ScriptError], warnings: [Diagnostic]) {
        let scene: ScriptScene
        do { scene = try makeScene() } catch let failure as SceneFileError { return (failure.errors, []) } catch { return ([], []) }
        guard let interpreter = scene.interpreter else { return ([], []) }
        let log = DiagnosticLog()
        interpreter.diagnostics = log
        let storage = SceneStateStorage(scene)
        let timeline = ResolvedTimeline(scene, storage: storage)
        for diagnostic in timeline.diagnostics { log.report(diagnostic) }
        // Once a limit is passed (an endless loop), every later evaluation would pass it again, each
        // taking the whole step budget: one report is enough.
        func passedALimit() -> Bool { interpreter.recovered.contains { $0.kind == .limit } }
        // Whether a state's tree reads the time (a TimelineView, a KeyframeAnimator): then it
        // differs at every frame, and every frame is drawn, as a render draws them.
        var readsTime = false
        for index in timeline.epochs.indices {
            if passedALimit() { break }
            timeline.restore(index, in: storage)
            var context = ResolveContext(diagnostics: log, time: timeline.epochs[index].time)
            context.viewStates = timeline.viewStates(index)
            let resolved = TimeDependence.resolve(&context, at: timeline.epochs[index].time) { $0.resolve(scene.body) }
            readsTime = readsTime || resolved.readsTime
        }
        timeline.restore(0, in: storage)
        if let draw {
            for time in timeline.epochs.map(\.time) + [scene.format.duration] {
                if passedALimit() { break }
                draw(scene, time)
            }
            // A tree that reads the time differs at every frame: each is laid out, as a render
            // lays it out, so a layout's answer at any frame is met here too.
            if readsTime, let layOut {
                for time in SceneFile.frameTimes(scene.format) {
                    if passedALimit() { break }
                    layOut(scene, time)
                }
            }
        }
        // Errors with a location came from the interpreter, which has recorded them already, or
        // from the timeline's resolution of the views' events (a cascade that never settles).
        var placed = interpreter.recovered
        for error in timeline.diagnostics where error.severity == .error {
            guard let location = error.location else { continue }
            placed.append(ScriptError(kind: .limit, fileName: location.file, line: location.line, column: location.column, message: error.message))
        }
        // Drawing resolves the timeline with layout, so a scripted touch's errors (a target not
        // found) are found there, placed at the verb; the interpreter's are placed already.
        for error in drawing?.errors ?? [] {
            guard let location = error.location,
                  !placed.contains(where: { $0.fileName == location.file && $0.line == location.line && $0.column == location.column }) else { continue }
            placed.append(ScriptError(kind: .invalidValue, fileName: location.file, line: location.line, column: location.column, message: error.message))
        }
        let engineErrors = (log.errors + (drawing?.errors ?? [])).filter { $0.location == nil }
        let place = previewChoice.map { program.previews[$0.index].position }
            ?? program.scene?.computed["body"]?.position ?? program.scene?.namePosition
        var unplaced: [ScriptError] = []
        if let place {
            for error in engineErrors {
                let failure = interpreter.error(.invalidValue, place, error.view.map { "\($0): \(error.message)" } ?? error.message)
                if !unplaced.contains(failure) { unplaced.append(failure) }
            }
        }
        // The warnings: the interpreter's, then what resolving the timeline and the states and
        // drawing them reported (an unknown symbol, a font not found, an event after the end), each once.
        var warnings = interpreter.warnings.all
        for warning in log.diagnostics + (drawing?.diagnostics ?? []) where warning.severity == .warning && !warnings.contains(warning) {
            warnings.append(warning)
        }
        return (SceneFile.unique(placed, order: sources.map(\.name)) + unplaced, warnings)
    }

    /// The time of every frame of a scene in `format`.
    static func frameTimes(_ format: SceneFormat) -> [Double] {
        (0..<max(1, format.frameCount)).map { Double($0) / format.fps }
    }

    /// `warnings` in source order (files in `order`, then lines and columns), those without a
    /// position after them in the order reported.
    static func sorted(_ warnings: [Diagnostic], order: [String]) -> [Diagnostic] {
        func key(_ warning: Diagnostic) -> (Int, Int, Int) {
            guard let location = warning.location else { return (Int.max, 0, 0) }
            return (order.firstIndex(of: location.file) ?? 0, location.line, location.column)
        }
        return warnings.enumerated().sorted { first, second in
            let a = key(first.element), b = key(second.element)
            return (a.0, a.1, a.2, first.offset) < (b.0, b.1, b.2, second.offset)
        }.map(\.element)
    }

    /// Whether `text` declares a scene: a struct at file scope conforming to `AnimatedScene` or
    /// (with `previews`) `PreviewProvider`, or a `#Preview`. A folder of scene files may hold other
    /// Swift files too (such as a catalogue of the scenes); commands taking a folder test only the
    /// files this accepts, and load those with all checks.
    public static func declaresScene(text: String, previews: Bool = true) -> Bool {
        let tree = LargeStack.run { Parser.parse(source: text) }
        let conformances = previews ? ["AnimatedScene", "PreviewProvider"] : ["AnimatedScene"]
        return tree.statements.contains { item in
            if let macro = item.item.as(MacroExpansionExprSyntax.self) { return previews && macro.macroName.text == "Preview" }
            if let macro = item.item.as(MacroExpansionDeclSyntax.self) { return previews && macro.macroName.text == "Preview" }
            guard let declaration = item.item.as(StructDeclSyntax.self) else { return false }
            return declaration.inheritanceClause?.inheritedTypes.contains {
                conformances.contains($0.type.trimmedDescription)
            } ?? false
        }
    }

    /// Errors sorted by position (files in `order`, then lines and columns), each position
    /// reported once (the first error found there) unless `keepAll`.
    static func unique(_ errors: [ScriptError], order: [String] = [], keepAll: Bool = false) -> [ScriptError] {
        var seen: Set<String> = []
        let kept = keepAll ? errors : errors.filter { seen.insert("\($0.fileName):\($0.line):\($0.column)").inserted }
        // A stable sort, so errors at one position keep the order they were found in.
        func key(_ error: ScriptError) -> (Int, Int, Int) { (order.firstIndex(of: error.fileName) ?? 0, error.line, error.column) }
        return kept.enumerated().sorted { first, second in
            let a = key(first.element), b = key(second.element)
            return (a.0, a.1, a.2, first.offset) < (b.0, b.1, b.2, second.offset)
        }.map(\.element)
    }
}

/// The errors of a scene file, printed as compilers print them: each with its source line and a
/// caret, then a count.
public struct SceneFileError: Error, CustomStringConvertible {
    /// Every error, in source order.
    public var errors: [ScriptError]
    /// The file's text, for the source lines.
    public var text: String
    /// The texts of a module's files by the names errors give them (empty for one file, whose
    /// text is `text`).
    public var sources: [String: String]

    /// Errors of a file with `text`, or of a module whose files' texts are `sources`.
    public init(errors: [ScriptError], text: String, sources: [String: String] = [:]) {
        self.errors = errors
        self.text = text
        self.sources = sources
    }

    /// The errors, formatted, one after another.
    public var description: String {
        // Errors before any text was read (an unreadable file) have no source line to show.
        var lines: [String: SourceLines] = [:]
        return errors.map { error in
            let text = sources.count <= 1 ? text : sources[error.fileName] ?? ""
            if text.isEmpty { return error.description }
            if lines[error.fileName] == nil { lines[error.fileName] = SourceLines(text) }
            return error.formatted(source: lines[error.fileName]!)
        }.joined(separator: "\n")
    }
}
