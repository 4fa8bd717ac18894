import Foundation

/// A view a list cell shows beside its content (R308): a disclosure chevron, a checkmark, editing
/// controls, an outline disclosure, a label, or a view of your own. Set them in a
/// `UICollectionViewListCell`'s `accessories`; the cell places the system ones in the system's
/// order, leading or trailing, showing each while its `displayedState` says so.
@preconcurrency @MainActor
public struct UICellAccessory {
    /// When an accessory shows.
    public enum DisplayedState: Int, Sendable {
        /// Always.
        case always = 0
        /// While the cell is editing.
        case whenEditing = 1
        /// While the cell is not editing.
        case whenNotEditing = 2
    }

    /// The width an accessory takes in the cell.
    public enum LayoutDimension: Equatable, Sendable {
        /// Its own width.
        case actual
        /// The system's width for the accessory (its own here).
        case standard
        /// At least this many points (the accessory centred in them).
        case custom(CGFloat)
    }

    /// How an outline disclosure looks and what a tap does.
    public enum OutlineDisclosureStyle: Int, Sendable {
        /// `.header` for a section's header item, else `.cell`.
        case automatic = 0
        /// A trailing chevron; a tap anywhere on the cell toggles.
        case header = 1
        /// A leading chevron; only a tap on it toggles.
        case cell = 2
    }

    /// Where a custom accessory goes.
    public enum Placement {
        /// Where among the other accessories of its side: an index in them.
        public typealias Position = ([UICellAccessory]) -> Int

        /// At the leading side.
        case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
        /// At the trailing side.
        case trailing(displayed: DisplayedState = .always, at: Position = { $0.count })

        /// Just before the first accessory of the same kind as `accessory` (at the start if none).
        public static func position(before accessory: UICellAccessory) -> Position {
            { list in list.firstIndex { $0.kind.sameKind(as: accessory.kind) } ?? 0 }
        }

        /// Just after the last accessory of the same kind as `accessory` (at the end if none).
        public static func position(after accessory: UICellAccessory) -> Position {
            { list in list.lastIndex { $0.kind.sameKind(as: accessory.kind) }.map { $0 + 1 } ?? list.count }
        }
    }

    /// What a tap on an actionable accessory runs.
    public typealias ActionHandler = @MainActor () -> Void

