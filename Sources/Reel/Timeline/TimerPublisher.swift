import Foundation

extension Timer {
    /// A timer's publisher (`Timer.publish(every:on:in:)`): while connected, it sends the scene
    /// date to the `.onReceive` actions of the views present every `interval` seconds after it
    /// connected, as timeline events. `autoconnect()` connects it when a view starts receiving (at
    /// the moment the view appears); `connect()` connects it now, and the connection's `cancel()`
    /// stops it (`timer.upstream.connect().cancel()` stops an autoconnected one).
    ///
    /// A view's `let timer = Timer.publish(…).autoconnect()` is made again whenever the view is:
    /// a publisher made again with the same interval keeps the connection of the one it replaces,
    /// so the view's timer keeps its rhythm, as the one SwiftUI keeps with the view does.
    public final class TimerPublisher: @unchecked Sendable {
        /// The seconds between dates.
        public let interval: TimeInterval
        /// Whether it connects when a view starts receiving.
        let autoconnects: Bool
        /// The timer it publishes: its connection and receivers, shared by the publishers that
        /// continue this one (the view's made again).
        var core: TimerCore {
            get {
                // A publisher kept in a state the timeline starts from again (a scene's `@State`
                // value, resolved once more) starts unconnected in each resolution.
                if storedCore.scheduler !== TimelineScheduler.current { storedCore = TimerCore() }
                return storedCore
            }
            set { storedCore = newValue }
        }
        private var storedCore = TimerCore()
        /// The connection, while connected.
        var connection: TimerConnection? {
            get { core.connection }
            set { core.connection = newValue }
        }
        /// The views receiving from it while it is not connected, which its next connection
        /// sends to.
        var waiting: [TimerReceiver] {
            get { core.waiting }
            set { core.waiting = newValue }
        }
        /// The publisher `autoconnect()` wrapped, or self.
        private let wrapped: TimerPublisher?
        /// Whether a timeline event made it (a timer made anew, `timer = Timer.publish(…)`),
        /// rather than a view made again (`let timer = …` in the view).
        let madeInEvent: Bool

        init(interval: TimeInterval, autoconnects: Bool, wrapping: TimerPublisher? = nil) {
            self.interval = max(interval, 0.0001)
            self.autoconnects = autoconnects
            wrapped = wrapping
            madeInEvent = wrapping?.madeInEvent ?? StateChangeRecorder.isRunningEvent
        }

        /// Whether `self`, met where `other` was before, is the same timer: `other` itself, or
        /// `other` made again with its view.
        func continues(_ other: TimerPublisher) -> Bool {
            self === other || (!madeInEvent && interval == other.interval && autoconnects == other.autoconnects)
        }

        /// The publisher, connecting when a view starts receiving from it.
        public func autoconnect() -> TimerPublisher {
            TimerPublisher(interval: interval, autoconnects: true, wrapping: self)
        }

        /// The connectable publisher an autoconnected one wraps (itself for one that is not).
        public var upstream: TimerPublisher { wrapped ?? self }

        /// The publisher whose connection this one's receivers follow.
        var source: TimerPublisher { wrapped ?? self }

        /// Connects the publisher at the running event's moment (or gives the connection it has).
        @discardableResult
        public func connect() -> TimerConnection {
            if let connection = source.connection, !connection.isCancelled { return connection }
            let connection = TimerConnection(interval: interval, start: SceneClock.seconds, core: source.core)
            source.connection = connection
            let waiting = source.waiting
            source.waiting = []
            for receiver in waiting { connection.add(receiver) }
            return connection
        }
    }

    /// A timer publisher's connection: it ticks at start + k × interval while it has receivers
    /// and is not cancelled.
    public final class TimerConnection: @unchecked Sendable {
        let interval: Double
        let start: Double
        private(set) var isCancelled = false
        private var ticks = 0
        private var scheduled = false
        /// The receiving views, in the order they started receiving.
        var receivers: [TimerReceiver] = []

        /// The timer it connects, whose next connection the receivers wait for once it is
        /// cancelled.
        private weak var core: TimerCore?

        init(interval: Double, start: Double, core: TimerCore) {
            self.interval = interval
            self.start = start
            self.core = core
        }

