import Foundation
import UIKit

/// Registers a coordinator completion in viewWillAppear (the seeds' pattern).
@MainActor
final class CoordinatedController: UIViewController {
    init(_ name: String) {
        super.init()
        title = name
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        transitionCoordinator?.animate(alongsideTransition: nil) { _ in }
    }
}
