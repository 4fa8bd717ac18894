import Foundation
import XCTest

/// Tolerance for comparing geometry that went through trigonometry or a division.
let geometryAccuracy: CGFloat = 1e-9

/// Asserts two points are equal within `accuracy`, reporting both on failure.
func assertPoint(
    _ actual: CGPoint, _ expected: CGPoint, accuracy: CGFloat = geometryAccuracy,
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(actual.x, expected.x, accuracy: accuracy, "x of \(actual) vs \(expected)", file: file, line: line)
    XCTAssertEqual(actual.y, expected.y, accuracy: accuracy, "y of \(actual) vs \(expected)", file: file, line: line)
}

/// Asserts two sizes are equal within `accuracy`.
func assertSize(
    _ actual: CGSize, _ expected: CGSize, accuracy: CGFloat = geometryAccuracy,
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(actual.width, expected.width, accuracy: accuracy, "width of \(actual)", file: file, line: line)
    XCTAssertEqual(actual.height, expected.height, accuracy: accuracy, "height of \(actual)", file: file, line: line)
}

/// Asserts two rectangles are equal within `accuracy`.
func assertRect(
    _ actual: CGRect, _ expected: CGRect, accuracy: CGFloat = geometryAccuracy,
    file: StaticString = #filePath, line: UInt = #line
) {
    assertPoint(actual.origin, expected.origin, accuracy: accuracy, file: file, line: line)
    assertSize(actual.size, expected.size, accuracy: accuracy, file: file, line: line)
}
