import Gallery
import UIKit
import XCTest

@testable import Stagecraft

/// The inspector panel's lines (Ctrl+I) and the strip's red diagnostic line, built from a
/// simulator's state without a window.
@MainActor
final class InspectorContentTests: XCTestCase {
    private func tap(_ title: String, in sim: Simulator) throws {
        let view = try XCTUnwrap(ScriptViewFinder.find(title, in: sim.window), "no \"\(title)\" on screen")
        XCTAssertNotNil(sim.tap(view))
    }

    /// The lines between a heading and the next blank line.
    private func section(_ heading: String, of content: InspectorContent) throws -> [InspectorContent.Line] {
        let start = try XCTUnwrap(content.lines.firstIndex { $0.style == .heading && $0.text.hasPrefix(heading) })
        let rest = content.lines[start...]
        let end = rest.firstIndex { $0.text.isEmpty } ?? content.lines.endIndex
        return Array(content.lines[start..<end])
    }

    /// S1 a quarter second in: the full-screen present names both controllers, lists the
    /// container's two views (the presenter's view moved in, R24, and the presented one) and reads
    /// the elapsed time against the animator's 1 s.
    func testARunningS1PresentationShowsNameFromToContainerAndTime() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        _ = try sim.openScene("S1")
        try tap("present", in: sim)
        sim.advance(seconds: 0.25)
        let snapshot = try XCTUnwrap(sim.currentTransition)
        let container = try XCTUnwrap(sim.window.subviews.last)
        XCTAssertEqual(String(describing: type(of: container)), "UITransitionView")
        XCTAssertEqual(snapshot.containerSubviews, container.subviews.map { String(describing: type(of: $0)) })
        XCTAssertEqual(snapshot.containerSubviews, ["UIView", "UIView"])
        XCTAssertEqual(snapshot.removesPresentersView, true)

        let lines = try section("TRANSITION", of: InspectorContent(simulator: sim, maxWidth: 80))
        XCTAssertEqual(
            lines,
            [
                .init("TRANSITION", .heading),
                .init("present Green  ·  #\(snapshot.id)  ·  fullScreen"),
                .init("from Red  →  to Green"),
                .init("container: UIView, UIView"),
                .init("interactive: no  ·  cancelled: no"),
                .init("presenter's view removed: yes (R24)"),
                .init(String(format: "percent 0%%  ·  elapsed %.2f s of 1.00 s", snapshot.elapsed)),
            ])
        XCTAssertEqual(snapshot.elapsed, 0.25, accuracy: 1.0 / 60 + 0.001)

