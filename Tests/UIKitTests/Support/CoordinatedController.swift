import Foundation
import UIKit

/// Registers a coordinator completion in viewWillAppear (the seeds' pattern).
@MainActor
final class CoordinatedController: UIViewController {
    init(_ name: String) {
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        transitionCoordinator?.animate(alongsideTransition: nil) { _ in }
    }
}
