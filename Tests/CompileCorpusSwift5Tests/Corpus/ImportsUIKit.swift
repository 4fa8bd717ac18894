// `import UIKit` alone, as on iOS, brings Foundation (and, through it, the C library) and Dispatch.
import UIKit

/// Names this file can use with nothing imported but UIKit.
enum UIKitImports {
    static let halfSecond: TimeInterval = 0.5
    static let frame = CGRect(x: 0, y: 0, width: 30, height: 40)

    static func diagonal(of rect: CGRect) -> CGFloat { sqrt(rect.width * rect.width + rect.height * rect.height) }

    static func isObject(_ value: Any) -> Bool { value is NSObject }

    static func mainBundleExists() -> Bool { FileManager.default.fileExists(atPath: Bundle.main.bundlePath) }

    static func emptyArchive() throws -> NSCoder {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.finishEncoding()
        return try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
    }

    static func onSerialQueue<T>(_ body: () -> T) -> T { DispatchQueue(label: "corpus").sync(execute: body) }
}
