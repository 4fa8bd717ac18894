import Foundation

/// The Auto Layout engine of one view hierarchy (UIKit's `NSISEngine`), kept by the hierarchy's
/// root view (usually the window): the solver, a record of the frame variables of every item the
/// active constraints use, and the constraints UIKit adds for those items (autoresizing masks,
/// content sizes, the system layout guides).
///
/// The solver is incremental: activating, deactivating and changing a constant update the solution
/// at once; what follows views' state (frames of views that translate their masks, intrinsic sizes,
/// safe areas) is brought up to date at the start of the next layout pass, as in UIKit.
@MainActor
final class LayoutEngine {
    /// One constraint in the engine: the solver constraints it became and the records it uses.
    final class Entry {
        /// The constraint.
        let constraint: NSLayoutConstraint
        /// Activation order: conflicts break the most recent constraint.
        let order: Int
        /// The solver constraints (two for a content size constraint, one otherwise).
        var linear: [LinearConstraint] = []
        /// The records whose variables the constraint uses (retained).
        var retained: [LayoutItemRecord] = []
        /// The constant part of the expression that does not come from `constraint.constant`
        /// (baseline offsets), per solver constraint.
        var baseConstants: [Double] = []
        /// The records of the constraint's first and second items.
        var naming: [LayoutItemRecord] = []
        /// Whether the constraint was broken to resolve a conflict: it is kept in the solver at the
        /// lowest priority of all instead.
        var isBroken = false

        init(constraint: NSLayoutConstraint, order: Int) {
            self.constraint = constraint
            self.order = order
        }
    }

    /// The root view whose hierarchy this engine lays out (nil for a measuring engine).
    weak var host: UIView?
    /// Whether the engine lays out views (false: it only measures, for `systemLayoutSizeFitting`).
    let isLive: Bool
    /// The view a measuring engine sizes: it gets no autoresizing constraints of its own.
    weak var fittingView: UIView?

    let solver = LayoutSolver()
    private(set) var records: [ObjectIdentifier: LayoutItemRecord] = [:]
    /// The app's constraints in the engine.
    private(set) var entries: [ObjectIdentifier: Entry] = [:]
    /// Broken constraints, oldest first.
    var broken: [Entry] = []
    /// Whether a required constraint went since constraints were broken (they may fit again).
    var shouldRetryBroken = false
    private var nextOrder = 0
    private var nextDebugID = 0

    /// Records whose own constraints are out of date.
    var recordsNeedingRefresh: [LayoutItemRecord] = []
    /// Multi-line labels, whose height depends on the width they get.
    var widthDependentRecords: [ObjectIdentifier: LayoutItemRecord] = [:]
    /// Views whose `updateConstraints` is due.
    var viewsNeedingUpdateConstraints: [UIView] = []
    /// The solver revision at which views whose frames change were last looked for.
    var scannedRevision = -1
    /// Nesting of conflict resolution (a broken constraint can cause another conflict).
    var conflictDepth = 0
    /// The solver revision at which multi-line labels' widths were last compared with their hints.
    var widthCheckRevision = -1

    /// An engine for the hierarchy under `host`.
    init(host: UIView) {
        self.host = host
        isLive = true
    }

    /// A measuring engine for `systemLayoutSizeFitting` of `view`.
    init(measuring view: UIView) {
        fittingView = view
        isLive = false
    }

    /// The next fake address number for descriptions.
    func makeDebugID() -> Int {
        nextDebugID += 1
        return nextDebugID
    }

    /// The next activation number.
    func takeOrder() -> Int {
        nextOrder += 1
        return nextOrder
    }

    /// The number of the app's constraints in the engine.
    var constraintCount: Int { entries.count }

    // MARK: Records

    /// The record of an item, made (with fresh variables) when first needed.
    func record(for item: AnyObject) -> LayoutItemRecord {
        let id = ObjectIdentifier(item)
        if let record = records[id] { return record }
        let record = LayoutItemRecord(item: item, solver: solver)
        records[id] = record
        if let view = item as? UIView {
            if isLive {
                view.autoLayoutState.engine = self
                // The superview's layout pass places the view: it needs the state to look for it.
                _ = view.superview?.autoLayoutState
            }
            if let label = view as? UILabel, label.hasWidthDependentIntrinsicSize {
                widthDependentRecords[id] = record
            }
        }
        markNeedsRefresh(record)
        return record
    }

    /// The record of an item, if the engine has one.
    func existingRecord(for item: AnyObject) -> LayoutItemRecord? { records[ObjectIdentifier(item)] }

    /// Takes one more reference to an item's record.
    func retain(_ item: AnyObject, into list: inout [LayoutItemRecord]) -> LayoutItemRecord {
        let record = record(for: item)
        record.references += 1
        list.append(record)
        return record
    }

    /// Drops references; records nobody uses go, with the constraints UIKit made for them.
    func release(_ list: [LayoutItemRecord]) {
        for record in list {
            record.references -= 1
            if record.references <= 0 { discard(record) }
        }
    }

