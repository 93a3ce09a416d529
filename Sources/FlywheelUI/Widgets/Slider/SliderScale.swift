import FlywheelCore

/// How a slider's travel maps onto its value range: FlywheelCore's `ValueScale` (the feel's
/// fields publish theirs, so a slider edits a field on the scale the field names).
///
/// ```swift
/// let slider = Slider(frame: Rect(x: 0, y: 0, width: 200, height: 30))
/// slider.scale = .logarithmic      // 0.001...100 spreads out evenly by decades
/// ```
public typealias SliderScale = ValueScale
