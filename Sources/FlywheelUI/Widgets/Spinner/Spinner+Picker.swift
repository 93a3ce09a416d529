import FlywheelCore

extension Spinner {
    /// The picker wheel while the picker variant is open.
    var picker: PickerWheel? {
        if case .picker(_, let wheel) = presentation { return wheel }
        return nil
    }

    /// The picker's rows, one per value, from `pickerRow(at:)`.
    func pickerRows() -> [PickerRow] { values.indices.map { pickerRow(at: $0) } }

    /// `pickerRow(at:)`'s default: the value's title and icon (the template copy in HUD mode).
    func defaultPickerRow(at i: Int) -> PickerRow {
        guard values.indices.contains(i) else { return PickerRow() }
        let item = values[i]
        let icon = hudMode && templateIcons.indices.contains(i) ? templateIcons[i] : item.icon
        return PickerRow(title: item.title, icon: icon, isEnabled: item.isEnabled)
    }

    /// Asks `pickerRow(at:)` again for every row of an open picker (UIPickerView's
    /// `reloadAllComponents`); the selection stays.
    ///
    /// ```swift
    /// prices = newPrices
    /// spinner.reloadPickerRows()
    /// ```
    public func reloadPickerRows() {
        picker?.rows = pickerRows()
    }

    /// The row height the subclass asks for, or the default when it is not finite and positive.
    func resolvedPickerRowHeight(forPickerHeight height: Double) -> Double {
        let asked = pickerRowHeight(forPickerHeight: height)
        return asked.isFinite && asked > 0 ? asked : min(40, max(0, height))
    }

    /// Builds the picker variant: a clear container holding a `PickerWheel` styled like the
    /// spinner (font, tint, row fill, framed icons), following the spinner's selection.
    func makePicker() -> (View, PickerWheel) {
        let box = View()
        box.accessibilityLabel = "Spinner picker"
        box.accessibilityElementsHidden = true  // its rows are the spinner's children to a reader
        box.clipsToBounds = true
        let wheel = SpinnerPickerWheel(spinner: self)
        wheel.accessibilityLabel = "Spinner picker wheel"
        wheel.accessibilityRole = .none  // the spinner is the element; its value changes are posted
        try? wheel.setFeel(feel)
        wheel.rows = pickerRows()
        wheel.setSelectedIndex(currentIndex, animated: false)
        box.addSubview(wheel)
        stylePicker(wheel)
        wheel.addAction(for: .valueChanged) { [weak self, weak wheel] _, _ in
            guard let self, let wheel, self.presentation != nil else { return }
            self.pickerDidSelectRow(wheel.selectedIndex)
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
        wheel.displayFont = displayFont ?? Self.defaultDisplayFont
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
            reloadPickerRows()
        }
    }
}
