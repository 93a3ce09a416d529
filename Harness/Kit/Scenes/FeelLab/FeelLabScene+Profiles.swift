import FlywheelCore
import FlywheelUI
import Foundation

/// Presets, edits and profile files: every change goes through `applyFeel`, which validates
/// the whole profile first and either puts it in force everywhere (spinner, picker, panel,
/// `context.feel`) or refuses it with the problems, naming their fields, on the status line —
/// and then nothing has changed.
extension FeelLabScene {
    /// The preset with the fewest fields different from `feel` (what "Reset" goes back to for a
    /// profile that matches none).
    static func nearestPreset(to feel: FeelParameters) -> String {
        let fields = FeelField.all
        func differences(_ other: FeelParameters) -> Int {
            fields.filter { field in
                switch field.kind {
                case .number(let path, _, _, _): return feel[keyPath: path] != other[keyPath: path]
                default: return field.choiceIndex(in: feel) != field.choiceIndex(in: other)
                }
            }.count
        }
        return FeelParameters.presets.min { differences($0.feel) < differences($1.feel) }?.name ?? "ios"
    }

    /// The preset control shows `presetName`.
    func showPreset() {
        presetControl.selectedIndex = Self.presetNames.firstIndex(of: presetName) ?? Self.presetNames.count - 1
    }

    /// A segment of the preset control was chosen.
    func presetChosen(_ index: Int) {
        guard Self.presetNames.indices.contains(index) else { return }
        let name = Self.presetNames[index]
        if name == "custom" {
            applyFeel(customFeel ?? feel, preset: "custom", message: "the custom profile")
        } else if let preset = FeelParameters.presets.first(where: { $0.name == name }) {
            applyFeel(preset.feel, preset: name, message: "the \(name) preset")
        }
    }

    /// Puts `newFeel` in force if it is valid; otherwise refuses it and keeps the current one.
    /// Returns whether it was accepted.
    @discardableResult
    func applyFeel(_ newFeel: FeelParameters, preset: String, message: String) -> Bool {
        do {
            try newFeel.validate()
            try spinner.setFeel(newFeel)
            try picker.setFeel(newFeel)
        } catch let error as FeelParametersError {
            refuse(error, what: message)
            return false
        } catch {
            refuse(FeelParametersError(problems: [.malformed(String(describing: error))]), what: message)
            return false
        }
        feel = newFeel
        context.feel = newFeel
        presetName = preset
        if preset == "custom" { customFeel = newFeel } else { basePreset = preset }
        panel.show(newFeel)
        showPreset()
        status?("Feel: \(message) (\(preset == "custom" ? "custom, from \(basePreset)" : preset))")
        return true
    }

    /// Says why a profile was refused and shows the one still in force again (a slider that
    /// proposed it goes back).
    func refuse(_ error: FeelParametersError, what: String) {
        refuse(error.problems.map(\.description).joined(separator: "; "), what: what)
    }

    /// Shows the feel in force again and says why `what` was refused.
    func refuse(_ message: String, what: String) {
        panel.show(feel)
        showPreset()
        status?("Feel: refused \(what): " + message)
    }

    /// Back to the preset the profile came from.
    func resetToPreset() {
        guard let preset = FeelParameters.presets.first(where: { $0.name == basePreset }) else { return }
        applyFeel(preset.feel, preset: preset.name, message: "reset to the \(preset.name) preset")
    }

    /// Writes the profile in force as JSON (every field, sorted keys).
    func saveProfile(to url: URL) {
        do {
            try feel.save(to: url)
            status?("Feel: saved \(url.path) (\(presetName))")
        } catch {
            status?("Feel: could not save \(url.path): \(error)")
        }
    }

    /// Reads a profile; a bad one is refused with its problems and changes nothing.
    func loadProfile(from url: URL) {
        let loaded: FeelParameters
        do {
            let data = try HarnessLimits.readFile(url.path, what: "feel file", limit: HarnessLimits.maximumFeelBytes)
            switch FeelFile.check(data) {
            case .success(let feel): loaded = feel
            case .failure(let refusal):
                let problems = refusal.problems.map(\.description).joined(separator: "; ")
                return refuse(refusal.line.map { "line \($0): \(problems)" } ?? problems, what: url.path)
            }
        } catch {
            return refuse(error.description, what: url.path)
        }
        let match = FeelParameters.presets.first { $0.feel == loaded }?.name
        if match == nil { basePreset = Self.nearestPreset(to: loaded) }
        applyFeel(loaded, preset: match ?? "custom", message: "loaded \(url.path)")
    }
}
