import Foundation

extension LayoutEngine {
    /// The solver priority broken constraints are kept at: below every priority UIKit allows, so
    /// a broken constraint still pulls (as little as it can) but never against anything else.
    static let brokenPriority: Float = 0

    /// A required constraint contradicts others: report it as UIKit does ("Unable to simultaneously
    /// satisfy constraints."), then break one — the most recently activated of the app's
    /// constraints in the conflict (UIKit's own constraints only when no app constraint takes part).
    func resolveConflict(adding entry: Entry, conflicts: [LinearConstraint]) {
        conflictDepth += 1
        defer { conflictDepth -= 1 }
        var involved: [Entry] = []
        for linear in conflicts {
            guard let owner = linear.owner as? Entry, !involved.contains(where: { $0 === owner }) else { continue }
            involved.append(owner)
        }
        if !involved.contains(where: { $0 === entry }) { involved.append(entry) }
        let userEntries = involved.filter { $0.constraint.kind == .user }
        let victim = (userEntries.isEmpty ? involved : userEntries).max { $0.order < $1.order }!
        if isLive { reportUnsatisfiable(involved.map(\.constraint), breaking: victim.constraint) }
        if victim === entry || conflictDepth > 4 {
            breakEntry(entry)
        } else {
            for linear in victim.linear { solver.remove(linear) }
            breakEntry(victim)
            insert(entry)
        }
    }

    /// Keeps an entry in the solver at the broken priority instead of required.
    private func breakEntry(_ entry: Entry) {
        if !entry.isBroken {
            entry.isBroken = true
            broken.append(entry)
        }
        entry.linear = entry.linear.map { linear in
            guard linear.isRequired else { return linear }
            if linear.isAdded { solver.remove(linear) }
            let weak = LinearConstraint(linear.expression, linear.relation, priority: Self.brokenPriority)
            weak.owner = entry
            return weak
        }
        for linear in entry.linear where !linear.isAdded { solver.add(linear) }
    }

    /// After a required constraint went: broken constraints that fit again are required again
    /// (silently); the others stay broken.
    func retryBrokenConstraints() {
        for entry in broken {
            let required = entry.linear.map { linear in
                let strong = LinearConstraint(
                    linear.expression, linear.relation, priority: entry.constraint.solverPriority)
                strong.owner = entry
                return strong
            }
            for linear in entry.linear { solver.remove(linear) }
            var added: [LinearConstraint] = []
            var fits = true
            for linear in required {
                if case .unsatisfiable = solver.add(linear) {
                    fits = false
                    break
                }
                added.append(linear)
            }
            if fits {
                entry.linear = required
                entry.isBroken = false
            } else {
                for linear in added { solver.remove(linear) }
                for linear in entry.linear { solver.add(linear) }
            }
        }
        broken.removeAll { !$0.isBroken }
    }

    /// UIKit's console message for unsatisfiable constraints, as a diagnostic.
    private func reportUnsatisfiable(_ constraints: [NSLayoutConstraint], breaking victim: NSLayoutConstraint) {
        var lines = [
            "Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
        ]
        if constraints.contains(where: { $0.kind == .autoresizing }) {
            lines.append(
                "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) "
            )
        }
        lines.append("(")
        let listed = constraints.map { "    \"\($0)\"" }
        lines.append(listed.joined(separator: ",\n"))
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint ")
        lines.append("\(victim)")
        lines.append("")
        lines.append(
            "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.")
        lines.append(
            "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."
        )
        DiagnosticLog.current.report("unsatisfiableConstraints", lines.joined(separator: "\n"))
    }
}
