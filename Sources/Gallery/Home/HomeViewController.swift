import Foundation
import Stagecraft
import UIKit

/// The gallery's home screen, the root of a navigation controller as a Settings-like app's list is:
/// an inset-grouped table of the scenes with a large title that collapses as it scrolls. A row
/// highlights under the finger and shows its scene: a plain screen is pushed (back returns to the
/// list, the row fading out of its selection alongside the pop); a scene that is itself a
/// navigation or tab bar controller — UIKit does not push a navigation controller — is presented
/// full screen with a close button (`FullScreenSceneViewController`), as is a screen laid out for
/// the whole screen (`fullScreenSceneIDs`).
@MainActor
public final class HomeViewController: UITableViewController {
    private let scenes: [Scene]
    private let showing: @MainActor (Scene?) -> Void

    /// Creates the home screen; `showing` hears the scene a row shows, and nil when the list is back.
    public init(scenes: [Scene] = Gallery.scenes, showing: @escaping @MainActor (Scene?) -> Void) {
        self.scenes = scenes
        self.showing = showing
        super.init(style: .insetGrouped)
        title = "Stagecraft"
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.backButtonTitle = "Scenes"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The home as the gallery's catalog shows it: in a navigation controller with large titles.
    public static func inNavigationController(
        scenes: [Scene] = Gallery.scenes, showing: @escaping @MainActor (Scene?) -> Void
    ) -> UINavigationController {
        let navigation = UINavigationController(
            rootViewController: HomeViewController(scenes: scenes, showing: showing))
        navigation.navigationBar.prefersLargeTitles = true
        return navigation
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(SceneCell.self, forCellReuseIdentifier: SceneCell.reuseIdentifier)
        tableView.rowHeight = SceneCell.height
    }

    /// Back on the list (after a pop or a dismissal): no scene shows.
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        showing(nil)
    }

    // MARK: The list

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        scenes.count
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: SceneCell.reuseIdentifier, for: indexPath)
        (cell as? SceneCell)?.show(scenes[indexPath.row])
        return cell
    }

    public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        scenes.isEmpty ? nil : "Scenes"
    }

    public override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        scenes.isEmpty
            ? "No scenes yet. Each transition issue adds its scenes here."
            : "UIKit view-controller transitions, simulated. Shift+Ctrl+H comes back here from anywhere."
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        show(scenes[indexPath.row])
    }

    /// Plain scenes that still need the whole screen: S12's seed places its button at a fixed frame
    /// near the top, where a navigation bar would cover it.
    static let fullScreenSceneIDs: Set<String> = ["S12"]

    /// Shows a scene as its kind asks: pushed, or full screen when it is a container of its own.
    func show(_ scene: Scene) {
        let controller = scene.make()
        if FullScreenSceneViewController.needsWholeScreen(controller) || Self.fullScreenSceneIDs.contains(scene.id) {
            let host = FullScreenSceneViewController(content: controller)
            present(host, animated: true)
        } else {
            if controller.title == nil, controller.navigationItem.title?.isEmpty ?? true {
                controller.navigationItem.title = scene.title
            }
            controller.navigationItem.largeTitleDisplayMode = .never
            navigationController?.pushViewController(controller, animated: true)
        }
        showing(scene)
    }
}
