import Foundation
import UIKit

/// Weak references to every view controller and presentation controller seen in a window, to
/// tell which are still alive once nothing should hold them (a leak).
@MainActor
final class ControllerTracker {
    private struct Entry {
        weak var object: AnyObject?
        var name: String
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// Remembers the controllers of the window's tree now (and their presentation controllers).
    func track(_ controllers: [UIViewController]) {
        for controller in controllers {
            remember(controller, Simulator.describe(controller))
            if let presentation = controller.presentingViewController != nil ? controller.presentationController : nil {
                remember(presentation, "\(type(of: presentation)) of \(Simulator.describe(controller))")
            }
        }
    }

    private func remember(_ object: AnyObject, _ name: String) {
        let id = ObjectIdentifier(object)
        if let entry = entries[id], entry.object === object { return }
        entries[id] = Entry(object: object, name: name)
    }

    /// The names of the tracked objects still alive, sorted.
    var alive: [String] { entries.values.filter { $0.object != nil }.map(\.name).sorted() }

    /// Forgets everything tracked so far.
    func removeAll() { entries.removeAll() }
}
