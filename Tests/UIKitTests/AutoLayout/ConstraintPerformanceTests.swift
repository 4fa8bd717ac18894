import Foundation
import XCTest

@testable import UIKit

/// A screen of 200 constrained views (50 rows of a list: a row, an icon, a title, a detail): solved
/// and laid out from scratch, re-solved after one constant changes, and an idle pass. Times are
/// printed (debug builds are slow; the benchmark measures release) and checked only loosely.
@MainActor
final class ConstraintPerformanceTests: XCTestCase {
    /// The list screen: returns the first row's top constraint and one row's icon width.
    static func buildListScreen(in root: UIView, rows: Int = 50) -> (
        top: NSLayoutConstraint, iconWidth: NSLayoutConstraint
    ) {
        var constraints: [NSLayoutConstraint] = []
        var previous: UIView?
        var firstTop: NSLayoutConstraint!
        var iconWidth: NSLayoutConstraint!
        for i in 0..<rows {
            let row = UIView()
            let icon = UIView()
            let title = UILabel()
            let detail = UILabel()
            title.text = "Row \(i)"
            detail.text = "detail \(i * 7)"
            for view in [row, icon, title, detail] { view.translatesAutoresizingMaskIntoConstraints = false }
            root.addSubview(row)
            for view in [icon, title, detail] { row.addSubview(view) }
            let top =
                previous.map { row.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 1) }
                ?? row.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor)
            if i == 0 { firstTop = top }
            let width = icon.widthAnchor.constraint(equalToConstant: 28)
            if i == rows / 2 { iconWidth = width }
            constraints += [
                top,
                row.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
                row.heightAnchor.constraint(equalToConstant: 44),
                icon.leadingAnchor.constraint(equalTo: row.layoutMarginsGuide.leadingAnchor),
                icon.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                width,
                icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
                title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
                title.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                detail.trailingAnchor.constraint(equalTo: row.layoutMarginsGuide.trailingAnchor),
                detail.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
                detail.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8),
            ]
            previous = row
        }
        NSLayoutConstraint.activate(constraints)
        return (firstTop, iconWidth)
    }

    private func seconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    func testAScreenOf200ConstrainedViewsSolvesAndResolvesQuickly() async {
        let controller = UIViewController()
        let app = TestApp(root: controller)
        app.window.deviceSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        app.window.layoutIfNeeded()
        var handles: (top: NSLayoutConstraint, iconWidth: NSLayoutConstraint)!

        let build = seconds {
            handles = Self.buildListScreen(in: controller.view)
            app.window.layoutIfNeeded()
        }
        let rows = controller.view.subviews
        XCTAssertEqual(rows.count, 50)
        XCTAssertEqual(rows[49].frame, CGRect(x: 0, y: 59 + 49 * 45, width: 393, height: 44))
        XCTAssertEqual(rows[3].subviews[0].frame, CGRect(x: 8, y: 8, width: 28, height: 28))

        let moveAll = seconds {
            handles.top.constant = 10
            app.window.layoutIfNeeded()
        }
        XCTAssertEqual(rows[49].frame.minY, 69 + 49 * 45)

        let local = seconds {
            handles.iconWidth.constant = 30
            app.window.layoutIfNeeded()
        }
        XCTAssertEqual(rows[25].subviews[0].frame.size, CGSize(width: 30, height: 30))

        let idle = seconds { app.window.layoutIfNeeded() }
        XCTAssertEqual(app.diagnosticNames, [])
        let engine = app.window.autoLayout!.hostedEngine!
        print(
            String(
                format:
                    "auto layout, 200 views, %d constraints, %d rows in the tableau: build+solve+layout %.1f ms, re-solve after the first row's top moved %.2f ms, after one icon's width %.2f ms, idle pass %.3f ms",
                engine.constraintCount, engine.solver.rowCount, build * 1000, moveAll * 1000, local * 1000, idle * 1000)
        )
        XCTAssertLessThan(moveAll, build, "re-solving is incremental")
        XCTAssertLessThan(build, 5, "generous bound for a debug build on a busy machine")
    }
}
