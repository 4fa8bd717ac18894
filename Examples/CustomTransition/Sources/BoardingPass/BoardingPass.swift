import Foundation
import Stagecraft
import UIKit

/// The app as the Stagecraft host takes it: one scene, and the host's plain list as home.
public enum BoardingPass {
    /// The app's scenes.
    public static let catalog = SceneCatalog(
        title: "Boarding pass",
        scenes: [
            Scene(id: "pass", title: "Show the boarding pass", summary: "A custom zoom transition for a card") {
                FlightViewController()
            }
        ])
}
