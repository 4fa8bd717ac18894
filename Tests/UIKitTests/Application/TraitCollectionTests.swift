import XCTest

@testable import UIKit

/// A view that logs its trait changes into a shared list.
@MainActor
private final class TraitLoggingView: UIView {
    var name = ""
    var log: (String) -> Void = { _ in }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log(
            "\(name): \(previousTraitCollection?.userInterfaceStyle.description ?? "nil") → \(traitCollection.userInterfaceStyle) (current \(UITraitCollection.current.userInterfaceStyle))"
        )
    }
}

/// A controller that logs its trait changes.
@MainActor
private final class TraitLoggingController: UIViewController {
    let name: String
    let log: (String) -> Void
    init(_ name: String, log: @escaping (String) -> Void) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log(
            "\(name): \(previousTraitCollection?.userInterfaceStyle.description ?? "nil") → \(traitCollection.userInterfaceStyle)"
        )
    }
}

/// Dark mode and Dynamic Type in the trait collection: propagation order, overrides, dynamic
/// colours, registerForTraitChanges, preferred fonts (R213, R214, R215).
@MainActor
final class TraitCollectionTests: XCTestCase {
    private var log: [String] = []

    private func view(_ name: String, frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) -> TraitLoggingView {
        let view = TraitLoggingView(frame: frame)
        view.name = name
        view.log = { [unowned self] in self.log.append($0) }
        return view
    }

