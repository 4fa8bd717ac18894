import Foundation

/// The pan on a sheet's card (R138–R140): stub.
@MainActor
final class SheetDragInteraction: NSObject {
    weak var sheet: UISheetPresentationController?
    var isDragging: Bool { false }

    init(sheet: UISheetPresentationController) {
        self.sheet = sheet
    }

    func uninstall() {}
}
