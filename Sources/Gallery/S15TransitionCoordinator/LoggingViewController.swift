// S15 "Side effects and the coordinator". Not from the seed: the screens' common part, which writes
// every appearance callback to the on-screen log and gives the bar the screen's colour.
import Foundation
import UIKit

/// A screen of S15 that logs its appearance callbacks and, if it has one, sets the bar's colour
/// when it is about to appear.
@MainActor
class LoggingViewController: UIViewController {
    /// The name used in the log.
    let name: String
    /// The log panel of the scene.
    let log: TransitionLogPanel
    /// The bar colour this screen sets in `viewWillAppear` (nil: it leaves the bar alone).
    let barColor: UIColor?
    /// The scene's navigation controller (kept: a popped screen no longer has `navigationController`).
    weak var scene: CoordinatorNavigationController?

    init(name: String, log: TransitionLogPanel, barColor: UIColor?) {
        self.name = name
        self.log = log
        self.barColor = barColor
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("\(name).viewWillAppear")
        if let barColor { scene?.navigationBar.backgroundColor = barColor }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("\(name).viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.append("\(name).viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.append("\(name).viewDidDisappear")
    }
}
