// StepperHarness: the Flywheel harness with one scene, `stepper`.
//   swift run StepperHarness                 the window
//   swift run StepperHarness --script Scripts/set-seven.json --report -
//   swift run StepperHarness fuzz --count 200
import HarnessKit

HarnessProgram.main(scenes: [StepperScene.entry], includingBuiltInScenes: false)
