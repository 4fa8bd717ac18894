import Foundation

/// The root of the More tab (R337): a plain table with a row per controller past the fourth,
/// showing its tab bar item's image and title and a disclosure chevron; a tap pushes it.
@MainActor
final class MoreListController: UITableViewController {
    /// The tab bar controller whose More tab this lists (weak: it owns the list).
    weak var owner: UITabBarController?

    override init(style: UITableView.Style) {
        super.init(style: style)
        title = "More"
    }

    @available(*, unavailable, message: "the More list is made by its tab bar controller")
    required init?(coder: NSCoder) { fatalError("MoreListController is never archived") }

    /// The controllers listed.
    private var listed: [UIViewController] { owner?.moreControllers ?? [] }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "more")
        // The list ends after its rows: no separators for empty rows.
        tableView.tableFooterView = UIView(frame: .zero)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // A controller's item may have changed while the list was away.
        tableView.reloadData()
    }

    /// Reloads the rows if the table exists (the tabs changed).
    func reloadIfLoaded() {
        guard isViewLoaded else { return }
        tableView.reloadData()
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { listed.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "more", for: indexPath)
        let controllers = listed
        guard controllers.indices.contains(indexPath.row) else { return cell }
        let item = controllers[indexPath.row].tabBarItem
        cell.textLabel?.text = item?.title ?? controllers[indexPath.row].title
        cell.imageView?.image = item?.image
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        owner?.moreListRowSelected(indexPath.row)
    }
}