    func testR213TraitsFlowFromTheWindowAndChangesAreToldEnvironmentBeforeContents() async throws {
        let root = TraitLoggingController("root") { [unowned self] in self.log.append($0) }
        let app = TestApp(root: root)
        let child = TraitLoggingController("child") { [unowned self] in self.log.append($0) }
        root.addChild(child)
        let a = view("a")
        let b = view("b")
        let childView = view("childView")
        child.view = childView
        root.view.addSubview(a)
        a.addSubview(b)
        root.view.addSubview(childView)
        child.didMove(toParent: root)
        XCTAssertEqual(b.traitCollection.userInterfaceStyle, .light, "light by default")
        XCTAssertEqual(b.traitCollection.preferredContentSizeCategory, .large)
        XCTAssertEqual(child.traitCollection.horizontalSizeClass, .compact, "size classes still come from the window")

        app.window.setEnvironment(style: .dark)
        XCTAssertEqual(
            log,
            [
                "root: light → dark", "a: light → dark (current dark)", "b: light → dark (current dark)",
                "child: light → dark", "childView: light → dark (current dark)",
            ])
        XCTAssertEqual(b.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(UITraitCollection.current.userInterfaceStyle, .dark, "the window's traits outside callbacks")

        log.removeAll()
        app.window.setEnvironment(style: .dark)
        XCTAssertEqual(log, [], "nothing changed, nobody is told")
    }

    func testR213AnOverrideShieldsItsSubtreeAndTellsOnlyWhatChanged() async throws {
        let root = NamedController("root")
        let app = TestApp(root: root)
        let a = view("a")
        let b = view("b")
        let c = view("c")
        root.view.addSubview(a)
        a.addSubview(b)
        root.view.addSubview(c)
        a.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(log, ["a: light → dark (current dark)", "b: light → dark (current dark)"])
        XCTAssertEqual(c.traitCollection.userInterfaceStyle, .light)
        log.removeAll()
        app.window.setEnvironment(style: .dark)
        XCTAssertEqual(log, ["c: light → dark (current dark)"], "a and b were dark already")
        log.removeAll()
        root.overrideUserInterfaceStyle = .light
        XCTAssertEqual(root.traitCollection.userInterfaceStyle, .light)
        XCTAssertEqual(b.traitCollection.userInterfaceStyle, .dark, "the nearer override wins")
        XCTAssertEqual(log, ["c: dark → light (current light)"])
        log.removeAll()
        app.window.overrideUserInterfaceStyle = .light
        XCTAssertEqual(app.window.traitCollection.userInterfaceStyle, .light)
        XCTAssertEqual(log, [], "root already overrides light")
    }

    func testR213RegisteredHandlersRunForTheirTraitsOnly() async throws {
        let root = NamedController("root")
        let app = TestApp(root: root)
        var styleCalls: [String] = []
        var sizeCalls: [UIContentSizeCategory] = []
        root.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (controller: NamedController, previous) in
            styleCalls.append(
                "\(controller.title ?? "") \(previous.userInterfaceStyle) → \(controller.traitCollection.userInterfaceStyle)"
            )
        }
        let registration = root.view.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) {
            (view: UIView, previous: UITraitCollection) in
            sizeCalls.append(view.traitCollection.preferredContentSizeCategory)
        }
        app.window.setEnvironment(contentSize: .extraLarge)
        XCTAssertEqual(styleCalls, [])
        XCTAssertEqual(sizeCalls, [.extraLarge])
        app.window.setEnvironment(style: .dark)
        XCTAssertEqual(styleCalls, ["root light → dark"])
        root.view.unregisterForTraitChanges(registration)
        app.window.setEnvironment(contentSize: .accessibilityMedium)
        XCTAssertEqual(sizeCalls, [.extraLarge], "unregistered")
        XCTAssertEqual(UIApplication.shared.preferredContentSizeCategory, .accessibilityMedium)
    }

    func testR213TheSelfFormOfApplesSamplesRegistersToo() async throws {
        let root = SelfRegisteringController()
        let app = TestApp(root: root)
        app.window.setEnvironment(style: .dark)
        XCTAssertEqual(root.changes, ["light → dark"])
    }

    func testR215DynamicColoursResolvePerTraitsAndViewsFollowChanges() async throws {
        let custom = UIColor { traits in traits.userInterfaceStyle == .dark ? .orange : .purple }
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let light = UITraitCollection(userInterfaceStyle: .light)
        XCTAssertEqual(custom.resolvedColor(with: dark), .orange)
        XCTAssertEqual(custom.resolvedColor(with: light), .purple)
        XCTAssertEqual(UIColor.systemBackground.resolvedColor(with: dark).cgColor, CGColor(gray: 0, alpha: 1))
        XCTAssertEqual(UIColor.label.resolvedColor(with: dark).cgColor, CGColor(gray: 1, alpha: 1))
        XCTAssertEqual(UIColor.systemBlue.resolvedColor(with: dark), UIColor(rgb: 0x0A84FF))
        XCTAssertEqual(UIColor.systemGray6.resolvedColor(with: dark), UIColor(rgb: 0x1C1C1E))
        XCTAssertEqual(UIColor.secondaryLabel.resolvedColor(with: dark), UIColor(rgb: 0xEBEBF5, alpha: 0.6))
        XCTAssertEqual(UIColor.red.resolvedColor(with: dark), .red, "a fixed colour is itself")
        XCTAssertEqual(dark.performAsCurrentReturning { UIColor.label.cgColor }, CGColor(gray: 1, alpha: 1))

        let root = NamedController("root")
        let app = TestApp(root: root)
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        box.backgroundColor = custom
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Hello"
        root.view.backgroundColor = .systemBackground
        root.view.addSubview(box)
        root.view.addSubview(label)
        XCTAssertEqual(box.layer.backgroundColor, UIColor.purple.cgColor)
        XCTAssertTrue(box.backgroundColor === custom, "the getter gives the dynamic colour back")
        XCTAssertEqual(label.layer.textContent?.color, CGColor(gray: 0, alpha: 1))
        app.window.setEnvironment(style: .dark)
        XCTAssertEqual(box.layer.backgroundColor, UIColor.orange.cgColor, "re-resolved for dark")
        XCTAssertEqual(root.view.layer.backgroundColor, CGColor(gray: 0, alpha: 1))
        XCTAssertEqual(label.layer.textContent?.color, CGColor(gray: 1, alpha: 1), ".label turned white")
        // A view moved under a light override resolves for it.
        let lightHost = UIView(frame: .zero)
        lightHost.overrideUserInterfaceStyle = .light
        root.view.addSubview(lightHost)
        lightHost.addSubview(box)
        XCTAssertEqual(box.layer.backgroundColor, UIColor.purple.cgColor)
        XCTAssertNotEqual(UIColor.systemBackground, UIColor.white, "a dynamic colour equals only itself")
    }

    func testR214ContentSizeCategoriesAreOrderedAndScalePreferredFonts() async throws {
        XCTAssertEqual(UIContentSizeCategory.allCategories.count, 12)
        XCTAssertTrue(UIContentSizeCategory.extraSmall < .large)
        XCTAssertTrue(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        XCTAssertFalse(UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        XCTAssertTrue(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        XCTAssertEqual(UIContentSizeCategory.large.rawValue, "UICTContentSizeCategoryL")
        XCTAssertEqual(UIContentSizeCategory(name: "AX2"), .accessibilityLarge)
        XCTAssertEqual(UIContentSizeCategory(name: "xl"), .extraLarge)

        let app = TestApp(root: NamedController("root"))
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .headline).weight, .semibold)
        let xxxl = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body, compatibleWith: xxxl).pointSize, 23)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .largeTitle, compatibleWith: xxxl).pointSize, 40)
        XCTAssertEqual(UIFontMetrics(forTextStyle: .body).scaledValue(for: 34, compatibleWith: xxxl), 34 * 23 / 17)
        let capped = UIFontMetrics.default.scaledFont(
            for: .systemFont(ofSize: 20), maximumPointSize: 22, compatibleWith: xxxl)
        XCTAssertEqual(capped.pointSize, 22)

        var posted: [UIContentSizeCategory] = []
        let observer = NotificationCenter.default.addObserver(
            forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil
        ) { note in
            if let value = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory {
                MainActor.assumeIsolated { posted.append(value) }
            }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        let adjusting = UILabel()
        adjusting.font = .preferredFont(forTextStyle: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        let fixed = UILabel()
        fixed.font = .preferredFont(forTextStyle: .body)
        let scaled = UILabel()
        scaled.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 30, weight: .bold))
        scaled.adjustsFontForContentSizeCategory = true
        for label in [adjusting, fixed, scaled] { app.window.rootViewController!.view.addSubview(label) }
        app.window.setEnvironment(contentSize: .accessibilityExtraExtraExtraLarge)
        XCTAssertEqual(posted, [.accessibilityExtraExtraExtraLarge])
        XCTAssertEqual(adjusting.font.pointSize, 53, "body at AX5")
        XCTAssertEqual(fixed.font.pointSize, 17, "adjustsFontForContentSizeCategory is off by default")
        XCTAssertEqual(scaled.font.pointSize, 30 * 58 / 28, accuracy: 1e-9, "title1's scaling")
        XCTAssertEqual(scaled.font.weight, .bold)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 53, "the app's size")
    }

    func testR213AParentOverridesItsChildsTraits() async throws {
        let root = TraitLoggingController("root") { [unowned self] in self.log.append($0) }
        _ = TestApp(root: root)
        let child = TraitLoggingController("child") { [unowned self] in self.log.append($0) }
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let inner = view("inner")
        child.view.addSubview(inner)
        root.setOverrideTraitCollection(
            UITraitCollection(horizontalSizeClass: .regular, userInterfaceStyle: .dark), forChild: child)
        XCTAssertEqual(log, ["child: light → dark", "inner: light → dark (current dark)"])
        XCTAssertEqual(inner.traitCollection.horizontalSizeClass, .regular)
        XCTAssertEqual(inner.traitCollection.verticalSizeClass, .regular, "the rest is inherited")
        XCTAssertEqual(root.overrideTraitCollection(forChild: child)?.userInterfaceStyle, .dark)
        XCTAssertEqual(root.traitCollection.userInterfaceStyle, .light)
        log.removeAll()
        root.setOverrideTraitCollection(nil, forChild: child)
        XCTAssertEqual(log, ["child: dark → light", "inner: dark → light (current light)"])
        XCTAssertEqual(inner.traitCollection.horizontalSizeClass, .compact)
    }

    func testR213RotationKeepsTheAppearance() async throws {
        let app = TestApp(root: NamedController("root"))
        app.window.setEnvironment(style: .dark, contentSize: .small)
        app.window.windowTraits = UITraitCollection(
            horizontalSizeClass: .compact, verticalSizeClass: .compact, displayScale: 1)
        XCTAssertEqual(app.window.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(app.window.traitCollection.preferredContentSizeCategory, .small)
        XCTAssertEqual(app.window.traitCollection.verticalSizeClass, .compact)
        XCTAssertTrue(
            UITraitCollection(traitsFrom: [app.window.traitCollection, UITraitCollection(userInterfaceStyle: .light)])
                .containsTraits(in: UITraitCollection(userInterfaceStyle: .light, preferredContentSizeCategory: .small))
        )
    }
}

extension UITraitCollection {
    /// `performAsCurrent` giving back a value, for tests.
    fileprivate func performAsCurrentReturning<T>(_ body: () -> T) -> T {
        var result: T?
        performAsCurrent { result = body() }
        return result!
    }
}

/// Registers as Apple's samples write it, naming `Self` in the closure.
private final class SelfRegisteringController: UIViewController {
    var changes: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in
            self.changes.append("\(previous.userInterfaceStyle) → \(self.traitCollection.userInterfaceStyle)")
        }
    }
}