    /// The options every system accessory has.
    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }
    public typealias CheckmarkOptions = DisclosureIndicatorOptions
    public typealias DetailOptions = DisclosureIndicatorOptions

    /// The options of the delete, insert and multiselect controls: a fill as well.
    public struct DeleteOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            backgroundColor: UIColor? = nil
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }
    public typealias InsertOptions = DeleteOptions
    public typealias MultiselectOptions = DeleteOptions

    /// The reorder control's options.
    public struct ReorderOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var showsVerticalSeparator = true
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            showsVerticalSeparator: Bool = true
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    /// The outline disclosure's options.
    public struct OutlineDisclosureOptions {
        public var style: OutlineDisclosureStyle
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(
            style: OutlineDisclosureStyle = .automatic, isHidden: Bool? = nil,
            reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil
        ) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// The label accessory's options.
    public struct LabelOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var font: UIFont?
        public var adjustsFontForContentSizeCategory: Bool?
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// A view of your own as an accessory.
    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        /// Whether the view keeps its own size (else it takes its fitting size).
        public var maintainsFixedSize: Bool?
        public init(
            customView: UIView, placement: Placement, isHidden: Bool? = nil,
            reservedLayoutWidth: LayoutDimension = .standard, tintColor: UIColor? = nil,
            maintainsFixedSize: Bool? = false
        ) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }

    /// The accessory's kind and its own settings.
    enum Kind {
        case disclosureIndicator, checkmark, detail, reorder
        case delete(backgroundColor: UIColor?), insert(backgroundColor: UIColor?)
        case multiselect(backgroundColor: UIColor?)
        case outlineDisclosure(OutlineDisclosureStyle)
        case label(String, font: UIFont?)
        case customView(CustomViewConfiguration)

        func sameKind(as other: Kind) -> Bool {
            switch (self, other) {
            case (.disclosureIndicator, .disclosureIndicator), (.checkmark, .checkmark), (.detail, .detail),
                (.reorder, .reorder), (.delete, .delete), (.insert, .insert), (.multiselect, .multiselect),
                (.outlineDisclosure, .outlineDisclosure), (.label, .label):
                return true
            case (.customView(let a), .customView(let b)): return a.customView === b.customView
            default: return false
            }
        }
    }

    let kind: Kind
    /// When it shows.
    public var displayedState: DisplayedState
    /// Whether it is hidden (still taking its space).
    public var isHidden: Bool
    /// The width it takes.
    public var reservedLayoutWidth: LayoutDimension
    /// Its colour (nil: the system's for the kind).
    public var tintColor: UIColor?
    /// What a tap on it runs (delete, insert, detail, outline disclosure).
    let actionHandler: ActionHandler?

    init(
        _ kind: Kind, displayed: DisplayedState, isHidden: Bool?, width: LayoutDimension?, tint: UIColor?,
        action: ActionHandler? = nil
    ) {
        self.kind = kind
        displayedState = displayed
        self.isHidden = isHidden ?? false
        reservedLayoutWidth = width ?? .standard
        tintColor = tint
        actionHandler = action
    }

    /// The grey chevron of a row that leads somewhere.
    public static func disclosureIndicator(
        displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()
    ) -> UICellAccessory {
        UICellAccessory(
            .disclosureIndicator, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
            tint: options.tintColor)
    }

    /// A checkmark in the tint colour.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init())
        -> UICellAccessory
    {
        UICellAccessory(
            .checkmark, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
            tint: options.tintColor)
    }

    /// The info button; `actionHandler` runs on a tap.
    public static func detail(
        displayed: DisplayedState = .always, options: DetailOptions = .init(), actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(
            .detail, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
            tint: options.tintColor, action: actionHandler)
    }

    /// The red delete control of an editing row; `actionHandler` runs on a tap.
    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(), actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(
            .delete(backgroundColor: options.backgroundColor), displayed: displayed, isHidden: options.isHidden,
            width: options.reservedLayoutWidth, tint: options.tintColor, action: actionHandler)
    }

    /// The green insert control of an editing row; `actionHandler` runs on a tap.
    public static func insert(
        displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(), actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(
            .insert(backgroundColor: options.backgroundColor), displayed: displayed, isHidden: options.isHidden,
            width: options.reservedLayoutWidth, tint: options.tintColor, action: actionHandler)
    }

    /// The reorder grip of an editing row (interactive moves are not simulated).
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init())
        -> UICellAccessory
    {
        UICellAccessory(
            .reorder, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
            tint: options.tintColor)
    }

    /// The selection circle of a row while selecting several.
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init())
        -> UICellAccessory
    {
        UICellAccessory(
            .multiselect(backgroundColor: options.backgroundColor), displayed: displayed, isHidden: options.isHidden,
            width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// The chevron that expands and collapses an outline item's children; without `actionHandler`
    /// a tap toggles the item in the diffable data source's section snapshot.
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(
            .outlineDisclosure(options.style), displayed: displayed, isHidden: options.isHidden,
            width: options.reservedLayoutWidth, tint: options.tintColor, action: actionHandler)
    }

    /// A secondary-coloured text (a count, a value).
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init())
        -> UICellAccessory
    {
        UICellAccessory(
            .label(text, font: options.font), displayed: displayed, isHidden: options.isHidden,
            width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// A view of your own.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let displayed: DisplayedState
        switch configuration.placement {
        case .leading(let state, _), .trailing(let state, _): displayed = state
        }
        return UICellAccessory(
            .customView(configuration), displayed: displayed, isHidden: configuration.isHidden,
            width: configuration.reservedLayoutWidth, tint: configuration.tintColor)
    }

    /// Whether it shows in a cell that is (or is not) editing.
    func isDisplayed(editing: Bool) -> Bool {
        switch displayedState {
        case .always: true
        case .whenEditing: editing
        case .whenNotEditing: !editing
        }
    }
}
