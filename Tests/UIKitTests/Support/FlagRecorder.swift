import Foundation
import UIKit

/// Records the R11 flags inside each appearance call.
@MainActor
final class FlagRecorder: UIViewController {
    var record: [String] = []
    private func note(_ what: String) {
        record.append("\(what) presented=\(isBeingPresented) dismissed=\(isBeingDismissed)")
    }
    override func viewWillAppear(_ animated: Bool) { note("willAppear") }
    override func viewDidAppear(_ animated: Bool) { note("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { note("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { note("didDisappear") }
}
