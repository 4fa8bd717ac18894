import Foundation

/// Collects the notifications of some names posted on the default center while it lives (the
/// block API's closure is `@Sendable`; the tests post on the main thread only).
final class PostedNotifications: @unchecked Sendable {
    private(set) var entries: [Notification] = []
    private var tokens: [NSObjectProtocol] = []

    init(_ names: [Notification.Name], object: AnyObject? = nil) {
        for name in names {
            tokens.append(
                NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { [self] note in
                    entries.append(note)
                })
        }
    }

    deinit { tokens.forEach(NotificationCenter.default.removeObserver) }
}
