import FlywheelCore
import FlywheelUI
import Foundation

/// The robot and the plots. A robot fling is computed at once — `FlingTrace`s of the gesture
/// on the profile in force, one per simulated frame rate, which fill the plots and predict the
/// landing — and delivered to the real spinner over the next 0.1 s as pointer events with the
/// gesture's own timestamps. The plots then draw the curves up to "now" until the wheel rests.
///
/// The robot starts from rest, so that every fling gets the same input: if the wheel is still
/// turning (the robot's last fling, or a hand's) it waits for it — until its exact rest time, not
/// the frame that showed it — and a closed spinner is opened first.
extension FeelLabScene {
    /// What the robot is doing.
    struct RobotState {
        /// The gesture being delivered, and the next event to deliver.
        var events: [PointerEvent] = []
        var next = 0
        var fling: RobotFling?
        /// When the gesture's press is (clock seconds).
        var start = 0.0
        /// The last fling's traces, in `frameRates` order.
        var traces: [FlingTrace] = []
        /// The item the traces predict the spinner lands on.
        var predictedItem: Int?
        /// When the last robot motion comes to rest, and until when the plots draw "live".
        var restTime = -Double.infinity
        var revealEnd = -Double.infinity
        var reportsLanding = false

        var isDelivering: Bool { next < events.count }
    }

    /// The robot's pointer (the mouse is 0, fingers their own ids).
    static let robotPointerID = 7

    func buildPlots() {
        for plot in [positionPlot, velocityPlot] {
            plot.xAxis = Plot.Axis(title: "s since the press", includes: 0)
            plot.font = .system(size: 10)
            plot.titleFont = .boldSystem(size: 11)
            addSubview(plot)
        }
        positionPlot.yAxis = Plot.Axis(title: "items", includes: 0)
        velocityPlot.yAxis = Plot.Axis(title: "items/s", targetTickCount: 4, includes: 0)
        for (rate, color) in zip(Self.frameRates, Self.rateColors) {
            let capacity = Int(((FlingTrace.maximumDuration + FlingTrace.restTail) * rate).rounded(.up)) + 4
            let name = context.numbers.localizingNumbers(in: "\(Int(rate)) fps")  // the legend, in the player's digits
            positionSeries.append(positionPlot.addSeries(name: name, color: color, capacity: capacity))
            let v = velocityPlot.addSeries(name: name, color: color, capacity: capacity)
            v.showsInLegend = false
            velocitySeries.append(v)
        }
        highlightSelectedRate()
    }

    /// The rate chosen in the frame-rate row is drawn thicker, with a dot at every frame on the
    /// position plot (where the frames are far enough apart to see).
    func highlightSelectedRate() {
        for (i, series) in zip(positionSeries.indices, zip(positionSeries, velocitySeries)) {
            let selected = i == rateControl.selectedIndex
            series.0.lineWidth = selected ? 2.5 : 1.2
            series.1.lineWidth = selected ? 2.5 : 1.2
            series.0.pointRadius = selected ? 2 : 0
        }
    }

    /// Starts `fling` on the ring (after the wheel has come to rest).
    func startRobotFling(_ fling: RobotFling) {
        guard let host else { return }
        guard !robot.isDelivering else {
            status?("Robot: busy with the \(robot.fling?.name.lowercased() ?? "last") fling")
            return
        }
        if isCompact && showControl.selectedIndex != 1 {
            showControl.selectedIndex = 1
            setNeedsLayout()
        }
        let now = host.clock.now
        // A moving wheel's rest time is exact; the frame time its last selection change was seen
        // at (the rule before) depended on the frame rate.
        var start = max(now, robot.restTime + 0.05, (spinner.landingTime ?? -.infinity) + 0.05)
        if !spinner.isOpen {
            spinner.isOpen = true
            start = max(start, now + feel.openDurationSeconds + 0.05)
        }
        // Not while the ring pops: its scale springs (a springy feel overshoots through a mirror
        // image), so the same drag would meet another ring at each frame rate.
        if let popEnd = spinner.popEndTime { start = max(start, popEnd + 0.05) }
        let startItem = spinner.landingIndex ?? spinner.selectedIndex
        let ringRadius = spinner.ringRadius
        let traces: [FlingTrace]
        do {
            traces = try Self.frameRates.map {
                try FlingTrace(
                    fling: fling, feel: feel, itemCount: spinner.count, startPosition: Double(startItem),
                    ringRadius: ringRadius, fps: $0)
            }
        } catch {
            status?("Robot: \(error)")
            return
        }
        let center = spinner.convert(spinner.bounds.center, to: nil)
        robot.events = fling.events(
            center: center, ringRadius: ringRadius, start: start, pointerID: Self.robotPointerID)
        robot.next = 0
        deliverRobotEvents(on: host)
        robot.fling = fling
        robot.start = start
        robot.traces = traces
        comparison.trace = comparison.feel.flatMap {
            try? FlingTrace(
                fling: fling, feel: $0.feel, itemCount: spinner.count, startPosition: Double(startItem),
                ringRadius: ringRadius, fps: Self.frameRates[Self.frameRates.count - 1])
        }
        let finest = traces[traces.count - 1]
        robot.predictedItem = finest.landing?.item
        robot.restTime = start + (finest.landing?.restTime ?? finest.releaseTime)
        robot.revealEnd = start + (finest.samples.last?.time ?? 0)
        robot.reportsLanding = true
        fillPlots(with: traces)
        positionPlot.revealLimit = now - start
        velocityPlot.revealLimit = now - start
        status?("Robot: \(describe(fling, finest))")
        startTicking()
    }

