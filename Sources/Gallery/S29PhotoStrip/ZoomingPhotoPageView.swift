// S29 "Photo strip" (beyond the seeds): one page of the strip, a photo that zooms.
import Foundation
import UIKit

/// A scroll view showing one photo fitted to its bounds, zooming from 1× to 3× with a pinch or a
/// double tap, the photo kept centred while it is smaller than the view — the photo viewer's page
/// as iOS apps write it.
@MainActor
final class ZoomingPhotoPageView: UIScrollView, UIScrollViewDelegate {
    /// The photo.
    let imageView = UIImageView(frame: .zero)
    private let doubleTap = UITapGestureRecognizer()

    init(image: UIImage?) {
        super.init(frame: .zero)
        imageView.image = image
        imageView.contentMode = .scaleAspectFit
        addSubview(imageView)
        minimumZoomScale = 1
        maximumZoomScale = 3
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        delegate = self
        doubleTap.numberOfTapsRequired = 2
        doubleTap.addTarget(self, action: ZoomingPhotoPageView.doubleTapped)
        addGestureRecognizer(doubleTap)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Fits the photo to the bounds at 1× (after a size change the zoom starts again).
    func fitPhoto() {
        zoomScale = 1
        let size = imageView.image?.size ?? bounds.size
        let scale = min(bounds.width / max(size.width, 1), bounds.height / max(size.height, 1))
        imageView.frame = CGRect(x: 0, y: 0, width: size.width * scale, height: size.height * scale)
        contentSize = imageView.frame.size
        centerPhoto()
    }

    /// Keeps the photo in the middle while it is smaller than the view.
    private func centerPhoto() {
        let x = max(0, (bounds.width - contentSize.width) / 2)
        let y = max(0, (bounds.height - contentSize.height) / 2)
        contentInset = UIEdgeInsets(top: y, left: x, bottom: y, right: x)
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

    func scrollViewDidZoom(_ scrollView: UIScrollView) { centerPhoto() }

    /// A double tap zooms into the point tapped, or back out.
    private func doubleTapped(_ tap: UITapGestureRecognizer) {
        if zoomScale > minimumZoomScale {
            setZoomScale(minimumZoomScale, animated: true)
            return
        }
        let point = tap.location(in: imageView)
        let size = CGSize(width: bounds.width / maximumZoomScale, height: bounds.height / maximumZoomScale)
        zoom(
            to: CGRect(
                x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height),
            animated: true)
    }
}
