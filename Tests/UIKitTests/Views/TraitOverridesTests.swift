import Foundation
import XCTest

@testable import UIKit

/// R292: iOS 17's `traitOverrides` on views and controllers — set traits flow down, unset ones
/// follow the environment, `overrideUserInterfaceStyle` is their style, changes are told.
@MainActor
final class TraitOverridesTests: XCTestCase {
    private final class Watcher: UIView {
        var changes = 0
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            changes += 1
        }
    }

    func testR292AViewsOverridesReachItsSubviewsAndAreToldOnce() async {
        let app = TestApp()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = Watcher(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        container.addSubview(child)
        app.window.addSubview(container)
        XCTAssertEqual(child.traitCollection.horizontalSizeClass, app.window.traitCollection.horizontalSizeClass)
        container.traitOverrides.horizontalSizeClass = .regular
        XCTAssertEqual(child.traitCollection.horizontalSizeClass, .regular)
        XCTAssertEqual(child.changes, 1)
        XCTAssertTrue(container.traitOverrides.contains(UITraitHorizontalSizeClass.self))
        XCTAssertFalse(container.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        // The style override is the same setting both ways.
        container.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(container.traitOverrides.userInterfaceStyle, .dark)
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, .dark)
        container.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        XCTAssertEqual(container.overrideUserInterfaceStyle, .unspecified)
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, app.window.traitCollection.userInterfaceStyle)
        // Setting the same overrides again tells nobody.
        let before = child.changes
        container.traitOverrides = container.traitOverrides
        XCTAssertEqual(child.changes, before)
    }

    func testR292AControllersOverridesReachItsViewsAndChildrenAndTheirHandlers() async {
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let app = TestApp(root: parent)
        app.window.layoutIfNeeded()
        var heard: [UIContentSizeCategory] = []
        child.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) {
            (controller: UIViewController, _: UITraitCollection) in
            heard.append(controller.traitCollection.preferredContentSizeCategory)
        }
        parent.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
        XCTAssertEqual(child.traitCollection.preferredContentSizeCategory, .accessibilityExtraLarge)
        XCTAssertEqual(child.view.traitCollection.preferredContentSizeCategory, .accessibilityExtraLarge)
        XCTAssertEqual(heard, [.accessibilityExtraLarge])
        parent.traitOverrides.remove(UITraitPreferredContentSizeCategory.self)
        XCTAssertEqual(
            child.traitCollection.preferredContentSizeCategory, app.window.traitCollection.preferredContentSizeCategory)
        XCTAssertEqual(heard.count, 2)
    }
}