    func itemName(_ item: Int) -> String {
        spinner.values.indices.contains(item) ? "\(item) (\(spinner.values[item].title))" : String(item)
    }

    private func describe(_ fling: RobotFling, _ trace: FlingTrace) -> String {
        let head = "\(fling.name.lowercased()) fling (\(Int(fling.speed)) pt/s) on \(presetName)"
        guard let landing = trace.landing, let travel = trace.landingTravel else { return head + ": no landing" }
        return head + " predicts item \(itemName(landing.item)), \(NumberText.rounded(travel, decimals: 0)) items on, "
            + "at rest \(NumberText.rounded(landing.restTime - trace.releaseTime, decimals: 2)) s after the release"
            + (trace.isTruncated ? " (plotted: the first \(Int(FlingTrace.maximumDuration)) s)" : "")
            + (trace.crossingsAreCut ? " (marked: the first \(FlingTrace.maximumCrossings) detents)" : "")
    }

    /// Fills the series and markers from the traces (the markers from the finest trace).
    func fillPlots(with traces: [FlingTrace]) {
        positionPlot.clearData()
        velocityPlot.clearData()
        for (i, trace) in traces.enumerated() where i < positionSeries.count {
            for s in trace.samples {
                positionSeries[i].append(x: s.time, y: s.position)
                velocitySeries[i].append(x: s.time, y: s.velocity)
            }
        }
        guard let finest = traces.last else { return }
        let crossingColor = Color(white: 0.84), releaseColor = Color(white: 0.45),
            landingColor = Color(red: 0.85, green: 0.1, blue: 0.1)
        for plot in [positionPlot, velocityPlot] {
            plot.addVerticalMarker(at: finest.releaseTime, color: releaseColor)
            for c in finest.crossings { plot.addVerticalMarker(at: c.time, color: crossingColor) }
        }
        let numbers = context.numbers  // what the player reads: in their locale
        if let landing = finest.landing, let travel = finest.landingTravel {
            positionPlot.addHorizontalMarker(
                at: travel, color: landingColor,
                label: "predicted: item \(itemName(landing.item)), +\(numbers.rounded(travel, decimals: 0)), "
                    + "at rest \(numbers.rounded(landing.restTime, decimals: 2)) s")
            positionPlot.addPointMarker(x: landing.restTime, y: travel, color: landingColor)
            velocityPlot.addPointMarker(x: landing.restTime, y: 0, color: landingColor)
            let releaseVelocity = finest.samples.first { $0.time >= finest.releaseTime }?.velocity ?? 0
            if abs(releaseVelocity) > feel.stopSpeedItemsPerSecond {
                let stop = releaseVelocity < 0 ? -feel.stopSpeedItemsPerSecond : feel.stopSpeedItemsPerSecond
                velocityPlot.addHorizontalMarker(
                    at: stop, color: landingColor,
                    label: "stop speed \(numbers.rounded(stop, decimals: 2))")
            }
        }
        plotComparison()
        let worst = traces.dropLast().map { $0.largestDifference(from: finest) }.max() ?? 0
        agreementLabel.text =
            "\(numbers.whole(30))–\(numbers.whole(240)) fps: largest difference \(numbers.rounded(worst, decimals: 9))"
    }

    /// Hands the robot's events to `host` as their times come, from an animation: the host runs
    /// animations before the views that tick, so each event reaches the ring before its motion
    /// has been brought past the event's time, whatever the frame rate and whatever order the
    /// ticking views come in. (Handed over from this scene's own tick, an event met the ring
    /// either before or after the ring's tick of that frame: where a moving wheel was grabbed
    /// then depended on the frame times, and even differed from one run to the next.)
    private func deliverRobotEvents(on host: ViewHost) {
        let end = robot.events.last?.timestamp ?? host.clock.now
        host.animate(
            duration: max(0, end - host.clock.now), curve: .linear,
            update: { [weak self, weak host] _ in
                guard let self, let host, self.host === host else { return }
                while self.robot.isDelivering, self.robot.events[self.robot.next].timestamp <= host.clock.now {
                    let event = self.robot.events[self.robot.next]
                    self.robot.next += 1
                    host.handle(.pointer(event))
                }
            })
    }

    /// Per frame while the robot delivers or the plots are live: the plots show the curves up to
    /// now (the events are delivered by `deliverRobotEvents`). Returns true while busy.
    func advanceRobot(to time: Double) -> Bool {
        let live = time < robot.revealEnd
        positionPlot.revealLimit = live ? time - robot.start : nil
        velocityPlot.revealLimit = live ? time - robot.start : nil
        if robot.reportsLanding, time >= robot.restTime {
            robot.reportsLanding = false
            let landed = spinner.selectedIndex
            if let predicted = robot.predictedItem {
                status?(
                    landed == predicted
                        ? "Robot: landed on item \(itemName(landed)), as predicted"
                        : "Robot: landed on item \(itemName(landed)); predicted \(itemName(predicted))")
            }
        }
        return robot.isDelivering || live || robot.reportsLanding
    }
}
