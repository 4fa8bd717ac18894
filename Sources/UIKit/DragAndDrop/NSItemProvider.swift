import Foundation

/// Who may see a representation an item provider offers.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    /// Every process.
    case all = 0
    /// The app and its team's apps.
    case team = 1
    /// The app only.
    case ownProcess = 3
    /// Processes of the group.
    case group = 2
}

/// Data, or objects made from it, offered by one side of a drag (or a share, or the photo
/// picker) to the other (Foundation's `NSItemProvider`, missing from swift-corelibs-foundation;
/// R341, R333). Representations are kept in the order registered, most faithful first; a load
/// asks the first that conforms.
///
/// `loadObject`, `loadDataRepresentation` and `loadFileRepresentation` are asynchronous, as on
/// iOS — never inside the call — but deterministic: the completion runs in the next frame, on the
/// main thread (iOS calls it on a background queue; code that hops to the main queue works
/// unchanged). A drop session's `loadObjects(ofClass:completion:)` reads at once (R342).
open class NSItemProvider: NSObject, NSCopying, @unchecked Sendable {
    /// One offered representation: its type, who may see it, and how to make its data.
    struct Representation {
        let typeIdentifier: String
        let visibility: NSItemProviderRepresentationVisibility
        let load: @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
        /// The object it came from, when registered as one (handed out as is in this process).
        let object: NSItemProviderWriting?
    }

    private(set) var representations: [Representation] = []

    /// A suggested file name for the data.
    open var suggestedName: String?

    /// An empty provider.
    public override init() { super.init() }

    /// A provider offering `object` in every type its class writes.
    public convenience init(object: NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// A provider offering a file's contents, typed by its extension; nil when it cannot be read.
    public convenience init?(contentsOf fileURL: URL) {
        guard let data = try? Data(contentsOf: fileURL) else { return nil }
        self.init()
        let type = UTType(filenameExtension: fileURL.pathExtension)?.identifier ?? UniformType.data
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
        registerDataRepresentation(forTypeIdentifier: type, visibility: .all) { completion in
            completion(data, nil)
            return nil
        }
    }

    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSItemProvider()
        copy.representations = representations
        copy.suggestedName = suggestedName
        return copy
    }

    /// The types offered, in the order registered.
    open var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

    /// The registered type identifiers as types (iOS 16).
    open var registeredContentTypes: [UTType] {
        registeredTypeIdentifiers.map { UTType($0) ?? UTType(filenameExtension: $0) ?? .data }
    }

    /// The types offered to processes of `visibility`.
    open func registeredTypeIdentifiers(fileOptions: Int = 0) -> [String] { registeredTypeIdentifiers }

    /// Offers `object` in every type its class writes.
    open func registerObject(_ object: NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        for type in object.writableTypeIdentifiersForItemProvider {
            let box = UncheckedBox(object)
            representations.append(
                Representation(
                    typeIdentifier: type, visibility: visibility,
                    load: { completion in
                        box.value.loadData(withTypeIdentifier: type, forItemProviderCompletionHandler: completion)
                    }, object: object))
        }
    }

