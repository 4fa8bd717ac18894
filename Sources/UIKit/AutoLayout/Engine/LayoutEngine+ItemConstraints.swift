import Foundation

extension LayoutEngine {
    /// Brings the constraints UIKit makes for items up to date — autoresizing constraints from
    /// frames, content size constraints from intrinsic sizes, system guides from safe areas and
    /// margins — then measures multi-line labels again at the width they were given, until nothing
    /// changes (UIKit's second constraints pass for labels).
    func flushPendingChanges() {
        for _ in 0..<8 {
            if !recordsNeedingRefresh.isEmpty {
                let list = recordsNeedingRefresh
                recordsNeedingRefresh = []
                for record in list {
                    record.needsRefresh = false
                    refresh(record)
                }
            }
            if shouldRetryBroken {
                shouldRetryBroken = false
                retryBrokenConstraints()
            }
            if !widthDependentRecords.isEmpty && widthCheckRevision != solver.revision {
                widthCheckRevision = solver.revision
                for record in widthDependentRecords.values.sorted(by: { $0.x < $1.x }) {
                    let width = solvedFrame(ofRecord: record).width
                    if record.widthHint != width {
                        record.widthHint = width
                        markNeedsRefresh(record)
                    }
                }
            }
            if recordsNeedingRefresh.isEmpty && !shouldRetryBroken { return }
        }
    }

    /// Whether something must be brought up to date before the next solve is read.
    var hasPendingChanges: Bool { !recordsNeedingRefresh.isEmpty || shouldRetryBroken }

    private func refresh(_ record: LayoutItemRecord) {
        guard let item = record.item, existingRecord(for: item) === record else { return }
        if let view = item as? UIView {
            refreshAutoresizingConstraints(of: record, view: view)
            refreshContentSizeConstraints(of: record, view: view)
        } else if let guide = item as? UILayoutGuide {
            refreshGuideConstraints(of: record, guide: guide)
        }
    }

    // MARK: Autoresizing

    /// A view that translates its autoresizing mask keeps its frame: four required constraints
    /// (minX, minY, width, height) follow its bounds and center (its transform plays no part).
    private func refreshAutoresizingConstraints(of record: LayoutItemRecord, view: UIView) {
        guard view.translatesAutoresizingMaskIntoConstraints && view !== fittingView else {
            let old = record.autoresizingEntries
            record.autoresizingEntries = []
            for entry in old { removeFromSolver(entry) }
            return
        }
        // The engine's rectangle is the alignment rectangle (`alignmentRectInsets` inside the frame).
        let frame = view.alignmentRect(forFrame: view.frameIgnoringTransform)
        let values = [frame.minX, frame.minY, frame.width, frame.height]
        if record.autoresizingEntries.isEmpty {
            let attributes: [NSLayoutConstraint.Attribute] = [.left, .top, .width, .height]
            let symbols = [record.x, record.y, record.width, record.height]
            for i in 0..<4 {
                let constraint = NSLayoutConstraint(
                    first: view, attributes[i], .equal, second: nil, .notAnAttribute, constant: values[i],
                    kind: .autoresizing)
                let entry = makeOwnEntry(constraint)
                let linear = LinearConstraint(
                    LinearExpression(terms: [symbols[i]: 1], constant: -Double(values[i])), .equal)
                linear.owner = entry
                entry.linear = [linear]
                entry.baseConstants = [0]
                record.autoresizingEntries.append(entry)
                insert(entry)
            }
        } else {
            for (entry, value) in zip(record.autoresizingEntries, values) where entry.constraint.constant != value {
                entry.constraint.constant = value
                setConstants(of: entry, to: [-Double(value)])
            }
        }
    }

    // MARK: Content size

