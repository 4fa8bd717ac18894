import Foundation

/// The views a configuration-based button draws with, besides its `titleLabel`: the rounded
/// background, the image and the subtitle.
@MainActor
final class ButtonConfigurationParts {
    let background = UIView()
    let imageView = UIImageView()
    let subtitleLabel = UILabel()
    /// The spinner shown in the image's place while `showsActivityIndicator` (R258).
    let spinner = UIActivityIndicatorView(style: .medium)

    init(in button: UIButton) {
        for part in [background, imageView, subtitleLabel, spinner] as [UIView] {
            part.isUserInteractionEnabled = false
        }
        button.insertSubview(background, at: 0)
        button.addSubview(imageView)
        button.addSubview(subtitleLabel)
        spinner.isHidden = true
        button.addSubview(spinner)
    }
}
