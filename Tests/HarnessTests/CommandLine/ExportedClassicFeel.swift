import FlywheelCore

/// The classic preset, exported by Flywheel 0.1.0.
let classicFeel: FeelParameters = {
    var feel = FeelParameters()
    feel.addsMomentumFromRepeatedFlings = false
    feel.closeDurationSeconds = 0.3
    feel.closeInitialSpringVelocity = 7
    feel.closeSpringDampingRatio = 1
    feel.decelerationRatePerMillisecond = 0.9996389808435706
    feel.estimatorDegree = 2
    feel.estimatorHorizonSeconds = 0.1
    feel.estimatorStopGapSeconds = 0.04
    feel.flingGain = 1.58
    feel.flingPointsPerItem = 100
    feel.flingResponseExponent = 0.85
    feel.flingSpeedBasis = .tangentialPointsPerSecond
    feel.longPressMinimumDurationSeconds = 0.5
    feel.longPressRepeatIntervalSeconds = 0.3
    feel.maximumFlingSpeedItemsPerSecond = 600
    feel.mayRestOnDisabledItems = false
    feel.minimumFlingSpeedItemsPerSecond = 4.8
    feel.minimumProgrammaticSpinSeconds = 0
    feel.openDurationSeconds = 0.25
    feel.openInitialSpringVelocity = 25
    feel.openSpringDampingRatio = 0.8
    feel.repeatedFlingMomentumFraction = 1
    feel.repeatedFlingWindowSeconds = 0.5
    feel.rubberBandCoefficient = 0.55
    feel.rubberBandDimensionItems = 5
    feel.snapSpringBounce = 0
    feel.snapSpringDurationSeconds = 0.2
    feel.stepSpringBounce = 0
    feel.stepSpringDurationSeconds = 0.2
    feel.stopSpeedItemsPerSecond = 5.85
    return feel
}()
