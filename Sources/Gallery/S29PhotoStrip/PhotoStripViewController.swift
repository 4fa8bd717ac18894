// S29 "Photo strip" (beyond the seeds): a horizontally paging strip of zoomable photos.
import Foundation
import UIKit

/// A photo viewer: a paging scroll view of five photos, each its own zooming scroll view; a
/// counter follows the page. Swipe between photos, pinch or double-tap one to zoom, and drag the
/// zoomed photo around — a page's scroll view takes the drag while it can move, the strip once it
/// cannot (R264, R265).
@MainActor
final class PhotoStripViewController: UIViewController, UIScrollViewDelegate {
    /// The paging strip.
    let strip = UIScrollView()
    /// The pages, one per photo.
    private(set) var pages: [ZoomingPhotoPageView] = []
    /// "2 of 5" under the photos.
    let counter = UILabel()
    /// The page shown.
    private(set) var currentPage = 0 {
        didSet { updateCounter() }
    }
    /// A gap between photos (each page is the strip's width plus the gap, as Photos does).
    static let gap: CGFloat = 20

    /// White status bar text over the black viewer, as Photos has.
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photo strip"
        view.backgroundColor = .black
        strip.isPagingEnabled = true
        strip.showsHorizontalScrollIndicator = false
        strip.contentInsetAdjustmentBehavior = .never
        strip.delegate = self
        view.addSubview(strip)
        for picture in PopPicture.all {
            let page = ZoomingPhotoPageView(image: UIImage(named: picture.imageName))
            pages.append(page)
            strip.addSubview(page)
        }
        counter.font = .systemFont(ofSize: 15, weight: .semibold)
        counter.textColor = .white
        counter.textAlignment = .center
        view.addSubview(counter)
        updateCounter()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        // The strip is wider than the screen by the gap, so its pages (its bounds' width) end in it.
        let frame = CGRect(x: 0, y: safe.minY, width: view.bounds.width + Self.gap, height: safe.height - 44)
        guard strip.frame != frame else { return }
        strip.frame = frame
        for (i, page) in pages.enumerated() {
            page.frame = CGRect(x: CGFloat(i) * frame.width, y: 0, width: view.bounds.width, height: frame.height)
            page.fitPhoto()
        }
        strip.contentSize = CGSize(width: frame.width * CGFloat(pages.count), height: frame.height)
        strip.contentOffset = CGPoint(x: CGFloat(currentPage) * frame.width, y: 0)
        counter.frame = CGRect(x: safe.minX, y: frame.maxY + 10, width: safe.width, height: 24)
    }

    private func updateCounter() {
        counter.text = "\(currentPage + 1) of \(pages.count)"
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scrollView === strip, strip.bounds.width > 0 else { return }
        let page = Int((strip.contentOffset.x / strip.bounds.width).rounded())
        currentPage = min(max(0, page), pages.count - 1)
    }

    /// A photo that left the screen is back at 1× when the user returns to it, as in Photos.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        guard scrollView === strip else { return }
        for (i, page) in pages.enumerated() where i != currentPage && page.zoomScale != 1 { page.fitPhoto() }
    }
}
