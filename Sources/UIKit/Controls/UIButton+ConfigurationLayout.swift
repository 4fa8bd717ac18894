import Foundation

/// Drawing and laying out a configuration-based button (R258).
extension UIButton {
    /// Asks for `configurationUpdateHandler` (or `updateConfiguration()` of a subclass) before the
    /// next layout.
    public func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    func configurationDidChange() {
        if configuration != nil && configurationParts == nil { configurationParts = ButtonConfigurationParts(in: self) }
        applyConfiguration()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Colours, fonts and texts for the configuration in the current state.
    func applyConfiguration() {
        guard let configuration, let parts = configurationParts, let titleLabel else {
            configurationParts?.background.isHidden = true
            configurationParts?.imageView.isHidden = true
            configurationParts?.subtitleLabel.isHidden = true
            return
        }
        // Highlighted, a configured button draws its background and content at 70 % (inferred).
        let highlight: CGFloat = isHighlighted ? 0.7 : 1
        let tint: UIColor = tintColor
        let background = configuration.backgroundColor(tint: tint, state: state)
        parts.background.isHidden = background == nil
        parts.background.backgroundColor = background.map { Self.color($0, alphaScaledBy: highlight) }
        let foreground = configuration.foregroundColor(tint: tint, state: state)
        let content = Self.color(foreground, alphaScaledBy: highlight)
        titleLabel.text = configuration.title
        titleLabel.font = configuration.titleFont
        titleLabel.textColor = content
        titleLabel.isHidden = configuration.title == nil
        parts.subtitleLabel.text = configuration.subtitle
        parts.subtitleLabel.font = configuration.subtitleFont
        parts.subtitleLabel.textColor = content
        parts.subtitleLabel.textAlignment = .center
        parts.subtitleLabel.isHidden = configuration.subtitle == nil
        parts.imageView.image = configuration.image
        parts.imageView.isHidden = configuration.image == nil || configuration.showsActivityIndicator
        parts.imageView.alpha = highlight
        // R258: the activity indicator takes the image's place, in the content colour.
        parts.spinner.isHidden = !configuration.showsActivityIndicator
        parts.spinner.color = content
        if configuration.showsActivityIndicator {
            if !parts.spinner.isAnimating { parts.spinner.startAnimating() }
        } else if parts.spinner.isAnimating {
            parts.spinner.stopAnimating()
        }
        setNeedsLayout()
    }

    /// `color` with its opacity multiplied by `factor` (resolved per trait collection when dynamic).
    static func color(_ color: UIColor, alphaScaledBy factor: CGFloat) -> UIColor {
        guard factor != 1 else { return color }
        return UIColor(dynamicProvider: { traits in
            let resolved = color.resolvedColor(with: traits)
            return resolved.withAlphaComponent(resolved.cgColor.alpha * factor)
        })
    }

    /// The sizes of the image and of the text block (title over subtitle).
    private func contentSizes(_ configuration: Configuration) -> (image: CGSize, text: CGSize, title: CGSize) {
        let image =
            configuration.showsActivityIndicator
            ? CGSize(width: 20, height: 20) : configuration.image?.size ?? .zero
        let title = configuration.title != nil ? titleLabel?.sizeThatFits(.zero) ?? .zero : .zero
        let subtitle =
            configuration.subtitle != nil ? configurationParts?.subtitleLabel.sizeThatFits(.zero) ?? .zero : .zero
        let gap = configuration.title != nil && configuration.subtitle != nil ? configuration.titlePadding : 0
        let text = CGSize(width: max(title.width, subtitle.width), height: title.height + gap + subtitle.height)
        return (image, text, title)
    }

    private func imageGap(_ configuration: Configuration, image: CGSize, text: CGSize) -> CGFloat {
        image != .zero && text != .zero ? configuration.imagePadding : 0
    }

    private func isVertical(_ configuration: Configuration) -> Bool {
        configuration.imagePlacement == .top || configuration.imagePlacement == .bottom
    }

    /// The content's size plus the insets.
    func configurationSize(_ configuration: Configuration) -> CGSize {
        let (image, text, _) = contentSizes(configuration)
        let gap = imageGap(configuration, image: image, text: text)
        let content =
            isVertical(configuration)
            ? CGSize(width: max(image.width, text.width), height: image.height + gap + text.height)
            : CGSize(width: image.width + gap + text.width, height: max(image.height, text.height))
        let insets = configuration.contentInsets
        return CGSize(
            width: ceil(content.width + insets.leading + insets.trailing),
            height: ceil(content.height + insets.top + insets.bottom))
    }

    /// Background over the bounds; image and text centred inside the insets.
    func layOutConfiguration() {
        guard let configuration, let parts = configurationParts, let titleLabel else { return }
        parts.background.frame = bounds
        parts.background.layer.cornerRadius = configuration.cornerRadius(height: bounds.height)
        let insets = configuration.contentInsets
        let box = CGRect(
            x: insets.leading, y: insets.top, width: bounds.width - insets.leading - insets.trailing,
            height: bounds.height - insets.top - insets.bottom)
        let (image, text, title) = contentSizes(configuration)
        let gap = imageGap(configuration, image: image, text: text)
        var imageOrigin: CGPoint
        var textOrigin: CGPoint
        if isVertical(configuration) {
            let height = image.height + gap + text.height
            let top = box.midY - height / 2
            let imageFirst = configuration.imagePlacement == .top
            imageOrigin = CGPoint(x: box.midX - image.width / 2, y: imageFirst ? top : top + text.height + gap)
            textOrigin = CGPoint(x: box.midX - text.width / 2, y: imageFirst ? top + image.height + gap : top)
        } else {
            let width = image.width + gap + text.width
            // The pair follows the control's horizontal alignment (R297; centred by default).
            let left = alignedContentFrame(size: CGSize(width: width, height: text.height), in: box).minX
            let imageFirst = configuration.imagePlacement != .trailing
            imageOrigin = CGPoint(x: imageFirst ? left : left + text.width + gap, y: box.midY - image.height / 2)
            textOrigin = CGPoint(x: imageFirst ? left + image.width + gap : left, y: box.midY - text.height / 2)
        }
        parts.imageView.frame = CGRect(origin: imageOrigin, size: image)
        parts.spinner.frame = CGRect(origin: imageOrigin, size: image)
        titleLabel.frame = CGRect(
            x: textOrigin.x + (text.width - title.width) / 2, y: textOrigin.y, width: title.width, height: title.height)
        let subtitleY = textOrigin.y + title.height + (configuration.title != nil ? configuration.titlePadding : 0)
        parts.subtitleLabel.frame = CGRect(
            x: textOrigin.x, y: subtitleY, width: text.width, height: text.height - (subtitleY - textOrigin.y))
    }
}
