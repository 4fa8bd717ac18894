import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

/// What the app and scene delegates hear, in order.
@MainActor
private final class LaunchLog {
    static var entries: [String] = []
}

/// The Xcode template's app delegate, as an app has it (without `@main`, porting.md).
private final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    var stateAtDidFinish: UIApplication.State?

    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        LaunchLog.entries.append("willFinishLaunching")
        return true
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        LaunchLog.entries.append("didFinishLaunching")
        stateAtDidFinish = application.applicationState
        NotificationCenter.default.addObserver(
            forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil
        ) { [weak self] _ in
            MainActor.assumeIsolated {
                // Observers outlive the app in the process's notification center: only this app's.
                if self != nil { LaunchLog.entries.append("didBecomeActiveNotification") }
            }
        }
        return true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        LaunchLog.entries.append("configurationForConnecting \(connectingSceneSession.role.rawValue)")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        LaunchLog.entries.append("applicationDidBecomeActive")
    }
}

private final class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemOrange
        title = "Home"
        LaunchLog.entries.append("Home.viewDidLoad")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        LaunchLog.entries.append("Home.viewDidAppear")
    }
}

/// The template's scene delegate: the window made in `willConnectTo`.
private final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var updates: [UIInterfaceOrientation] = []

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        LaunchLog.entries.append("willConnect \(scene.activationState == .unattached ? "unattached" : "attached")")
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
        window?.makeKeyAndVisible()
    }

    func sceneWillEnterForeground(_ scene: UIScene) { LaunchLog.entries.append("sceneWillEnterForeground") }

    func sceneDidBecomeActive(_ scene: UIScene) {
        LaunchLog.entries.append("sceneDidBecomeActive \(scene.activationState == .foregroundActive)")
    }

    func windowScene(
        _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UICoordinateSpace,
        interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
        traitCollection previousTraitCollection: UITraitCollection
    ) {
        updates.append(previousInterfaceOrientation)
    }
}

/// An app without scenes: the window made in `didFinishLaunching`, portrait only.
private final class WindowAppDelegate: NSObject, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        LaunchLog.entries.append("didFinishLaunching")
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = HomeViewController()
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        LaunchLog.entries.append("applicationDidBecomeActive")
    }

    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)
        -> UIInterfaceOrientationMask
    { .portrait }
}

@MainActor
final class AppLaunchTests: XCTestCase {
    override func setUp() async throws { LaunchLog.entries = [] }

