import Foundation

/// A classic button's image (R297): per state, shown before the title, the pair placed by the
/// control's content alignments; symbol and template images take the tint colour of a system button.
extension UIButton {
    /// Sets the image for a state.
    public func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        if imageView == nil, image != nil {
            let view = UIImageView()
            view.isUserInteractionEnabled = false
            view.contentMode = .center
            insertSubview(view, at: 0)
            imageView = view
        }
        refreshImageNow()
    }

    /// The image for a state, falling back to the normal image.
    public func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }

    /// The image shown now.
    public var currentImage: UIImage? { image(for: state) }

    func refreshImageNow() {
        refreshImage()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Shows the current state's image: a system button's highlighted image fades as its title does.
    func refreshImage() {
        guard let imageView else { return }
        imageView.image = configuration == nil ? currentImage : nil
        imageView.isHidden = imageView.image == nil
        imageView.alpha = buttonType == .system && isHighlighted && images[State.highlighted.rawValue] == nil ? 0.2 : 1
        if buttonType == .system { imageView.tintColor = isEnabled ? tintColor : .systemGray3 }
    }

    /// Image then title, inside `contentEdgeInsets`, placed as a pair by the content alignments.
    func layOutClassicContent() {
        let content = bounds.inset(by: contentEdgeInsets)
        let image = currentImage?.size ?? .zero
        let hasTitle = !(titleLabel?.text ?? "").isEmpty
        var title = hasTitle ? titleLabel?.sizeThatFits(content.size) ?? .zero : .zero
        title.width = min(title.width, max(0, content.width - image.width))
        let pair = CGSize(width: image.width + title.width, height: max(image.height, title.height))
        let frame = alignedContentFrame(size: pair, in: content)
        imageView?.frame = CGRect(
            x: frame.minX, y: frame.midY - image.height / 2, width: image.width, height: image.height)
        // A fill alignment gives the title the rest of the width (and the full height).
        let titleWidth = contentHorizontalAlignment == .fill ? max(0, frame.width - image.width) : title.width
        let titleHeight = contentVerticalAlignment == .fill ? frame.height : title.height
        titleLabel?.frame = CGRect(
            x: frame.minX + image.width, y: frame.midY - titleHeight / 2, width: titleWidth, height: titleHeight)
    }
}
