// The harness executable: the harness command line (HarnessProgram, HarnessCommand) over the
// built-in scenes, registered through the same public call any program of your own makes.
import HarnessKit

HarnessProgram.main(scenes: BuiltInScenes.all, includingBuiltInScenes: false)
