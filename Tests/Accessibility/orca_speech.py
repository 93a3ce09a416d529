#!/usr/bin/python3
"""What Orca says for the harness's spinner: focus it, step it, print Orca's speech.

Not part of `make test` (Orca is not installed by install-deps). With Debian's `orca` installed:
    xvfb-run -a dbus-run-session -- /usr/bin/python3 Tests/Accessibility/orca_speech.py .build/debug/harness

It starts the accessibility bus and Orca (its debug log, where every utterance is written as
"SPEECH OUTPUT", stands in for a speech synthesizer), then the harness; gives the Basic scene's
spinner the focus through AT-SPI (Component.grabFocus, as a reader's focus request), steps it with
its "increment" action, and prints what Orca said after it started.
"""
import os
import re
import signal
import subprocess
import sys
import tempfile
import time

signal.pthread_sigmask(signal.SIG_UNBLOCK, signal.valid_signals())
harness = sys.argv[1]
env = dict(os.environ)
env.pop("SDL_VIDEODRIVER", None)
env["SDL_AUDIODRIVER"] = "dummy"
log = os.path.join(tempfile.mkdtemp(prefix="flywheel-orca-"), "orca.debug")
bus = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
time.sleep(0.3)
orca = subprocess.Popen(["orca", "--replace", "--debug-file=" + log], env=env,
                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
time.sleep(4)  # Orca starts slowly
app_process = subprocess.Popen([harness, "--scene", "basic"], env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
try:
    import pyatspi

    app = None
    for _ in range(100):
        desktop = pyatspi.Registry.getDesktop(0)
        apps = [desktop.getChildAtIndex(i) for i in range(desktop.childCount)]
        app = next((a for a in apps if a is not None and a.name == "harness"), None)
        if app is not None:
            break
        time.sleep(0.1)

    def find(node):
        if node.getRole() == pyatspi.ROLE_SPIN_BUTTON and node.name == "Spinner":
            return node
        for child in node:
            hit = find(child) if child is not None else None
            if hit is not None:
                return hit
        return None

    spinner = find(app)
    spinner.queryComponent().grabFocus()
    time.sleep(2)
    action = spinner.queryAction()
    names = [action.getName(i) for i in range(action.nActions)]
    action.doAction(names.index("increment"))
    time.sleep(3)
finally:
    app_process.terminate()
    app_process.wait()
    orca.terminate()
    try:
        orca.wait(timeout=5)
    except subprocess.TimeoutExpired:
        orca.kill()
    bus.terminate()
    bus.wait()
with open(log, errors="replace") as f:
    for line in f:
        said = re.search(r"SPEECH OUTPUT: (.*?)\{", line)
        if said and "Screen reader" not in said.group(1):
            print(said.group(1))
