// swift-format-ignore-file
// (The layout is the documentation's, aligned comments and all, copied as written.)
import FlywheelCore
import FlywheelUI
import Foundation

// The Swift of the article "Tuning the feel" (FlywheelCore), compiled.

func tuningAPreset(spinner: Spinner) throws {
    try spinner.setFeel(.snappy)
}

func tuningAField(spinner: Spinner) {
    var feel = FeelParameters.ios
    feel.decelerationRatePerMillisecond = 0.995   // coasts stop sooner
    feel.snapSpringBounce = 0.2                   // a little overshoot on landing
    feel.flingGain = 1.5                          // the same flick spins further
    do {
        try spinner.setFeel(feel)
    } catch {
        print(error)                              // names the field, its value and the allowed range
    }
}

func loadFeel(into spinner: Spinner) throws {
    switch FeelParameters.load(contentsOf: URL(fileURLWithPath: "feel.json")) {
    case .success(let feel): try spinner.setFeel(feel)
    case .failure(let error): print(error)  // one line per problem, each naming its field
    }
}
