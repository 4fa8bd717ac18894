/// The switch for the shortcuts taken by the work done for every layer of every frame (an
/// allocation-free transform interpolation, an identity transform multiplied out, an identity
/// sublayer transform skipped). Each gives the same bits as the long way (their tests compare
/// both); the switch exists so `stagecraft-bench` can time the walk both ways in one run.
package enum PresentationShortcuts {
    /// Whether the shortcuts are taken (always, outside the benchmark's "before" measurement).
    @exclusivity(unchecked) nonisolated(unsafe) package static var areEnabled = true
}