    /// A view placed by constraints with an intrinsic size hugs it (≤ at its hugging priority) and
    /// resists compression below it (≥ at its compression resistance), per axis with a metric.
    private func refreshContentSizeConstraints(of record: LayoutItemRecord, view: UIView) {
        let id = ObjectIdentifier(view)
        if let label = view as? UILabel, label.hasWidthDependentIntrinsicSize {
            widthDependentRecords[id] = record
        } else {
            widthDependentRecords.removeValue(forKey: id)
            record.widthHint = nil
        }
        let old = record.contentSize
        guard !view.translatesAutoresizingMaskIntoConstraints || view === fittingView else {
            for case let entry? in record.contentSizeEntries { removeFromSolver(entry) }
            record.contentSizeEntries = [nil, nil]
            record.contentSize = nil
            return
        }
        let size = contentSize(of: view, record: record)
        let hugging = view.autoLayout?.hugging ?? (horizontal: 250, vertical: 250)
        let resistance = view.autoLayout?.compressionResistance ?? (horizontal: 750, vertical: 750)
        for axis in 0..<2 {
            let value = axis == 0 ? size.width : size.height
            let hug = axis == 0 ? hugging.horizontal : hugging.vertical
            let resist = axis == 0 ? resistance.horizontal : resistance.vertical
            let existing = record.contentSizeEntries[axis]
            guard value != UIView.noIntrinsicMetric && value >= 0 else {
                if let existing { removeFromSolver(existing) }
                record.contentSizeEntries[axis] = nil
                continue
            }
            if let existing, existing.constraint.kind == .contentSize(hugging: hug, compressionResistance: resist) {
                if existing.constraint.constant != value {
                    existing.constraint.constant = value
                    setConstants(of: existing, to: [-Double(value), -Double(value)])
                }
                continue
            }
            if let existing { removeFromSolver(existing) }
            let constraint = NSLayoutConstraint(
                first: view, axis == 0 ? .width : .height, .equal, second: nil, .notAnAttribute, constant: value,
                kind: .contentSize(hugging: hug, compressionResistance: resist))
            let entry = makeOwnEntry(constraint)
            let symbol = axis == 0 ? record.width : record.height
            let expression = LinearExpression(terms: [symbol: 1], constant: -Double(value))
            let hugger = LinearConstraint(expression, .lessThanOrEqual, priority: min(max(hug, 1), 1000))
            let resister = LinearConstraint(expression, .greaterThanOrEqual, priority: min(max(resist, 1), 1000))
            hugger.owner = entry
            resister.owner = entry
            entry.linear = [hugger, resister]
            entry.baseConstants = [0, 0]
            record.contentSizeEntries[axis] = entry
            insert(entry)
        }
        record.contentSize = size
        if old != size {
            for entry in record.baselineEntries.values.sorted(by: { $0.order < $1.order }) { rebuild(entry) }
        }
    }

    /// A view's intrinsic size; a multi-line label's at the width it was solved to, through its
    /// (overridable) `intrinsicContentSize`.
    func contentSize(of view: UIView, record: LayoutItemRecord) -> CGSize {
        guard let label = view as? UILabel, label.hasWidthDependentIntrinsicSize else {
            return view.intrinsicContentSize
        }
        label.layoutWidthHint = record.widthHint ?? 0
        defer { label.layoutWidthHint = nil }
        return label.intrinsicContentSize
    }

    // MARK: System layout guides

    /// The safe area and margins guides are their owning view's bounds less insets (updated when
    /// the insets change); the readable content guide is the margins guide, at most 672 pt wide.
    private func refreshGuideConstraints(of record: LayoutItemRecord, guide: UILayoutGuide) {
        guard let owner = guide.owningView else { return }
        let insets: UIEdgeInsets
        switch guide.role {
        case .custom:
            return
        case .safeArea:
            insets = owner.reportedSafeAreaInsets
        case .layoutMargins:
            insets = owner.layoutMarginsGuideInsets
        case .readableContent:
            if record.guideEntries.isEmpty { makeReadableContentConstraints(of: record, guide: guide, owner: owner) }
            return
        case .scrollContent, .scrollFrame:
            if let scrollView = owner as? UIScrollView {
                refreshScrollGuideConstraints(of: record, guide: guide, owner: scrollView)
            }
            return
        }
        let constants = [insets.left, insets.top, -insets.right, -insets.bottom]
        if record.guideEntries.isEmpty {
            let attributes: [NSLayoutConstraint.Attribute] = [.left, .top, .right, .bottom]
            let names =
                guide.role == .safeArea
                ? [
                    "UIViewSafeAreaLayoutGuide-left", "UIViewSafeAreaLayoutGuide-top",
                    "UIViewSafeAreaLayoutGuide-right",
                    "UIViewSafeAreaLayoutGuide-bottom",
                ]
                : [
                    "UIView-leftMargin-guide-constraint", "UIView-topMargin-guide-constraint",
                    "UIView-rightMargin-guide-constraint", "UIView-bottomMargin-guide-constraint",
                ]
            for i in 0..<4 {
                let constraint = NSLayoutConstraint(
                    first: guide, attributes[i], .equal, second: owner, attributes[i], constant: constants[i],
                    kind: .system)
                constraint.identifier = names[i]
                if let entry = makeOwnEntry(constraint, holder: owner, for: record) {
                    record.guideEntries.append(entry)
                }
            }
        } else {
            for (entry, constant) in zip(record.guideEntries, constants) where entry.constraint.constant != constant {
                entry.constraint.constant = constant
                setConstants(of: entry, to: entry.baseConstants.map { $0 - Double(constant) })
            }
        }
    }

