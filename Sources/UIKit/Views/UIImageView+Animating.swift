import Foundation

/// R237: an image view showing `animationImages` one after another, on the frame clock — each for
/// `animationDuration` ÷ their count (1/30 s when the duration is 0), `animationRepeatCount` passes
/// (0: until stopped); `image` shows again when the animation stops or runs out.
extension UIImageView {
    /// Whether the images are being shown one after another.
    public var isAnimating: Bool { imageAnimation != nil }

    /// Starts showing `animationImages` from the first (does nothing without images, or when
    /// already animating).
    public func startAnimating() {
        guard imageAnimation == nil, let images = animationImages, !images.isEmpty else { return }
        let link = CADisplayLink { [weak self] link in self?.showAnimationFrame(at: link.timestamp) }
        imageAnimation = (link, nil)
        layer.contents = images[0].cgImage
        link.add(to: .main, forMode: .common)
    }

    /// Stops the images and shows `image` again.
    public func stopAnimating() {
        guard let animation = imageAnimation else { return }
        animation.link.invalidate()
        imageAnimation = nil
        layer.contents = image?.cgImage
    }

    /// The time one image shows.
    private var frameDuration: TimeInterval {
        let count = Double(animationImages?.count ?? 1)
        return (animationDuration > 0 ? animationDuration : count / 30) / count
    }

    private func showAnimationFrame(at time: CFTimeInterval) {
        guard let images = animationImages, !images.isEmpty, let animation = imageAnimation else {
            return stopAnimating()
        }
        // The first frame after starting is time 0 of the animation.
        guard let start = animation.start else {
            imageAnimation = (animation.link, time)
            return
        }
        let elapsed = time - start
        let pass = frameDuration * Double(images.count)
        if animationRepeatCount > 0 && elapsed >= pass * Double(animationRepeatCount) - 1e-9 {
            return stopAnimating()
        }
        let index = Int((elapsed / frameDuration + 1e-9).rounded(.down)) % images.count
        let contents = images[index].cgImage
        if layer.contents as? CGImage !== contents { layer.contents = contents }
    }
}