        sim.advance(seconds: 1)
        XCTAssertNil(sim.currentTransition)
        XCTAssertEqual(
            try section("TRANSITION", of: InspectorContent(simulator: sim, maxWidth: 80)),
            [
                .init("TRANSITION", .heading),
                .init("none in flight", .dim),
                .init("last: present Green  ·  #\(snapshot.id)  ·  fullScreen  ·  completed", .dim),
                .init("from Red  →  to Green", .dim),
            ])
    }

    /// The event section lists the log's tail, oldest first, numbered by position in the whole log.
    func testTheEventLogTailIsTheLast25EntriesInOrder() async throws {
        let events = (1...40).map { "event \($0)" }
        let lines = try section(
            "EVENT LOG", of: InspectorContent(transition: nil, events: events, diagnostics: [], maxWidth: 80))
        XCTAssertEqual(lines.first, .init("EVENT LOG  (last 25 of 40)", .heading))
        XCTAssertEqual(lines.dropFirst().map(\.text), (16...40).map { "\($0)  event \($0)" })

        let short = try section(
            "EVENT LOG", of: InspectorContent(transition: nil, events: ["a", "b"], diagnostics: [], maxWidth: 80))
        XCTAssertEqual(short.map(\.text), ["EVENT LOG  (last 2 of 2)", "1  a", "2  b"])
        let ten = try section(
            "EVENT LOG", of: InspectorContent(transition: nil, events: (1...10).map { "e\($0)" }, diagnostics: []))
        XCTAssertEqual(ten[1].text, "\u{2007}1  e1", "padded with a figure space, as wide as a digit")
        XCTAssertEqual(ten[10].text, "10  e10")
        let empty = try section(
            "EVENT LOG", of: InspectorContent(transition: nil, events: [], diagnostics: [], maxWidth: 80))
        XCTAssertEqual(empty, [.init("EVENT LOG  (last 0 of 0)", .heading), .init("empty", .dim)])
    }

    /// S1's log in the panel keeps UIKit's order (R6: will-disappear before will-appear, then the
    /// animator) and ends with the newest call.
    func testTheS1EventTailKeepsUIKitsOrder() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        _ = try sim.openScene("S1")
        try tap("present", in: sim)
        sim.advance(seconds: 0.25)
        let texts = try section("EVENT LOG", of: InspectorContent(simulator: sim, maxWidth: 200)).map(\.text)
        let count = sim.eventLog.entries.count
        XCTAssertEqual(texts.first, "EVENT LOG  (last \(min(count, 25)) of \(count))")
        XCTAssertEqual(texts.last, "\(count)  animator.animateTransition")
        func position(_ entry: String) throws -> Int {
            try XCTUnwrap(texts.firstIndex { $0.hasSuffix("  " + entry) }, entry)
        }
        XCTAssertLessThan(
            try position("present Green from Red (fullScreen, animated: true)"), try position("Red.viewWillDisappear"))
        XCTAssertLessThan(try position("Red.viewWillDisappear"), try position("Green.viewWillAppear"))
        XCTAssertLessThan(try position("Green.viewWillAppear"), try position("animator.animateTransition"))
    }

    /// S9 with the custom pop animator on: the edge swipe reports the trap (R89); the panel lists
    /// it in its diagnostics section and the strip's line names it with its rule, shortened.
    func testAnS9DiagnosticAppearsInThePanelAndTheStripLine() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        sim.diagnosticLog.printsToConsole = false
        _ = try sim.openScene("S9")
        try tap("Push", in: sim)
        sim.advance(seconds: 0.1)
        // A navigation transition: no presenter's-view line.
        let push = try XCTUnwrap(sim.currentTransition)
        XCTAssertNil(push.removesPresentersView)
        let pushLines = try section("TRANSITION", of: InspectorContent(simulator: sim, maxWidth: 80)).map(\.text)
        XCTAssertEqual(pushLines[1], "push Detail  ·  #\(push.id)")
        XCTAssertEqual(pushLines[2], "from Root  →  to Detail")
        XCTAssertFalse(pushLines.contains { $0.hasPrefix("presenter's view") })
        sim.advance(seconds: 0.6)
        XCTAssertEqual(
            try section("DIAGNOSTICS", of: InspectorContent(simulator: sim)),
            [.init("DIAGNOSTICS  (0)", .heading), .init("none", .dim)])

        try tap("Custom pop animator: off", in: sim)
        sim.drag(along: [CGPoint(x: 8, y: 500), CGPoint(x: 250, y: 500)], duration: 0.3)
        sim.advance(seconds: 0.5)
        let diagnostic = try XCTUnwrap(sim.diagnostics.last)
        XCTAssertEqual(sim.diagnostics.map(\.name), ["edgeSwipeDisabledByCustomAnimator"])

        let lines = try section("DIAGNOSTICS", of: InspectorContent(simulator: sim, maxWidth: 60))
        XCTAssertEqual(lines.first, .init("DIAGNOSTICS  (1)", .heading))
        XCTAssertTrue(lines.dropFirst().allSatisfy { $0.style == .diagnostic })
        XCTAssertTrue(lines.allSatisfy { $0.text.count <= 60 }, "\(lines)")
        let joined = lines.dropFirst().map { $0.text.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        XCTAssertTrue(
            joined.hasPrefix(String(format: "%.2f s  [edgeSwipeDisabledByCustomAnimator R89] ", diagnostic.time)),
            joined)
        XCTAssertGreaterThan(lines.count, 2, "the message wraps")

        let strip = DiagnosticHUDLine(diagnostic, maxWidth: 70)
        XCTAssertTrue(strip.text.hasPrefix("⚠ edgeSwipeDisabledByCustomAnimator R89: "), strip.text)
        XCTAssertTrue(strip.text.hasSuffix("…"), strip.text)
        XCTAssertLessThanOrEqual(strip.text.count, 70)
        let shown = strip.text.dropFirst("⚠ edgeSwipeDisabledByCustomAnimator R89: ".count).dropLast()
        XCTAssertTrue(diagnostic.message.hasPrefix(shown), "the start of the message, not another text")
    }

    /// A short diagnostic fits whole; the panel keeps only the newest four.
    func testTheStripLineKeepsAShortMessageWholeAndThePanelTheNewestFour() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        sim.diagnosticLog.printsToConsole = false
        for n in 1...6 { sim.diagnosticLog.report("trap\(n)", "message \(n)", rule: n == 6 ? "R19" : nil) }
        XCTAssertEqual(DiagnosticHUDLine(sim.diagnostics[5]).text, "⚠ trap6 R19: message 6")
        XCTAssertEqual(DiagnosticHUDLine(sim.diagnostics[0]).text, "⚠ trap1: message 1")
        let lines = try section("DIAGNOSTICS", of: InspectorContent(simulator: sim, maxWidth: 80))
        XCTAssertEqual(
            lines.map(\.text),
            ["DIAGNOSTICS  (6)"] + (3...6).map { "0.00 s  [trap\($0)\($0 == 6 ? " R19" : "")] message \($0)" })
    }

    /// A short (landscape) panel leaves out the oldest events, whole entries, so that the
    /// transition and the diagnostics still show.
    func testAShortPanelDropsTheOldestEventsFirst() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        sim.diagnosticLog.printsToConsole = false
        sim.diagnosticLog.report("trap", "a message long enough to take two lines here")
        let events = (1...40).map { $0 == 38 ? "event \($0) is long enough to wrap" : "event \($0)" }
        let full = InspectorContent(transition: nil, events: events, diagnostics: sim.diagnostics, maxWidth: 30)
        XCTAssertEqual(full.lines.count, 35, "4 + 26 event lines + 5")
        let short = InspectorContent(
            transition: nil, events: events, diagnostics: sim.diagnostics, maxWidth: 30, maxLines: 15)
        XCTAssertEqual(short.lines.count, 15, "exactly the lines that fit")
        XCTAssertEqual(
            short.lines.map(\.text),
            [
                "TRANSITION", "none in flight", "", "EVENT LOG  (last 5 of 40)", "36  event 36", "37  event 37",
                "38  event 38 is long enough to", "      wrap", "39  event 39", "40  event 40", "", "DIAGNOSTICS  (1)",
                "0.00 s  [trap] a message long", "      enough to take two lines", "      here",
            ])
    }

    /// Wrapping: at the last space past the middle of the line, else inside a long word; every
    /// line fits and continuation lines are indented.
    func testLongLinesWrapWithinTheWidth() async throws {
        XCTAssertEqual(
            InspectorContent.wrap("alpha beta gamma delta", maxWidth: 12) { CGFloat($0.count) },
            ["alpha beta", "      gamma", "      delta"])
        XCTAssertEqual(
            InspectorContent.wrap("9  presentationTransitionWillBegin", maxWidth: 16) { CGFloat($0.count) },
            ["9  presentationT", "      ransitionW", "      illBegin"])
        XCTAssertEqual(InspectorContent.wrap("short", maxWidth: 16) { CGFloat($0.count) }, ["short"])
    }
}
