// KnobHarness: the Flywheel harness with one scene of our own, `knob`, before the built-in ones.
//   swift run KnobHarness                          the window, on the knob's tab
//   swift run KnobHarness --list-scenes
//   swift run KnobHarness --script Examples/KnobHarness/Scripts/turn-knob.json --report -
//   swift run KnobHarness fuzz --scenes knob --count 200
// The walk-through is the DocC article "Testing your control in the harness" (make docs).
import HarnessKit

HarnessProgram.main(scenes: [KnobScene.entry])