    func testR335ASceneBasedAppLaunchesThroughItsDelegatesInOrder() async throws {
        let sim = try Simulator()
        let appDelegate = TemplateAppDelegate()
        var sceneDelegate: TemplateSceneDelegate?
        sim.launch(
            appDelegate: appDelegate,
            sceneDelegate: {
                let made = TemplateSceneDelegate()
                sceneDelegate = made
                return made
            })
        XCTAssertEqual(
            LaunchLog.entries,
            [
                "willFinishLaunching", "didFinishLaunching",
                "configurationForConnecting UIWindowSceneSessionRoleApplication", "willConnect attached",
                "Home.viewDidLoad", "sceneWillEnterForeground", "sceneDidBecomeActive true",
                "didBecomeActiveNotification", "Home.viewDidAppear",
            ])
        XCTAssertEqual(appDelegate.stateAtDidFinish, .inactive, "not active until the first frame")
        XCTAssertEqual(UIApplication.shared.applicationState, .active)
        XCTAssertTrue(UIApplication.shared.delegate === appDelegate)
        let scene = try XCTUnwrap(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        XCTAssertTrue(scene.delegate === sceneDelegate)
        XCTAssertEqual(scene.session.configuration.name, "Default Configuration")
        XCTAssertTrue(scene.session.scene === scene)
        // The scene delegate's window is the one on screen, with the device's safe area.
        let window = try XCTUnwrap(sceneDelegate?.window)
        XCTAssertTrue(sim.window === window)
        XCTAssertTrue(UIApplication.shared.windows.elementsEqual([window], by: ===), "only the app's window")
        XCTAssertEqual(window.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
        let nav = try XCTUnwrap(window.rootViewController as? UINavigationController)
        XCTAssertEqual(nav.topViewController?.view.safeAreaInsets.top ?? 0, 59 + 44, accuracy: 1)
        try LookFolder.write(sim, named: "app-launch-template.png")
        let canvas = try sim.render()
        let p = canvas.pixel(x: 196, y: 600)
        XCTAssertEqual([Int(p.r), Int(p.g), Int(p.b)], [255, 149, 0], "the root controller's orange fills the screen")
    }

    func testR335AnAppWithoutScenesShowsTheWindowItsDelegateMadeAndItsOrientationsHold() async throws {
        let sim = try Simulator()
        let appDelegate = WindowAppDelegate()
        sim.launch(appDelegate: appDelegate)
        XCTAssertEqual(
            LaunchLog.entries,
            ["didFinishLaunching", "Home.viewDidLoad", "applicationDidBecomeActive", "Home.viewDidAppear"])
        XCTAssertTrue(sim.window === appDelegate.window)
        XCTAssertNil(UIApplication.shared.connectedScenes.first?.delegate)
        XCTAssertFalse(sim.rotate(to: .landscapeLeft, animated: false), "the app delegate allows portrait only")
        XCTAssertTrue(sim.diagnostics.contains { $0.name == "orientationNotSupported" })
    }

    func testR335TheSceneDelegateHearsRotationsAndClosingTheAppLetsItGo() async throws {
        let sim = try Simulator()
        weak var weakAppDelegate: TemplateAppDelegate?
        weak var weakSceneDelegate: TemplateSceneDelegate?
        do {
            let appDelegate = TemplateAppDelegate()
            weakAppDelegate = appDelegate
            sim.launch(
                appDelegate: appDelegate,
                sceneDelegate: {
                    let made = TemplateSceneDelegate()
                    weakSceneDelegate = made
                    return made
                })
        }
        XCTAssertTrue(sim.rotate(to: .landscapeLeft))
        sim.advance(seconds: 0.5)
        XCTAssertEqual(weakSceneDelegate?.updates, [.portrait], "told once, with the orientation before")
        XCTAssertEqual(sim.window.bounds.size, CGSize(width: 852, height: 393))
        sim.closeScene()
        XCTAssertNil(UIApplication.shared.delegate)
        XCTAssertNil(weakAppDelegate, "quitting the app releases its delegate")
        XCTAssertNil(weakSceneDelegate, "and its scene's")
        // The simulator's own window shows what is set next.
        let plain = UIViewController()
        sim.rootViewController = plain
        XCTAssertTrue(plain.view.window === sim.window)
        XCTAssertTrue(UIApplication.shared.windows.elementsEqual([sim.window], by: ===))
    }

    func testR335AWindowMadeKeyLaterIsTheOneShown() async throws {
        let sim = try Simulator()
        sim.launch(appDelegate: TemplateAppDelegate(), sceneDelegate: { TemplateSceneDelegate() })
        let scene = try XCTUnwrap(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let login = UIWindow(windowScene: scene)
        let controller = UIViewController()
        controller.view.backgroundColor = .systemGreen
        login.rootViewController = controller
        login.makeKeyAndVisible()
        sim.advance(frames: 1)
        XCTAssertTrue(sim.window === login)
        XCTAssertEqual(controller.view.safeAreaInsets.top, 59, "the device's safe area")
    }

    func testR335ASceneOfTheCatalogLaunchesItsApp() async throws {
        let catalog = SceneCatalog(
            title: "App",
            scenes: [
                Scene(
                    id: "app", title: "App", summary: "the template app", app: { TemplateAppDelegate() },
                    sceneDelegate: { TemplateSceneDelegate() })
            ])
        let sim = try Simulator(scenes: catalog)
        let root = try sim.openScene("app")
        XCTAssertTrue(root is UINavigationController)
        XCTAssertTrue(sim.isAppLaunched)
        XCTAssertEqual(sim.sceneID, "app")
        XCTAssertTrue(LaunchLog.entries.contains("sceneDidBecomeActive true"))
    }
}
