import Foundation

/// Which assets the photo picker shows (R333): a kind (images, videos, screenshots …) or a
/// combination of filters.
public struct PHPickerFilter: Equatable, Hashable, Sendable, CustomStringConvertible {
    indirect enum Rule: Hashable, Sendable {
        case kind(String)
        case any([Rule])
        case all([Rule])
        case not(Rule)
    }

    let rule: Rule

    /// Images, including screenshots, panoramas and Live Photos.
    public static let images = PHPickerFilter(rule: .kind("images"))
    /// Videos.
    public static let videos = PHPickerFilter(rule: .kind("videos"))
    /// Live Photos.
    public static let livePhotos = PHPickerFilter(rule: .kind("livePhotos"))
    /// Depth-effect (portrait) photos.
    public static let depthEffectPhotos = PHPickerFilter(rule: .kind("depthEffectPhotos"))
    /// Panoramas.
    public static let panoramas = PHPickerFilter(rule: .kind("panoramas"))
    /// Screenshots.
    public static let screenshots = PHPickerFilter(rule: .kind("screenshots"))
    /// Screen recordings.
    public static let screenRecordings = PHPickerFilter(rule: .kind("screenRecordings"))
    /// Slow-motion videos.
    public static let slomoVideos = PHPickerFilter(rule: .kind("slomoVideos"))
    /// Time-lapse videos.
    public static let timelapseVideos = PHPickerFilter(rule: .kind("timelapseVideos"))
    /// Cinematic videos.
    public static let cinematicVideos = PHPickerFilter(rule: .kind("cinematicVideos"))
    /// Bursts.
    public static let bursts = PHPickerFilter(rule: .kind("bursts"))
    /// Spatial photos and videos.
    public static let spatialMedia = PHPickerFilter(rule: .kind("spatialMedia"))

    /// Assets that match any of `subfilters`.
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(rule: .any(subfilters.map(\.rule)))
    }

    /// Assets that match all of `subfilters`.
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(rule: .all(subfilters.map(\.rule)))
    }

    /// Assets that do not match `filter`.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter {
        PHPickerFilter(rule: .not(filter.rule))
    }

    /// Whether `photo` of the simulated library matches (it has images only — no videos or
    /// Live Photos — one panorama and one screenshot).
    func matches(_ photo: SimulatedPhoto) -> Bool { Self.evaluate(rule, photo) }

    private static func evaluate(_ rule: Rule, _ photo: SimulatedPhoto) -> Bool {
        switch rule {
        case .kind(let kind):
            switch kind {
            case "images": return true
            case "panoramas": return photo.subtype == .panorama
            case "screenshots": return photo.subtype == .screenshot
            default: return false
            }
        case .any(let rules): return rules.contains { evaluate($0, photo) }
        case .all(let rules): return rules.allSatisfy { evaluate($0, photo) }
        case .not(let inner): return !evaluate(inner, photo)
        }
    }

    public var description: String { Self.describe(rule) }

    private static func describe(_ rule: Rule) -> String {
        switch rule {
        case .kind(let kind): return kind
        case .any(let rules): return "any(\(rules.map(describe).joined(separator: ", ")))"
        case .all(let rules): return "all(\(rules.map(describe).joined(separator: ", ")))"
        case .not(let inner): return "not(\(describe(inner)))"
        }
    }
}
