import FlywheelCore

/// A `FeelParameters` value as Swift source a game pastes into its own code (what
/// `harness feel export --swift` prints): every field assigned, so the value stays the same when
/// a later Flywheel changes a preset or adds a field.
///
/// ```swift
/// print(FeelSwiftSource.text(for: .snappy, variable: "snappyFeel", origin: "the snappy preset"))
/// // import FlywheelCore
/// //
/// // /// The snappy preset, exported by Flywheel 0.1.0.
/// // let snappyFeel: FeelParameters = {
/// //     var feel = FeelParameters()
/// //     feel.addsMomentumFromRepeatedFlings = true
/// //     …
/// ```
public enum FeelSwiftSource {
    /// The source: `import FlywheelCore` and a `let` named `variable` holding `feel`.
    public static func text(for feel: FeelParameters, variable: String, origin: String) -> String {
        var lines = [
            "import FlywheelCore",
            "",
            "/// \(origin.prefix(1).uppercased() + origin.dropFirst()), exported by Flywheel \(Flywheel.version).",
            "let \(variable): FeelParameters = {",
            "    var feel = FeelParameters()",
        ]
        var fields: [(String, String)] = FeelParameters.numberFields.map {
            ($0.name, NumberText.shortest(feel[keyPath: $0.keyPath]))
        }
        fields += [
            ("flingSpeedBasis", ".\(feel.flingSpeedBasis.rawValue)"),
            ("estimatorDegree", String(feel.estimatorDegree)),
            ("addsMomentumFromRepeatedFlings", String(feel.addsMomentumFromRepeatedFlings)),
            ("mayRestOnDisabledItems", String(feel.mayRestOnDisabledItems)),
        ]
        if feel.decayModel != .exponential || feel.spline != .android {
            fields.append(("decayModel", ".\(feel.decayModel.rawValue)"))
            fields += FeelParameters.splineNumberFields.map {
                // "splineInflexion" → "spline.inflexion"
                let member = $0.name.dropFirst("spline".count)
                return (
                    "spline." + member.prefix(1).lowercased() + member.dropFirst(),
                    NumberText.shortest(feel[keyPath: $0.keyPath])
                )
            }
        }
        for (name, value) in fields.sorted(by: { $0.0 < $1.0 }) { lines.append("    feel.\(name) = \(value)") }
        lines += ["    return feel", "}()"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A Swift name for the feel called `name` (a preset's name or a file's): its letters and
    /// digits in lower camel case, then "Feel" ("my-wheel.json" -> "myWheelFeel").
    public static func variableName(for name: String) -> String {
        let base = name.split(separator: "/").last.map(String.init) ?? name
        let stem = base.hasSuffix(".json") ? String(base.dropLast(5)) : base
        let words = stem.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
        guard let first = words.first, first.first?.isLetter == true else { return "tunedFeel" }
        let rest = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
        let camel = first.prefix(1).lowercased() + first.dropFirst() + rest.joined()
        return camel.lowercased().hasSuffix("feel") ? camel : camel + "Feel"
    }
}
