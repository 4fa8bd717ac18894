import Foundation

/// Items handed between processes (R333): representations registered by type identifier — an
/// object, or data made on demand — and loaded asynchronously as data, files or objects.
/// Foundation declares `NSItemProvider` on Apple platforms; swift-corelibs Foundation has none,
/// so UIKit carries this one (what the photo picker, drag and drop and the pasteboard hand out).
///
/// Loading is asynchronous, as on iOS — never inside the call — but deterministic: a completion
/// runs in the frame after the load was asked for, on the main thread (iOS calls it on a
/// background queue; code that hops to the main queue works unchanged, and code that touches
/// UIKit without hopping does not fail here as it may on a device).
open class NSItemProvider: NSObject, @unchecked Sendable {
    /// One registered representation.
    private struct Representation {
        let typeIdentifier: String
        let load: @Sendable (@escaping @Sendable (Data?, Error?) -> Void) -> Progress?
    }

    private var representations: [Representation] = []
    /// Objects registered as themselves, handed out as they are to a class that is theirs.
    private var objects: [NSItemProviderWriting] = []

    /// A name for the item, e.g. the file name without its extension.
    open var suggestedName: String?

    /// An empty provider.
    public override init() {
        super.init()
    }

    /// A provider of `object` in every type its class writes.
    public convenience init(object: NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// A provider of the file at `fileURL`, typed by its extension; nil if there is no such file.
    public convenience init?(contentsOf fileURL: URL) {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        self.init()
        let type = UTType(filenameExtension: fileURL.pathExtension)?.identifier ?? UTType.data.identifier
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
        registerDataRepresentation(forTypeIdentifier: type, visibility: .all) { completion in
            do {
                completion(try Data(contentsOf: fileURL), nil)
            } catch {
                completion(nil, error)
            }
            return nil
        }
    }

    /// The type identifiers registered, in the order they were (the most faithful first).
    open var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

    /// The registered type identifiers as types (iOS 16).
    open var registeredContentTypes: [UTType] {
        registeredTypeIdentifiers.map { UTType($0) ?? UTType(filenameExtension: $0) ?? .data }
    }

    /// Whether a registered representation is `typeIdentifier` or conforms to it.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(conformingTo: typeIdentifier) != nil
    }

    /// Registers data of `typeIdentifier` made by `loadHandler` when someone loads it.
    open func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, Error?) -> Void) -> Progress?
    ) {
        representations.append(Representation(typeIdentifier: typeIdentifier, load: loadHandler))
    }

    /// Registers `object`: loaded as an object of its class it is handed out itself; as data, in
    /// each type it writes.
    open func registerObject(_ object: NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        objects.append(object)
        nonisolated(unsafe) let writer = object
        for type in object.writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: type, visibility: visibility) { completion in
                writer.loadData(withTypeIdentifier: type, forItemProviderCompletionHandler: completion)
            }
        }
    }

    /// Whether `aClass` can be made from a representation here: an object of that class was
    /// registered, or one of the types the class reads was.
    open func canLoadObject(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        if objects.contains(where: { type(of: $0) == aClass }) { return true }
        return aClass.readableTypeIdentifiersForItemProvider.contains { representation(conformingTo: $0) != nil }
    }

    /// Loads an object of `aClass` and calls `completionHandler` with it, or with an error, in the
    /// next frame (R333).
    @discardableResult
    open func loadObject(
        ofClass aClass: NSItemProviderReading.Type,
        completionHandler: @escaping @Sendable (NSItemProviderReading?, Error?) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        if let object = objects.first(where: { type(of: $0) == aClass }) as? NSItemProviderReading {
            nonisolated(unsafe) let found = object
            deliver(progress) { completionHandler(found, nil) }
            return progress
        }
        guard
            let (_, representation) = aClass.readableTypeIdentifiersForItemProvider.lazy.compactMap({ type in
                self.representation(conformingTo: type).map { (type, $0) }
            }).first
        else {
            let error = NSItemProviderError(
                code: .unavailableCoercionError,
                message:
                    "Cannot load representation of type \(aClass): the provider has \(registeredTypeIdentifiers), the class reads \(aClass.readableTypeIdentifiersForItemProvider)"
            )
            deliver(progress) { completionHandler(nil, error) }
            return progress
        }
        nonisolated(unsafe) let reader = aClass
        let identifier = representation.typeIdentifier
        load(representation, progress: progress) { data, error in
            guard let data else { return completionHandler(nil, error) }
            do {
                completionHandler(try reader.object(withItemProviderData: data, typeIdentifier: identifier), nil)
            } catch {
                completionHandler(nil, error)
            }
        }
        return progress
    }

    /// Loads the data of the first representation conforming to `typeIdentifier` and calls
    /// `completionHandler` with it in the next frame.
    @discardableResult
    open func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (Data?, Error?) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let representation = representation(conformingTo: typeIdentifier) else {
            let error = NSItemProviderError(
                code: .unavailableCoercionError,
                message:
                    "Cannot load representation of type \(typeIdentifier): the provider has \(registeredTypeIdentifiers)"
            )
            deliver(progress) { completionHandler(nil, error) }
            return progress
        }
        load(representation, progress: progress, completionHandler)
        return progress
    }

    /// Writes the data of the first representation conforming to `typeIdentifier` to a temporary
    /// file and calls `completionHandler` with its URL in the next frame; the file is removed
    /// once the handler returns, as on iOS.
    @discardableResult
    open func loadFileRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (URL?, Error?) -> Void
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

    // MARK: Delivery (R333)

    private func representation(conformingTo typeIdentifier: String) -> Representation? {
        let wanted = UTType(typeIdentifier)
        return representations.first { candidate in
            if candidate.typeIdentifier == typeIdentifier { return true }
            guard let wanted, let type = UTType(candidate.typeIdentifier) else { return false }
            return type.conforms(to: wanted)
        }
    }

    /// Runs the representation's loader, then hands its result on in a later frame.
    private func load(
        _ representation: Representation, progress: Progress, _ completion: @escaping @Sendable (Data?, Error?) -> Void
    ) {
        _ = representation.load { data, error in
            self.deliver(progress) { completion(data, error) }
        }
    }

    /// Calls `work` in the next frame and completes `progress`.
    private func deliver(_ progress: Progress, _ work: @escaping @Sendable () -> Void) {
        MainQueueSchedule.submit(
            {
                progress.completedUnitCount = progress.totalUnitCount
                work()
            }, delay: 0)
    }
}
