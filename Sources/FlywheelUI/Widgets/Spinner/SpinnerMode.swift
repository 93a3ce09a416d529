/// Which variant a `Spinner` opens as.
///
/// `.both` opens the radial spinner while there are fewer values than `spinnerThreshold` and the
/// picker from then on. The raw values are RVS_Spinner's `spinnerMode` integers.
///
/// ```swift
/// spinner.spinnerMode = SpinnerMode(legacyValue: -1)   // .spinnerOnly
/// ```
public enum SpinnerMode: Int, Sendable, CaseIterable {
    case spinnerOnly = -1
    case both = 0
    case pickerOnly = 1

    /// RVS_Spinner's integer mode: -1 spinner, 0 both, any other value the picker (as the original).
    public init(legacyValue: Int) {
        self = SpinnerMode(rawValue: legacyValue) ?? .pickerOnly
    }
}
