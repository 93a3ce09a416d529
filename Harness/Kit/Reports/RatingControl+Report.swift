import FlywheelUI

/// The rating control in the report's `"controls"`: its value (the stars set), its state and
/// every control event it sent (touchDown, touchDragInside/Outside, touchUpInside/Outside,
/// touchCancel, valueChanged).
///
/// ```json
/// {"type": "RatingControl", "label": "Rating", "frame": [300, 100, 200, 40], "value": 3,
///  "isEnabled": true, "starCount": 5, "isRightToLeft": false, "isTracking": false,
///  "isHighlighted": false, "events": ["touchDown", "valueChanged", "touchUpInside"]}
/// ```
extension RatingControl: ReportableControl {
    public var reportValue: JSONValue { .number(Double(value)) }
    public var reportStateFields: [(String, JSONValue)] {
        [
            ("starCount", .number(Double(starCount))), ("isRightToLeft", .bool(isRightToLeft)),
            ("isTracking", .bool(isTracking)), ("isHighlighted", .bool(isHighlighted)),
        ]
    }
}
