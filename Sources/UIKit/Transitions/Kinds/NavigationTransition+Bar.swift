import Foundation

/// R96, R170–R173: the bars move alongside a push or pop, scrubbed with it, the way iOS 18 draws
/// them.
extension NavigationTransition {
    /// The titles: on a push the outgoing title travels left into the back button's place as it
    /// fades, while the new back button's label ("‹ Old") fades in travelling with it, so the same
    /// word morphs from title to back label; the incoming title slides in from the right edge and
    /// an older back label fades out to the left. A pop is the reverse: the back label travels right
    /// into the centre and becomes the title while the old title slides out to the right. Leaving
    /// text fades as (1 − p)² and arriving text as p², so where two words meet neither shows at
    /// full strength (#13.9). Bar button items, title views and prompts cross-fade in place; the
    /// bar's height follows the incoming controller's large title and prompt; large titles slide
    /// with their screens; and when the two controllers' bars look different, the outgoing
    /// background fades out over the incoming one instead of splitting along the sliding edge.
    func animateBar() {
        let nav = navigationController
        let bar = nav.navigationBar
        let stack = nav.viewControllers
        let previous = stack.count > 1 ? stack[stack.count - 2] : nil
        let backWasShown = !bar.backButton.isHidden
        let oldBackTitle = backWasShown ? bar.backButton.currentTitle : nil
        let oldFrame = bar.frame
        let hadLargeTitle = bar.showsLargeTitle
        bar.beginTransitionAway()
        bar.show(to.navigationItem, previous: previous?.navigationItem)
        let backIsShown = !bar.backButton.isHidden
        // The bar takes the incoming controller's state: its large title band, prompt, appearance.
        nav.trackContentScrollView(of: to)
        nav.keepContentScrollViewAtTop(of: to)
        nav.applyBarState(for: to)
        let largeTitle = bar.showsLargeTitle
        let newFrame = nav.restingBarFrame
        let titleAlpha = bar.restingTitleAlpha
        UIView.performWithoutAnimation {
            for view in [bar.titleLabel, bar.previousTitleLabel, bar.previousBackLabel, bar.backButton] as [UIView] {
                view.transform = .identity
            }
            bar.frame = newFrame
            bar.layoutIfNeeded()
            bar.backButton.layoutIfNeeded()
            bar.frame = oldFrame
            bar.layoutIfNeeded()
        }
        let push = operation != .pop
        let content = bar.contentRect
        // How far a title slides to or from the bar's edge: its centre reaches the edge.
        let toEdge = content.maxX - bar.titleLabel.frame.midX
        let title = bar.titleLabel
        let oldTitle = bar.previousTitleLabel
        let oldBack = bar.previousBackLabel
        let back = bar.backButton
        // Start: the outgoing title and back label where they were; the incoming ones off their places.
        var titleStart = CGAffineTransform.identity
        var oldTitleEnd = CGAffineTransform.identity
        var oldBackEnd = CGAffineTransform.identity
        var backStart = CGAffineTransform.identity
        if push {
            // The new back label's word starts on the outgoing title's word and both travel left.
            let toBack = bar.backWordMidX(back.currentTitle, textStartingAt: bar.backTextMinX) - oldTitle.frame.midX
            oldTitleEnd = CGAffineTransform(translationX: toBack, y: 0)
            backStart = CGAffineTransform(translationX: -toBack, y: 0)
            titleStart = CGAffineTransform(translationX: toEdge, y: 0)
            // An older back label leaves to the left, clear of the label arriving in its place.
            oldBackEnd = CGAffineTransform(translationX: -oldBack.frame.maxX, y: 0)
        } else {
            // The old back label's word travels right onto the incoming title's word.
            let toCentre = title.frame.midX - bar.backWordMidX(oldBackTitle, textStartingAt: oldBack.frame.minX)
            oldBackEnd = CGAffineTransform(translationX: toCentre, y: 0)
            titleStart = CGAffineTransform(translationX: -toCentre, y: 0)
            oldTitleEnd = CGAffineTransform(translationX: toEdge, y: 0)
            // The back button to the item below arrives from the left edge, clear of the label
            // travelling to the centre.
            backStart = CGAffineTransform(translationX: -back.frame.maxX, y: 0)
        }
        // Large titles slide with their screens: in from the right edge on a push, back in from
        // where the back button was on a pop; the leaving one goes the other way, fading.
        let width = bar.bounds.width
        let largeStart = CGAffineTransform(translationX: push ? width : -width * 0.3, y: 0)
        let oldLargeEnd = CGAffineTransform(translationX: push ? -width * 0.3 : width, y: 0)
        let large = bar.largeTitleLabel
        let oldLarge = bar.previousLargeTitleLabel
        let fading = bar.fadingItemViews
        let outgoingItems = bar.outgoingView.subviews.filter { $0 !== oldTitle && $0 !== oldBack }
        title.alpha = 0
        title.transform = titleStart
        bar.contentView.alpha = 0
        bar.outgoingView.alpha = 1
        // A large title leaves as the large title; its hidden inline title stays hidden.
        oldTitle.alpha = hadLargeTitle ? 0 : 1
        oldBack.alpha = backWasShown ? 1 : 0
        bar.previousPromptLabel.alpha = 1
        for view in fading { view.alpha = 0 }
        back.transform = backStart
        back.alpha = 0
        large.alpha = largeTitle ? (push ? 1 : 0) : 0
        large.transform = largeStart
        oldLarge.alpha = hadLargeTitle ? 1 : 0
        oldLarge.transform = .identity
        // #13.9: the backgrounds cross-fade when the two bars differ.
        let previousBackground = bar.previousBackgroundView
        previousBackground.alpha = 1
        previousBackground.isHidden =
            previousBackground.backgroundColor == bar.visibleBackgroundColor
            && previousBackground.hairline.backgroundColor == bar.visibleHairlineColor
        // The word that turns from title into back label (or back): the leaving one is gone by
        // half way and the arriving one appears only after it, so the two never show on top of
        // each other as doubled text (#13.9). An interruptible animator takes the plain fades.
        let leavingWord: UIView = push ? oldTitle : oldBack
        let arrivingWord: UIView = push ? back : title
        let arrivingWordAlpha = push ? (backIsShown ? 1 : 0) : titleAlpha
        let context = self.context
        _ = context.addAlongside(
            in: bar,
            animation: { _ in
                let duration = context.transitionDuration
                let separatesWords = context.interruptibleAnimator == nil && context.isAnimated && duration > 0
                bar.frame = newFrame
                bar.layoutIfNeeded()
                bar.contentView.alpha = 1
                title.transform = .identity
                bar.outgoingView.alpha = 0
                oldTitle.transform = oldTitleEnd
                oldBack.transform = oldBackEnd
                back.transform = .identity
                // The other texts fade over the whole transition.
                for (view, alpha) in [
                    (title, titleAlpha), (oldTitle, 0), (oldBack, 0), (back, backIsShown ? 1 : 0),
                ] as [(UIView, CGFloat)] where !separatesWords || (view !== leavingWord && view !== arrivingWord) {
                    view.alpha = alpha
                }
                if separatesWords {
                    UIView.animateKeyframes(
                        withDuration: duration, delay: 0,
                        options: UIView.KeyframeAnimationOptions(
                            rawValue: UIView.AnimationOptions.curveLinear.rawValue),
                        animations: {
                            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                                leavingWord.alpha = 0
                            }
                            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                                arrivingWord.alpha = arrivingWordAlpha
                            }
                        })
                }
                bar.previousPromptLabel.alpha = 0
                for view in outgoingItems { view.alpha = 0 }
                for view in fading { view.alpha = 1 }
                large.alpha = largeTitle ? 1 : 0
                large.transform = .identity
                oldLarge.alpha = 0
                oldLarge.transform = oldLargeEnd
                previousBackground.alpha = 0
            },
            // The navigation controller settles the bar when the transition ends (refreshBar), on
            // the top item after a completed transition and on the restored one after a cancel.
            completion: nil)
        animateToolbarItems()
    }

    /// The toolbar shows the incoming controller's items, cross-fading with the outgoing ones.
    private func animateToolbarItems() {
        let toolbar = navigationController.toolbar!
        let old = toolbar.itemViews
        guard !navigationController.isToolbarHidden else { return }
        UIView.performWithoutAnimation {
            for view in old { view.removeFromSuperview() }
            toolbar.setItems(to.toolbarItems, animated: false)
            for view in toolbar.itemViews { view.alpha = 0 }
        }
        let views = toolbar.itemViews
        _ = context.addAlongside(
            in: toolbar, animation: { _ in for view in views { view.alpha = 1 } }, completion: nil)
    }

    // MARK: hidesBottomBarWhenPushed (R173)

    /// When the tab bar shows for one of the two controllers and not the other, it rides with the
    /// view of the one it shows for — sliding away with the outgoing view on a push, back in with
    /// the incoming view on a pop — under the arriving view, as iOS reparents it.
    func carryTabBarIfNeeded() {
        let nav = navigationController
        guard let tabs = nav.parent as? UITabBarController, tabs.selectedViewController === nav,
            tabs.tabBar.superview === tabs.view
        else { return }
        let stackBefore = operation == .pop ? nav.viewControllers + [from] : nav.viewControllers.filter { $0 !== to }
        let showsBefore = nav.tabBarShows(for: from, inStack: stackBefore)
        let showsAfter = nav.tabBarShows(for: to)
        guard showsBefore != showsAfter else { return }
        let tabBar = tabs.tabBar
        let host: UIView = showsBefore ? from.view : to.view
        // The host is where it rests (over the navigation controller's view), but may scroll: its
        // bounds origin moves its subviews.
        var frame = tabs.view.convert(tabBar.frame, to: nav.view)
        frame.origin.x += host.bounds.minX
        frame.origin.y += host.bounds.minY
        carriedTabBar = (tabBar, tabs, showsAfter)
        tabBar.isHidden = false
        host.addSubview(tabBar)
        tabBar.frame = frame
    }

    /// Puts a carried tab bar back in its tab bar controller: hidden or shown for the controller
    /// now on top (restored on cancel, R173).
    func returnCarriedTabBar(completed: Bool) {
        guard let (tabBar, tabs, showsAfter) = carriedTabBar else { return }
        carriedTabBar = nil
        tabs.view.addSubview(tabBar)
        tabBar.transform = .identity
        tabBar.isHidden = !(completed ? showsAfter : !showsAfter)
        tabs.layoutBar()
        tabs.tabBarVisibilityChanged()
    }
}