        /// Stops the ticks (the views receiving get the dates of the publisher's next connection).
        public func cancel() {
            guard !isCancelled else { return }
            isCancelled = true
            core?.waiting += receivers
            receivers = []
        }

        /// Adds `receiver`, and delays the next tick when none is delayed.
        func add(_ receiver: TimerReceiver) {
            guard !isCancelled else { return }
            if !receivers.contains(where: { $0 === receiver }) { receivers.append(receiver) }
            scheduleNext()
        }

        func remove(_ receiver: TimerReceiver) {
            receivers.removeAll { $0 === receiver }
        }

        private func scheduleNext() {
            guard !scheduled, !isCancelled, !receivers.isEmpty else { return }
            // The next tick after now (a connection a view joins late keeps its rhythm).
            let now = SceneClock.seconds
            while start + Double(ticks + 1) * interval < now - 1e-9 { ticks += 1 }
            let time = start + Double(ticks + 1) * interval
            scheduled = true
            DispatchQueue.main.schedule(at: time, name: "Timer.publish", location: receivers[0].location, position: receivers[0].position) { [self] in
                scheduled = false
                ticks += 1
                guard !isCancelled else { return }
                let date = Date(timeIntervalSinceReferenceDate: time)
                for receiver in receivers { receiver.action(date) }
                scheduleNext()
            }
        }
    }

    /// What the publishers of one timer share: its connection, and the views waiting for one.
    final class TimerCore {
        /// The resolution of the timeline it belongs to.
        weak var scheduler: TimelineScheduler?
        var connection: TimerConnection?
        var waiting: [TimerReceiver] = []
        init() { scheduler = TimelineScheduler.current }
    }

    /// A view's `.onReceive(timer)` while the view is present.
    final class TimerReceiver: AttachedWork {
        var publisher: TimerPublisher
        var action: (Date) -> Void
        let location: String
        let position: SourcePosition?

        init(_ attachment: ReceiveAttachment) {
            publisher = attachment.publisher
            action = attachment.action
            location = attachment.location
            position = attachment.position
            subscribe()
        }

        private func subscribe() {
            if publisher.autoconnects { publisher.connect() }
            if let connection = publisher.source.connection, !connection.isCancelled {
                connection.add(self)
            } else {
                publisher.source.waiting.append(self)
            }
        }

        func update(_ attachment: any ViewAttachment) {
            guard let attachment = attachment as? ReceiveAttachment else { return }
            action = attachment.action
            guard attachment.publisher !== publisher else { return }
            // The view's publisher made again (another publisher restarts the attachment: its id).
            let old = publisher
            publisher = attachment.publisher
            if publisher.source.connection == nil && publisher.source.waiting.isEmpty { publisher.source.core = old.source.core }
        }

        func stop() {
            publisher.source.connection?.remove(self)
            publisher.source.waiting.removeAll { $0 === self }
        }
    }

    /// `.onReceive(timer) { date in … }` as a view attachment.
    struct ReceiveAttachment: ViewAttachment {
        let publisher: TimerPublisher
        let action: (Date) -> Void
        let location: String
        let position: SourcePosition?
        var name: String { "onReceive" }
        /// Another timer (not the view's made again) restarts the receiving.
        var id: ObservedValue? {
            let publisher = self.publisher
            return ObservedValue(value: publisher) { other in (other as? TimerPublisher).map { publisher.continues($0) } ?? false }
        }
        func start() -> any AttachedWork { TimerReceiver(self) }
    }
}

extension View {
    /// Runs `action` with the date each time `publisher` (a `Timer.publish(every:on:in:)`
    /// publisher) sends one while the view is present: timeline events on the scene's clock.
    public func onReceive(_ publisher: Timer.TimerPublisher, file: String = #fileID, line: Int = #line,
                          perform action: @escaping (Date) -> Void) -> _EventModifiedView<Self> {
        onReceive(publisher, location: "\(file):\(line)", position: nil, perform: action)
    }

    /// `onReceive`, written at `location` (`position` in a scene file).
    package func onReceive(_ publisher: Timer.TimerPublisher, location: String, position: SourcePosition?,
                           perform action: @escaping (Date) -> Void) -> _EventModifiedView<Self> {
        eventModified(.attach(Timer.ReceiveAttachment(publisher: publisher, action: action, location: location, position: position)),
                      location: location, position: position)
    }
}
