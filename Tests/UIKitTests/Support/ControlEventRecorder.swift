import Foundation

@testable import UIKit

/// Records the control events a control sends, in order, by name.
@MainActor
final class ControlEventRecorder {
    private(set) var names: [String] = []
    private static let named: [(UIControl.Event, String)] = [
        (.touchDown, "touchDown"), (.touchDragInside, "dragInside"), (.touchDragOutside, "dragOutside"),
        (.touchDragEnter, "dragEnter"), (.touchDragExit, "dragExit"), (.touchUpInside, "touchUpInside"),
        (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
        (.primaryActionTriggered, "primaryAction"),
    ]

    init(_ control: UIControl, ignoringDrags: Bool = true) {
        for (event, name) in Self.named {
            if ignoringDrags && (event == .touchDragInside || event == .touchDragOutside) { continue }
            control.addAction(UIAction { [weak self] _ in self?.names.append(name) }, for: event)
        }
    }

    func removeAll() { names.removeAll() }
}
