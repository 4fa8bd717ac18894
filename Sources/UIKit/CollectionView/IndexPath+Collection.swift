import Foundation

#if !canImport(Darwin)
    // swift-corelibs-foundation's IndexPath has no `item`/`section` (on Apple platforms UIKit and
    // AppKit add them); the collection view needs them, so they are added here with the same meaning:
    // a two-element path [section, item].
    extension IndexPath {
        /// A path to `item` in `section`.
        public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

        /// A path to `row` in `section` (the table-view spelling of the same two indexes).
        public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

        /// The section: the first index.
        public var section: Int {
            get { self[0] }
            set { self[0] = newValue }
        }

        /// The item within the section: the second index.
        public var item: Int {
            get { self[1] }
            set { self[1] = newValue }
        }

        /// The row within the section: the second index.
        public var row: Int {
            get { self[1] }
            set { self[1] = newValue }
        }
    }
#endif
