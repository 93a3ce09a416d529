/// One value of a `Spinner`: RVS_Spinner's `RVS_SpinnerDataItem`.
///
/// The icon's `isTemplate` decides how it is drawn: template icons take the spinner's tint,
/// originals keep their colours. `title` shows only in the picker. `value` is yours: an opaque
/// hook for your data. A disabled item is drawn at half opacity and, unlike the original, the
/// wheel never comes to rest on it (see `FeelParameters.mayRestOnDisabledItems`).
///
/// ```swift
/// let items = ["Circle", "Square"].map { name in
///     SpinnerItem(title: name, icon: shapes[name]!.asTemplate(), value: name.lowercased())
/// }
/// ```
public struct SpinnerItem {
    public let title: String
    public let icon: Image
    public let description: String?
    public let value: Any?
    public let isEnabled: Bool

    public init(title: String = "", icon: Image, description: String? = nil, value: Any? = nil, isEnabled: Bool = true)
    {
        self.title = title
        self.icon = icon
        self.description = description
        self.value = value
        self.isEnabled = isEnabled
    }
}