    /// A scroll view's frame guide is its bounds — the frame's size at the content offset — and its
    /// content guide starts at the content's origin, as large as `contentSize` (at a low priority:
    /// constraints on the guide size the content, and `contentSize` follows, `applyContentGuide`).
    private func refreshScrollGuideConstraints(of record: LayoutItemRecord, guide: UILayoutGuide, owner: UIScrollView) {
        let isFrame = guide.role == .scrollFrame
        let offset = owner.contentOffset
        let size = owner.contentSize
        let constants = isFrame ? [offset.x, offset.y, 0, 0] : [0, 0, size.width, size.height]
        guard record.guideEntries.isEmpty else {
            for (entry, constant) in zip(record.guideEntries, constants) where entry.constraint.constant != constant {
                entry.constraint.constant = constant
                setConstants(of: entry, to: entry.baseConstants.map { $0 - Double(constant) })
            }
            return
        }
        let attributes: [NSLayoutConstraint.Attribute] = [.left, .top, .width, .height]
        for (i, attribute) in attributes.enumerated() {
            let sized = !isFrame && i >= 2
            let constraint = NSLayoutConstraint(
                first: guide, attribute, .equal, second: sized ? nil : owner, sized ? .notAnAttribute : attribute,
                constant: constants[i], kind: .system)
            constraint.identifier = "\(guide.identifier)-\(attribute)"
            if sized { constraint.priority = .fittingSizeLevel }
            if let entry = makeOwnEntry(constraint, holder: owner, for: record) { record.guideEntries.append(entry) }
        }
    }

    private func makeReadableContentConstraints(of record: LayoutItemRecord, guide: UILayoutGuide, owner: UIView) {
        let margins = owner.layoutMarginsGuide
        let specs: [(NSLayoutConstraint.Attribute, NSLayoutConstraint.Relation, AnyObject?, Float, CGFloat)] = [
            (.left, .greaterThanOrEqual, margins, 1000, 0),
            (.right, .lessThanOrEqual, margins, 1000, 0),
            (.centerX, .equal, margins, 1000, 0),
            (.top, .equal, margins, 1000, 0),
            (.bottom, .equal, margins, 1000, 0),
            (.width, .lessThanOrEqual, nil, 1000, UILayoutGuide.readableWidth),
            (.width, .equal, margins, 999, 0),
        ]
        for (attribute, relation, other, priority, constant) in specs {
            let constraint = NSLayoutConstraint(
                first: guide, attribute, relation, second: other, other == nil ? .notAnAttribute : attribute,
                constant: constant, kind: .system)
            constraint.identifier = "UIView-readableContentGuide-constraint"
            constraint.priority = UILayoutPriority(priority)
            if let entry = makeOwnEntry(constraint, holder: owner, for: record) { record.guideEntries.append(entry) }
        }
    }

    /// An entry for a constraint UIKit makes for an item (not counted among the app's).
    private func makeOwnEntry(_ constraint: NSLayoutConstraint) -> Entry {
        let entry = Entry(constraint: constraint, order: takeOrder())
        if isLive { constraint.engine = self }
        return entry
    }

    /// Same, built from the constraint's attributes in `holder`'s coordinates and added; the item's
    /// reference to its own record is not counted (the record would never go).
    private func makeOwnEntry(_ constraint: NSLayoutConstraint, holder: UIView, for record: LayoutItemRecord)
        -> Entry?
    {
        let entry = makeOwnEntry(constraint)
        guard build(entry, holder: holder, registersNaming: false) else { return nil }
        let own = entry.retained.filter { $0 === record }.count
        entry.retained.removeAll { $0 === record }
        record.references -= own
        insert(entry)
        return entry
    }
}

extension UILayoutGuide {
    /// The widest the readable content guide gets (UIKit's for its default body font).
    static let readableWidth: CGFloat = 672
}

extension UIView {
    /// The frame as bounds and center describe it, without the transform (what Auto Layout uses).
    var frameIgnoringTransform: CGRect {
        let size = bounds.size
        let anchor = layer.anchorPoint
        return CGRect(
            x: center.x - anchor.x * size.width, y: center.y - anchor.y * size.height, width: size.width,
            height: size.height)
    }
}