    private func discard(_ record: LayoutItemRecord) {
        guard let item = record.item else { return }
        let id = ObjectIdentifier(item)
        guard records[id] === record else { return }
        records.removeValue(forKey: id)
        widthDependentRecords.removeValue(forKey: id)
        let own = record.ownEntries
        record.autoresizingEntries = []
        record.contentSizeEntries = [nil, nil]
        record.guideEntries = []
        for entry in own { removeFromSolver(entry) }
        if isLive, let view = item as? UIView, view.autoLayout?.engine === self { view.autoLayout?.engine = nil }
    }

    /// Notes that an item's own constraints must be refreshed before the next solve.
    func markNeedsRefresh(_ record: LayoutItemRecord) {
        guard !record.needsRefresh else { return }
        record.needsRefresh = true
        recordsNeedingRefresh.append(record)
        if isLive { LayerTreeChanges.invalidate() }
    }

    // MARK: The app's constraints

    /// Adds an active constraint installed on `holder`.
    func add(_ constraint: NSLayoutConstraint, holder: UIView) {
        let id = ObjectIdentifier(constraint)
        guard entries[id] == nil else { return }
        let entry = Entry(constraint: constraint, order: takeOrder())
        guard build(entry, holder: holder) else {
            if isLive {
                DiagnosticLog.current.report(
                    "constraintItemOutsideHolder",
                    "\(constraint) is installed on \(LayoutDebugAddress.describe(holder)), which is not an ancestor of its items; it takes no part in layout"
                )
            }
            return
        }
        entries[id] = entry
        if isLive { constraint.engine = self }
        insert(entry)
    }

    /// Takes an active constraint out.
    func remove(_ constraint: NSLayoutConstraint) {
        guard let entry = entries.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        if constraint.engine === self { constraint.engine = nil }
        unregisterNaming(entry)
        removeFromSolver(entry)
    }

    /// The app's constraints in activation order.
    var orderedConstraints: [NSLayoutConstraint] { entries.values.sorted { $0.order < $1.order }.map(\.constraint) }

    /// Writes the entry's constraint in solver terms: `first − m·second − constant (relation) 0`.
    /// Returns false when an item is not inside the holder.
    func build(_ entry: Entry, holder: UIView, registersNaming: Bool = true) -> Bool {
        let constraint = entry.constraint
        guard var first = constraint.firstItem else { return false }
        var second = constraint.secondItem
        // Between a scroll view and its content, the scroll view's edges are its content area and
        // its sizes and centres its frame (Apple's Auto Layout Guide, "Working with Scroll Views").
        if let scrollView = first as? UIScrollView, let other = second, Self.isContent(other, of: scrollView),
            let guide = scrollView.legacyGuide(for: constraint.firstAttribute)
        {
            first = guide
        }
        if let scrollView = second as? UIScrollView, Self.isContent(first, of: scrollView),
            let guide = scrollView.legacyGuide(for: constraint.secondAttribute)
        {
            second = guide
        }
        var retained: [LayoutItemRecord] = []
        var naming: [LayoutItemRecord] = []
        guard
            var expression = expression(
                of: first, constraint.firstAttribute, in: holder, retaining: &retained, naming: &naming)
        else {
            release(retained)
            return false
        }
        var usesBaseline = constraint.firstAttribute == .firstBaseline || constraint.firstAttribute == .lastBaseline
        if let second {
            guard
                let rhs = self.expression(
                    of: second, constraint.secondAttribute, in: holder, retaining: &retained, naming: &naming)
            else {
                release(retained)
                return false
            }
            expression.add(rhs, times: -Double(constraint.multiplier))
            usesBaseline =
                usesBaseline || constraint.secondAttribute == .firstBaseline
                || constraint.secondAttribute == .lastBaseline
        }
        let base = expression.constant
        expression.constant = base - Double(constraint.constant)
        let linear = LinearConstraint(expression, constraint.relation.linear, priority: constraint.solverPriority)
        linear.owner = entry
        entry.linear = [linear]
        entry.baseConstants = [base]
        entry.retained = retained
        guard registersNaming else { return true }
        entry.naming = naming
        let id = ObjectIdentifier(constraint)
        for record in naming {
            record.namingEntries[id] = entry
            if usesBaseline { record.baselineEntries[id] = entry }
        }
        return true
    }

    /// Forgets which records the entry names (before it goes or is built again).
    private func unregisterNaming(_ entry: Entry) {
        let id = ObjectIdentifier(entry.constraint)
        for record in entry.naming {
            record.namingEntries.removeValue(forKey: id)
            record.baselineEntries.removeValue(forKey: id)
        }
        entry.naming = []
    }

    /// Adds an entry's solver constraints; a conflict is resolved by breaking a constraint.
    func insert(_ entry: Entry) {
        for linear in entry.linear where !linear.isAdded {
            if case .unsatisfiable(let conflicts) = solver.add(linear) {
                resolveConflict(adding: entry, conflicts: conflicts)
                return
            }
        }
    }

    /// Removes an entry's solver constraints and releases its records.
    func removeFromSolver(_ entry: Entry) {
        for linear in entry.linear {
            if linear.isRequired && !entry.isBroken && !broken.isEmpty { shouldRetryBroken = true }
            solver.remove(linear)
        }
        if entry.isBroken { broken.removeAll { $0 === entry } }
        let retained = entry.retained
        entry.retained = []
        release(retained)
    }