    /// Offers data of `typeIdentifier`, made by `loadHandler` when asked.
    open func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    ) {
        representations.append(
            Representation(typeIdentifier: typeIdentifier, visibility: visibility, load: loadHandler, object: nil))
    }

    /// Whether some representation conforms to `typeIdentifier` (a PNG is a `public.image`).
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representations.contains { UniformType.conforms($0.typeIdentifier, to: typeIdentifier) }
    }

    /// Whether some representation conforms to `typeIdentifier`.
    open func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String, fileOptions: Int = 0) -> Bool {
        hasItemConformingToTypeIdentifier(typeIdentifier)
    }

    /// Whether an object of `aClass` can be made: one of its readable types is offered.
    open func canLoadObject(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        representation(for: aClass) != nil
    }

    /// Makes an object of `aClass` from the first representation it reads; `completionHandler`
    /// gets it or an error. (Apple calls it on a background queue; here at once, on the caller's:
    /// every representation in this process is in memory.)
    @discardableResult
    open func loadObject(
        ofClass aClass: NSItemProviderReading.Type,
        completionHandler: @escaping @Sendable (NSItemProviderReading?, (any Error)?) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        let (object, error) = objectNow(ofClass: aClass)
        let result = UncheckedBox((object, error))
        deliver(progress) { completionHandler(result.value.0, result.value.1) }
        return progress
    }

    /// Calls `work` in the next frame and completes `progress` (R333).
    private func deliver(_ progress: Progress, _ work: @escaping @Sendable () -> Void) {
        MainQueueSchedule.submit(
            {
                progress.completedUnitCount = progress.totalUnitCount
                work()
            }, delay: 0)
    }

    /// The object of `aClass` the first readable representation makes, or why there is none.
    func objectNow(ofClass aClass: NSItemProviderReading.Type) -> (NSItemProviderReading?, (any Error)?) {
        guard let (representation, type) = representation(for: aClass) else {
            return (
                nil,
                NSItemProviderError(
                    code: .unavailableCoercionError,
                    message:
                        "the item provider offers \(registeredTypeIdentifiers), none of which \(aClass) reads (\(aClass.readableTypeIdentifiersForItemProvider))"
                )
            )
        }
        // In this process an object registered as itself comes back as itself.
        if let object = representation.object, let same = object as? NSItemProviderReading,
            Swift.type(of: same) == aClass
        {
            return (same, nil)
        }
        let loaded = UncheckedBox(LoadedData())
        _ = representation.load { data, error in
            loaded.value.data = data
            loaded.value.error = error
        }
        guard let data = loaded.value.data else {
            return (nil, loaded.value.error ?? ItemProviderError(message: "no data came for \(type)"))
        }
        do {
            return (try aClass.object(withItemProviderData: data, typeIdentifier: type), nil)
        } catch {
            return (nil, error)
        }
    }

    /// Hands the data of the first representation conforming to `typeIdentifier`.
    @discardableResult
    open func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String,
        completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard
            let representation = representations.first(where: {
                UniformType.conforms($0.typeIdentifier, to: typeIdentifier)
            })
        else {
            let error = NSItemProviderError(
                code: .unavailableCoercionError,
                message: "the item provider offers \(registeredTypeIdentifiers), no \(typeIdentifier)")
            deliver(progress) { completionHandler(nil, error) }
            return progress
        }
        _ = representation.load { data, error in
            let result = UncheckedBox((data, error))
            self.deliver(progress) { completionHandler(result.value.0, result.value.1) }
        }
        return progress
    }

    /// Writes the data of the first representation conforming to `typeIdentifier` to a temporary
    /// file and calls `completionHandler` with its URL in the next frame; the file is removed once
    /// the handler returns, as on iOS.
    @discardableResult
    open func loadFileRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void
    ) -> Progress {
        let name = suggestedName ?? "item"
        let ext = UTType(typeIdentifier)?.preferredFilenameExtension
        return loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
            guard let data else { return completionHandler(nil, error) }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "NSItemProvider-\(UUID().uuidString)", isDirectory: true)
            var file = folder.appendingPathComponent(name)
            if let ext { file.appendPathExtension(ext) }
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try data.write(to: file)
            } catch {
                return completionHandler(nil, error)
            }
            completionHandler(file, nil)
            try? FileManager.default.removeItem(at: folder)
        }
    }

    /// The first representation (in registration order) `aClass` reads, and the type it reads it as.
    private func representation(for aClass: NSItemProviderReading.Type) -> (Representation, String)? {
        let readable = aClass.readableTypeIdentifiersForItemProvider
        for representation in representations {
            if let type = readable.first(where: { UniformType.conforms(representation.typeIdentifier, to: $0) }) {
                return (representation, type)
            }
        }
        return nil
    }
}

/// Values that bridge to an item provider's classes (`String` → `NSString`, `URL`, `Data`), as
/// Apple's Swift overlay offers them.
extension NSItemProvider {
    /// A provider offering a `String`, `URL` or `Data`.
    public convenience init<T: _ObjectiveCBridgeable>(object: T) where T._ObjectiveCType: NSItemProviderWriting {
        self.init(object: object._bridgeToObjectiveC())
    }

    /// Offers a `String`, `URL` or `Data`.
    public func registerObject<T: _ObjectiveCBridgeable>(
        _ object: T, visibility: NSItemProviderRepresentationVisibility
    ) where T._ObjectiveCType: NSItemProviderWriting {
        registerObject(object._bridgeToObjectiveC(), visibility: visibility)
    }

    /// Whether a `String`, `URL` or `Data` can be made.
    public func canLoadObject<T: _ObjectiveCBridgeable>(ofClass: T.Type) -> Bool
    where T._ObjectiveCType: NSItemProviderReading {
        canLoadObject(ofClass: T._ObjectiveCType.self)
    }

    /// Makes a `String`, `URL` or `Data`.
    @discardableResult
    public func loadObject<T: _ObjectiveCBridgeable>(
        ofClass: T.Type, completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void
    ) -> Progress where T._ObjectiveCType: NSItemProviderReading {
        let progress = Progress(totalUnitCount: 1)
        let (object, error) = objectNow(ofClass: T._ObjectiveCType.self)
        var result: T?
        if let bridged = object as? T._ObjectiveCType { T._forceBridgeFromObjectiveC(bridged, result: &result) }
        let delivered = UncheckedBox((result, error))
        MainQueueSchedule.submit(
            {
                progress.completedUnitCount = 1
                completionHandler(delivered.value.0, delivered.value.1)
            }, delay: 0)
        return progress
    }
}

/// What a synchronous load handed back.
final class LoadedData {
    var data: Data?
    var error: (any Error)?
}

/// Holds a non-Sendable value in a Sendable closure (the provider's loads run on the main thread).
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
