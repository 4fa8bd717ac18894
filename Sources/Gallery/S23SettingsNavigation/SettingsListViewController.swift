// S23 "Settings-style navigation" — the root list: a large title that collapses as the list
// scrolls (R171), an Edit button that turns into Done, and a + button.
import Foundation
import UIKit

/// The list at the root of the Settings tab. Its view is a scroll view, so it is the navigation
/// controller's content scroll view: the large title follows its offset.
@MainActor
final class SettingsListViewController: UIViewController {
    static let rowTitles = [
        "Wi-Fi", "Bluetooth", "Mobile Data", "Notifications", "Sounds & Haptics", "Focus", "Screen Time",
        "General", "Control Centre", "Display & Brightness", "Home Screen", "Accessibility", "Wallpaper",
        "Siri & Search", "Face ID & Passcode", "Emergency SOS", "Battery", "Privacy & Security",
    ]
    /// The rows, in order.
    private(set) var rows: [SettingsRowView] = []
    /// The list.
    private(set) var scrollView: UIScrollView!
    private var isEditingList = false

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Settings"
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .edit, target: self, action: SettingsListViewController.editTapped)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add,
            primaryAction: UIAction { [weak self] _ in
                self?.navigationController?.pushViewController(
                    SettingsDetailViewController(adding: true), animated: true)
            })
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        let scrollView = UIScrollView()
        scrollView.backgroundColor = .systemGroupedBackground
        scrollView.alwaysBounceVertical = true
        self.scrollView = scrollView
        view = scrollView
        for title in Self.rowTitles {
            let row = SettingsRowView(title: title)
            row.addTarget(self, action: SettingsListViewController.rowTapped, for: .touchUpInside)
            scrollView.addSubview(row)
            rows.append(row)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        var y: CGFloat = 16
        for row in rows {
            row.frame = CGRect(x: 0, y: y, width: width, height: 44)
            y += 44
        }
        scrollView.contentSize = CGSize(width: width, height: y + 16)
    }

    private func rowTapped(_ row: SettingsRowView) {
        let detail = SettingsDetailViewController(adding: false)
        detail.title = row.titleLabel.text
        navigationController?.pushViewController(detail, animated: true)
    }

    /// Edit turns into a bold Done, fading, as in iOS lists.
    private func editTapped() {
        isEditingList.toggle()
        let item =
            isEditingList
            ? UIBarButtonItem(barButtonSystemItem: .done, target: self, action: SettingsListViewController.editTapped)
            : UIBarButtonItem(barButtonSystemItem: .edit, target: self, action: SettingsListViewController.editTapped)
        navigationItem.setLeftBarButton(item, animated: true)
    }
}
