import FlywheelUI

/// The Churn button; a script can `set` it to a count ("Churn" = "100") to run a churn of that size.
final class ChurnButton: Button, ScriptSettable {
    weak var scene: LeakScene?

    var scriptAcceptedValues: String {
        "a number of spinners to churn, 1...\(LeakScene.maximumChurn) (the segments offer 10, 100, 1000)"
    }
    var scriptValue: String { scene?.isChurning == true ? "running" : "idle" }

    func setFromScript(_ value: String) -> String? {
        guard let n = Int(value.trimmingCharacters(in: .whitespaces)), n > 0, n <= LeakScene.maximumChurn else {
            return "'\(value)' is not a count of spinners (1...\(LeakScene.maximumChurn), LeakScene.maximumChurn)"
        }
        guard let scene, !scene.isChurning else { return "a churn is already running" }
        scene.startChurn(count: n)
        return nil
    }
}
