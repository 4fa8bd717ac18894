import Foundation
import Stagecraft
import StagecraftAssets
import UIKit

/// The gallery: every scene that exists, in home-screen order.
public enum Gallery {
    /// The scenes that exist so far.
    public static let scenes: [Scene] = [
        Scene(
            id: "lab", title: "Animation lab",
            summary: "UIView curves, springs and a 3D flip side by side; tap to replay",
            make: { AnimationLabViewController() }),
        Scene(id: "S1", title: "Spring present", summary: "Custom animator: spring up, drop down on dismiss") {
            SpringPresentingViewController()
        },
        Scene(id: "S2", title: "Diagonal present/dismiss", summary: "Listing 10-2: in from the lower-right corner") {
            DiagonalPresentingViewController()
        },
        Scene(id: "S3", title: "Fade in", summary: "The presented view fades from alpha 0 to 1") {
            FadeInFirstViewController()
        },
        Scene(id: "S4", title: "Pop thumbnail zoom", summary: "A detail screen grows out of a thumbnail") {
            PopThumbnailViewController()
        },
        Scene(
            id: "S5", title: "Custom modal with dimming view", summary: ".custom, the animator owns the dimming",
            expectedDiagnostics: ["presenterViewAddedToContainer"]
        ) {
            CustomModalViewController()
        },
        Scene(id: "S6", title: "Presentation controller", summary: "A UIPresentationController owns the dimming") {
            PresentationControllerViewController()
        },
        Scene(id: "S7", title: "Navigation pop: scale, slide, fade", summary: "Pop shrinks, slides, fades") {
            UINavigationController(rootViewController: ScaleSlideFadeRootViewController())
        },
        Scene(id: "S8", title: "Interactive pop by pan", summary: "A pan on the navigation view scrubs the pop") {
            UINavigationController(rootViewController: PanPopRootViewController())
        },
        Scene(
            id: "S9", title: "System back swipe", summary: "Edge swipe; off with isEnabled or a custom animator",
            expectedDiagnostics: ["edgeSwipeDisabledByCustomAnimator"]
        ) {
            BackSwipeNavigationController()
        },
        Scene(id: "S10", title: "Tab bar cube", summary: "The delegate's animator turns the tabs like a cube") {
            CubeTabBarController()
        },
        Scene(id: "S11", title: "Interactive tab swipe", summary: "Pan left or right to switch tabs; let go to decide")
        {
            SwipeTabBarController()
        },
        Scene(id: "S12", title: "Drag to dismiss", summary: "A pan scrubs the dismissal; let go to finish or cancel") {
            DragToDismissViewController()
        },
        Scene(
            id: "S13", title: "Swipe-driven transition", summary: "The interactor's own pan on the container",
            expectedDiagnostics: ["interactionNotDriven"]
        ) {
            SwipeTransitionViewController()
        },
        Scene(id: "S14", title: "Slide transitions and edge pan", summary: "One slide animator; edge-swipe pop") {
            SlideNavigationController()
        },
        Scene(id: "S15", title: "Side effects and the coordinator", summary: "Undo a side effect on cancel") {
            CoordinatorNavigationController()
        },
        Scene(id: "S16", title: "Layout-to-layout transition", summary: "Tap a photo: the grid re-flows, no slide") {
            PhotoGridNavigationController()
        },
        Scene(id: "S17", title: "Built-in modal styles", summary: "Cover vertical, cross dissolve, flip; no delegate") {
            ModalStylesPresentingViewController()
        },
        Scene(id: "S18", title: "Interruptible push/pop", summary: "Grab a running push or pop, scrub, let go") {
            InterruptibleNavigationController()
        },
        Scene(id: "S19", title: "Plain sheet", summary: "present() on iOS 18: a card; the presenter hears nothing") {
            PlainSheetPresenterViewController()
        },
        Scene(id: "S20", title: "Sheet detents", summary: "Medium and large, a grabber, an undimmed medium") {
            DetentsPresenterViewController()
        },
        Scene(id: "S21", title: "Stacked sheets", summary: "A sheet over a sheet pushes the first card back") {
            StackedSheetViewController(level: 0)
        },
        Scene(id: "S22", title: "Discard changes?", summary: "isModalInPresentation: a refused swipe asks") {
            NotePresenterViewController()
        },
        Scene(
            id: "S23", title: "Settings-style navigation",
            summary: "Bar buttons, a collapsing large title, a hiding tab bar"
        ) {
            SettingsTabBarController()
        },
        Scene(
            id: "S24", title: "Card stack container",
            summary: "transition(from:to:) swaps child cards; the log shows each call"
        ) {
            CardStackViewController()
        },
        Scene(id: "S25", title: "Onboarding pages", summary: "UIPageViewController: swipe between pages, or tap Next") {
            OnboardingPagesViewController()
        },
        Scene(id: "S26", title: "Pinch to dismiss", summary: "A pinch scales the photo's dismissal; let go to decide") {
            PinchPhotoViewController()
        },
        Scene(id: "S27", title: "Photo zoom", summary: "iOS 18's zoom: a photo opens from the grid, drag it back") {
            UINavigationController(rootViewController: ZoomGridViewController())
        },
        Scene(id: "S28", title: "Constraint card", summary: "Anchors lay out a card; a constant animates it in") {
            ConstraintCardPresentingViewController()
        },
        Scene(id: "S29", title: "Photo strip", summary: "Page between photos; pinch or double-tap one to zoom") {
            PhotoStripViewController()
        },
        Scene(id: "S30", title: "Login form", summary: "The keyboard slides up and the Sign In button rides on it") {
            LoginFormViewController()
        },
        Scene(id: "S31", title: "Flick to dismiss", summary: "UIKit Dynamics: drag a photo, flick it away to close") {
            FlickPhotoPresentingViewController()
        },
    ]

    /// The scene with an id (case-insensitive), if it exists.
    public static func scene(id: String) -> Scene? { catalog.scene(id: id) }

    /// The gallery as the host takes it: its scenes, its images and its home screen.
    public static let catalog = SceneCatalog(
        title: "Stagecraft", scenes: scenes, assetDirectories: [assetDirectory],
        home: { catalog, host in
            HomeViewController.inNavigationController(scenes: catalog.scenes, showing: host.showing)
        })

    /// Where the gallery's images are: `Assets/Gallery/` of the package, as the build bundles it.
    public static var assetDirectory: URL { StagecraftAssets.folder("Gallery") }
}
