import Foundation
import Stagecraft
import UIKit

extension Bench {
    /// Auto Layout on a list screen of 200 views (50 rows of a row, an icon, a title and a detail,
    /// 650 constraints) against the same 200 views placed by setting frames: building and laying out
    /// from scratch, re-solving after the first row's top moves (every row moves), after one icon's
    /// width changes, and an idle layout pass. Medians of `repeats` runs, each on a fresh simulator.
    static func measureAutoLayout(repeats: Int) {
        var constrained: [[Double]] = []
        var framed: [[Double]] = []
        for _ in 0..<repeats {
            guard let a = try? autoLayoutRun(constraints: true), let b = try? autoLayoutRun(constraints: false) else {
                print("auto layout: no simulator")
                return
            }
            constrained.append(a)
            framed.append(b)
        }
        func median(_ runs: [[Double]], _ i: Int) -> Double { percentile(runs.map { $0[i] }, 0.5) }
        let names = ["build + layout", "all rows move", "one icon resizes", "idle pass"]
        print("\nauto layout: 200-view list screen, medians of \(repeats) runs (ms)")
        print(pad("", 18, left: true) + pad("constraints", 12) + pad("frames", 10) + pad("ratio", 8))
        for (i, name) in names.enumerated() {
            let c = median(constrained, i)
            let f = median(framed, i)
            print(pad(name, 18, left: true) + pad(ms(c), 12) + pad(ms(f), 10) + pad(String(format: "%.1f×", c / f), 8))
        }
    }

    /// One run; returns the four times in seconds.
    private static func autoLayoutRun(constraints: Bool) throws -> [Double] {
        let sim = try Simulator(device: .modernPhone, scale: 1)
        sim.diagnosticLog.printsToConsole = false
        let root = UIView(frame: CGRect(origin: .zero, size: sim.device.screenSize))
        sim.setRootView(root)
        sim.window.layoutIfNeeded()
        let top = sim.window.safeAreaInsets.top
        var times: [Double] = []
        var first: NSLayoutConstraint?
        var icon: NSLayoutConstraint?
        var rows: [UIView] = []
        var start = now()
        for i in 0..<50 {
            let row = UIView()
            let iconView = UIView()
            let title = UILabel()
            let detail = UILabel()
            title.text = "Row \(i)"
            detail.text = "detail \(i * 7)"
            root.addSubview(row)
            for view in [iconView, title, detail] { row.addSubview(view) }
            rows.append(row)
            if constraints {
                for view in [row, iconView, title, detail] { view.translatesAutoresizingMaskIntoConstraints = false }
                let rowTop =
                    rows.count > 1
                    ? row.topAnchor.constraint(equalTo: rows[rows.count - 2].bottomAnchor, constant: 1)
                    : row.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor)
                let width = iconView.widthAnchor.constraint(equalToConstant: 28)
                if i == 0 { first = rowTop }
                if i == 25 { icon = width }
                NSLayoutConstraint.activate([
                    rowTop, row.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
                    row.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
                    row.heightAnchor.constraint(equalToConstant: 44),
                    iconView.leadingAnchor.constraint(equalTo: row.layoutMarginsGuide.leadingAnchor),
                    iconView.centerYAnchor.constraint(equalTo: row.centerYAnchor), width,
                    iconView.heightAnchor.constraint(equalTo: iconView.widthAnchor),
                    title.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: 12),
                    title.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                    detail.trailingAnchor.constraint(equalTo: row.layoutMarginsGuide.trailingAnchor),
                    detail.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
                    detail.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8),
                ])
            } else {
                placeRow(row, index: i, top: top, iconWidth: 28)
            }
        }
        sim.window.layoutIfNeeded()
        times.append(now() - start)

        start = now()
        if let first {
            first.constant = 10
        } else {
            for row in rows { row.frame.origin.y += 10 }
        }
        sim.window.layoutIfNeeded()
        times.append(now() - start)

        start = now()
        if let icon {
            icon.constant = 30
        } else {
            placeRow(rows[25], index: 25, top: top + 10, iconWidth: 30)
        }
        sim.window.layoutIfNeeded()
        times.append(now() - start)

        start = now()
        sim.window.layoutIfNeeded()
        times.append(now() - start)
        return times
    }

    /// The frame-based twin of one row: what the constraints compute, set by hand.
    private static func placeRow(_ row: UIView, index: Int, top: CGFloat, iconWidth: CGFloat) {
        let width = row.superview?.bounds.width ?? 0
        row.frame = CGRect(x: 0, y: top + CGFloat(index) * 45, width: width, height: 44)
        let icon = row.subviews[0]
        let title = row.subviews[1] as! UILabel
        let detail = row.subviews[2] as! UILabel
        icon.frame = CGRect(x: 8, y: (44 - iconWidth) / 2, width: iconWidth, height: iconWidth)
        let titleSize = title.intrinsicContentSize
        title.frame = CGRect(origin: CGPoint(x: icon.frame.maxX + 12, y: (44 - titleSize.height) / 2), size: titleSize)
        let detailSize = detail.intrinsicContentSize
        detail.frame = CGRect(
            origin: CGPoint(x: width - 8 - detailSize.width, y: title.frame.minY), size: detailSize)
    }
}
