// S4's data (the seed's herbs app has a list of herbs; the gallery's assets are five pictures).
import Foundation

/// One picture of S4's thumbnail row: the asset name, a title and a line of text.
struct PopPicture: Sendable {
    /// The image asset (`thumb1`…`thumb5`).
    let imageName: String
    /// The detail screen's title.
    let title: String
    /// The detail screen's text.
    let text: String

    /// The five pictures of the gallery's assets.
    static let all: [PopPicture] = [
        PopPicture(
            imageName: "thumb1", title: "Lavender fields",
            text:
                "Rows of lavender run to a low evening sun. The picture grew out of its thumbnail with a 0.4-damped spring."
        ),
        PopPicture(
            imageName: "thumb2", title: "Mountain lake",
            text: "Two peaks and their reflection. Tap anywhere and the screen shrinks back into the row."),
        PopPicture(
            imageName: "thumb3", title: "Green leaf",
            text: "A single leaf on a pale green ground. Its thumbnail stays hidden until the dismissal ends."),
        PopPicture(
            imageName: "thumb4", title: "Desert dunes",
            text: "Warm dunes under an orange sky. On the way back the corners round to 20 / xScaleFactor."),
        PopPicture(
            imageName: "thumb5", title: "Lemons",
            text: "Three lemons on teal. The detail screen is scaled, not resized: watch the text squash and stretch."),
    ]
}
