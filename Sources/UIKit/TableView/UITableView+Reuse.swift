import Foundation

extension UITableView {
    // MARK: Registration and reuse

    /// Registers the class `dequeueReusableCell(withIdentifier:for:)` creates for `identifier`.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass as? UITableViewCell.Type
    }

    /// Registers the class `dequeueReusableHeaderFooterView(withIdentifier:)` creates.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterRegistrations[identifier] = aClass as? UITableViewHeaderFooterView.Type
    }

    /// A cell for the data source to fill: a recycled one (after `prepareForReuse()`) or a new
    /// instance of the registered class. An unregistered identifier makes UIKit raise; the
    /// simulator reports it and returns a `.default` cell.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        DiagnosticLog.current.report(
            "cellIdentifierNotRegistered",
            "dequeueReusableCell(withIdentifier: \"\(identifier)\", for:) with no class registered for that identifier: UIKit raises 'unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier'. Call register(_:forCellReuseIdentifier:) first"
        )
        let cell = UITableViewCell(style: .default, reuseIdentifier: identifier)
        prepare(cell)
        return cell
    }

    /// A recycled cell, a new one of the registered class, or nil when neither exists (the classic
    /// pattern then makes its own: `?? UITableViewCell(style: .subtitle, reuseIdentifier: id)`).
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var pool = reusePool[identifier], let cell = pool.popLast() {
            reusePool[identifier] = pool
            cell.prepareForReuse()
            prepare(cell)
            return cell
        }
        guard let cellClass = registrations[identifier] else { return nil }
        let cell = cellClass.init(style: .default, reuseIdentifier: identifier)
        prepare(cell)
        return cell
    }

    /// A recycled header or footer view, or a new one of the registered class.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var pool = headerFooterPool[identifier], let view = pool.popLast() {
            headerFooterPool[identifier] = pool
            view.prepareForReuse()
            return view
        }
        guard let viewClass = headerFooterRegistrations[identifier] else { return nil }
        return viewClass.init(reuseIdentifier: identifier)
    }

    /// Gives a cell the table's margins and background before the data source fills it.
    func prepare(_ cell: UITableViewCell) {
        cell.sideMargin = cellSideMargin
        cell.defaultBackground.backgroundColor =
            style == .plain ? .systemBackground : .secondarySystemGroupedBackground
        cell.isInPlainTable = style == .plain
    }

    /// Puts a cell that left the screen into its pool.
    func enqueue(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        cell.layer.mask = nil
        guard let identifier = cell.reuseIdentifier else { return }
        reusePool[identifier, default: []].append(cell)
    }

    /// Puts a header or footer view that left the screen into its pool.
    func enqueue(headerFooter view: UIView) {
        view.removeFromSuperview()
        guard let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier else {
            return
        }
        headerFooterPool[identifier, default: []].append(reusable)
    }
}