    /// Builds the entry again (its items' text metrics changed, or its hierarchy did).
    func rebuild(_ entry: Entry) {
        guard let holder = entry.constraint.holder else { return }
        let old = entry.retained
        entry.retained = []
        unregisterNaming(entry)
        for linear in entry.linear { solver.remove(linear) }
        if entry.isBroken { broken.removeAll { $0 === entry } }
        entry.isBroken = false
        if build(entry, holder: holder) { insert(entry) }
        release(old)
    }

    // MARK: Changes of a constraint

    /// The constraint's constant changed: re-solve incrementally.
    func constantDidChange(_ constraint: NSLayoutConstraint) {
        guard let entry = entries[ObjectIdentifier(constraint)] else { return }
        setConstants(of: entry, to: entry.baseConstants.map { $0 - Double(constraint.constant) })
    }

    /// Sets the expression constants of an entry's solver constraints; a required constraint that
    /// cannot take its new value is taken out and added again, which reports the conflict.
    func setConstants(of entry: Entry, to constants: [Double]) {
        if isLive { LayerTreeChanges.invalidate() }
        for (linear, constant) in zip(entry.linear, constants) {
            guard linear.isAdded else {
                linear.expression.constant = constant
                continue
            }
            if !solver.setConstant(constant, of: linear) {
                solver.remove(linear)
                linear.expression.constant = constant
                if case .unsatisfiable(let conflicts) = solver.add(linear) {
                    resolveConflict(adding: entry, conflicts: conflicts)
                }
            }
        }
    }

    /// The constraint's priority changed: it goes back into the solver at the new priority.
    func priorityDidChange(_ constraint: NSLayoutConstraint, from old: UILayoutPriority) {
        guard let entry = entries[ObjectIdentifier(constraint)] else { return }
        if (old == .required) != (constraint.priority == .required), isLive {
            DiagnosticLog.current.report(
                "requiredPriorityChangedOnActiveConstraint",
                "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(formatNumber(CGFloat(constraint.priority.rawValue))) and the existing priority was \(formatNumber(CGFloat(old.rawValue))). (UIKit throws here; Stagecraft applies the new priority.) \(constraint)"
            )
        }
        for linear in entry.linear { solver.remove(linear) }
        if entry.isBroken { broken.removeAll { $0 === entry } }
        entry.isBroken = false
        entry.linear = entry.linear.map { old in
            let linear = LinearConstraint(old.expression, old.relation, priority: constraint.solverPriority)
            linear.owner = entry
            return linear
        }
        insert(entry)
        if isLive { LayerTreeChanges.invalidate() }
    }

    // MARK: Reading the solution

    /// The solved frame of an item (in its superview's or owning view's coordinates), its edges
    /// rounded to the screen's pixels as UIKit rounds them.
    func solvedFrame(of item: AnyObject) -> CGRect? {
        guard let record = records[ObjectIdentifier(item)] else { return nil }
        return solvedFrame(ofRecord: record)
    }

    func solvedFrame(ofRecord record: LayoutItemRecord) -> CGRect {
        let scale = max(1, UIScreen.main.scale)
        func round(_ value: Double) -> CGFloat { CGFloat((value * Double(scale)).rounded() / Double(scale)) }
        let x = solver.value(of: record.x)
        let y = solver.value(of: record.y)
        let minX = round(x)
        let minY = round(y)
        let maxX = round(x + solver.value(of: record.width))
        let maxY = round(y + solver.value(of: record.height))
        let solved = CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
        // What the constraints place is the alignment rectangle: the frame is it grown by the
        // view's `alignmentRectInsets`.
        guard let view = record.item as? UIView else { return solved }
        return view.frame(forAlignmentRect: solved)
    }

    /// The axes (and which of position and size) the constraints leave undetermined for a view.
    func ambiguousAxes(of item: AnyObject) -> [String] {
        guard let record = records[ObjectIdentifier(item)] else { return [] }
        var result: [String] = []
        if solver.isAmbiguous(record.x) { result.append("horizontal position") }
        if solver.isAmbiguous(record.width) { result.append("width") }
        if solver.isAmbiguous(record.y) { result.append("vertical position") }
        if solver.isAmbiguous(record.height) { result.append("height") }
        return result
    }

    /// The constraints (the app's and UIKit's) that use a view's variables along an axis.
    func constraintsAffecting(_ view: UIView, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let record = records[ObjectIdentifier(view)] else { return [] }
        let all = entries.values.filter { $0.retained.contains { $0 === record } }.sorted { $0.order < $1.order }
        let mine = record.ownEntries
        return (all + mine).map(\.constraint).filter {
            $0.firstAttribute.axis == axis || $0.secondAttribute.axis == axis
        }
    }
}

extension NSLayoutConstraint.Relation {
    /// The solver's relation.
    var linear: LinearConstraint.Relation {
        switch self {
        case .lessThanOrEqual: return .lessThanOrEqual
        case .equal: return .equal
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }
}
