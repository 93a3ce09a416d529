import FlywheelCore

extension Spinner {
    /// The picker wheel while the picker variant is open.
    var picker: PickerWheel? {
        if case .picker(_, let wheel) = presentation { return wheel }
        return nil
    }

    /// The picker's rows, from the values.
    func pickerRows() -> [PickerRow] {
        values.indices.map { i in
            let item = values[i]
            let icon = hudMode && templateIcons.indices.contains(i) ? templateIcons[i] : item.icon
            return PickerRow(title: item.title, icon: icon, isEnabled: item.isEnabled)
        }
    }

    /// Builds the picker variant: a clear container holding a `PickerWheel` styled like the
    /// spinner (font, tint, row fill, framed icons), following the spinner's selection.
    func makePicker() -> (View, PickerWheel) {
        let box = View()
        box.accessibilityLabel = "Spinner picker"
        box.clipsToBounds = true
        let wheel = PickerWheel()
        wheel.accessibilityLabel = "Spinner picker wheel"
        try? wheel.setFeel(feel)
        wheel.rows = pickerRows()
        wheel.setSelectedIndex(currentIndex, animated: false)
        box.addSubview(wheel)
        stylePicker(wheel)
        wheel.addAction(for: .valueChanged) { [weak self, weak wheel] _, _ in
            guard let self, let wheel, self.presentation != nil else { return }
            self.commitSelection(wheel.selectedIndex, tick: false)
        }
        wheel.onDetentCrossed = { [weak self] _ in
            guard let self, self.isOpen else { return }
            self.playFeedback(.selectionTick, options: self.feedbackOptions)
        }
        return (box, wheel)
    }

    /// Copies the spinner's look onto the picker: HUD mode clears the rows; the text is the tint,
    /// or black when the tint is clear (as the original).
    func stylePicker(_ wheel: PickerWheel) {
        wheel.displayFont = displayFont
        wheel.explicitTintColor = tintColor
        wheel.textColor = tintColor.isClear ? .black : tintColor
        wheel.isHUDMode = hudMode
        wheel.rowBackgroundColor = hudMode ? nil : openBackgroundColor
        wheel.framedIcons = framedIcons
        wheel.iconFrameStrokeColor = tintColor
        wheel.iconFrameFillColor = backgroundColor
    }

    func pickerStyleDidChange() {
        if let picker {
            stylePicker(picker)
            picker.rows = pickerRows()
        }
    }
}
