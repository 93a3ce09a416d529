#!/usr/bin/python3
"""A hostile screen-reader client: random AT-SPI calls with random arguments against the harness.

Run with a display:
    /usr/bin/python3 fuzz_reader.py HARNESS SECONDS SEED

It runs itself again in a D-Bus session of its own (dbus-run-session), starts the accessibility
bus and HARNESS (Basic scene, a real window), finds it on the AT-SPI registry, and for SECONDS
sends raw D-Bus method calls (Gio, no client-side checks or caches) to the objects it has met:
every method of Accessible, Component, Action, Value, Selection and Text, with arguments drawn
from edges (-2^31, -1, 0, 1, 10^7, 2^31 - 1, NaN, infinity) and at random. Objects are met by
walking children as it goes and kept after they are gone (removed objects); the tree changes
underneath: scenes are switched through the tab list's Selection, actions are done, values set.
Every call must be answered (an error reply counts as an answer; FLYWHEEL_READER_FUZZ_NO_ANSWER_SECONDS,
10 by default, is the bound: a loop over a caller's number is caught, a slow frame on a loaded
machine is not); the harness must still run at the end and end cleanly on SIGTERM. Before the
random calls, the calls that once stopped or froze the game are made on every text object met,
each timed. It prints one JSON object: calls made,
errors replied, the slowest call, and any failure. The Swift test (ReaderClientFuzzTests)
checks it; `make test` runs it for seconds, `make sanitize` for minutes against the
AddressSanitizer build.
"""
import json
import math
import os
import random
import signal
import subprocess
import sys
import time

sys.dont_write_bytecode = True  # no __pycache__ left in the repository
import reader_session  # noqa: E402 (beside this file: ends the session, resizes a window)

signal.pthread_sigmask(signal.SIG_UNBLOCK, signal.valid_signals())

if sys.argv[1] != "--inside":
    import tempfile
    seconds = float(sys.argv[2])
    with tempfile.TemporaryDirectory(prefix="flywheel-fuzz-reader-") as folder:
        facts_path, log_path = os.path.join(folder, "facts.json"), os.path.join(folder, "session.log")
        with open(log_path, "wb") as log:
            try:
                status = subprocess.run(["dbus-run-session", "--", sys.executable, __file__, "--inside", facts_path]
                                        + sys.argv[1:], stdin=subprocess.DEVNULL, stdout=log, stderr=log,
                                        timeout=seconds + 90).returncode
            except subprocess.TimeoutExpired:
                status = "timed out after %d s" % (seconds + 90)
        try:
            with open(facts_path) as f:
                print(f.read())
        except OSError:
            with open(log_path, errors="replace") as f:
                print(json.dumps({"failures": ["no facts (session: %s)" % status], "sessionLog": f.read()[-3000:]}))
    sys.exit(0)

facts_path, harness, seconds, seed = sys.argv[2], sys.argv[3], float(sys.argv[4]), int(sys.argv[5])
rng = random.Random(seed)
facts = {"failures": [], "seed": seed, "calls": 0, "errorReplies": 0, "slowest": None, "objectsMet": 0,
         "sceneSwitches": 0, "slowCalls": []}
SLOW = 1.0  # seconds: a call answered later than this is listed (slowCalls)
# No answer within this many seconds is a failure: the game is stopped or frozen (the default
# range-extents loop over 2^31 - 1 offsets held it about twenty minutes).
NO_ANSWER_MS = int(float(os.environ.get("FLYWHEEL_READER_FUZZ_NO_ANSWER_SECONDS", "10")) * 1000)

bus_launcher = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
env = dict(os.environ)
env.pop("SDL_VIDEODRIVER", None)
env.pop("NO_AT_BRIDGE", None)
env["SDL_AUDIODRIVER"] = "dummy"
app_process = None
harness_errors = None
PREFIX = "org.a11y.atspi."
try:
    from gi.repository import Gio, GLib

    session = Gio.bus_get_sync(Gio.BusType.SESSION, None)

    def a11y_address():
        reply = session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                                  GLib.VariantType("(s)"), Gio.DBusCallFlags.NONE, 5000, None)
        return reply.unpack()[0]

    end = time.monotonic() + 10
    address = None
    while address is None and time.monotonic() < end:
        try:
            address = a11y_address()
        except GLib.Error:
            time.sleep(0.1)
    if address is None:
        raise RuntimeError("no accessibility bus")
    flags = Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION
    bus = Gio.DBusConnection.new_for_address_sync(address, flags, None, None)
    harness_errors = reader_session.harness_errors_file()
    app_process = subprocess.Popen([harness, "--scene", "basic"], env=env, stdout=subprocess.DEVNULL,
                                   stderr=harness_errors)

    def call(name, path, interface, method, signature, args, timeout_ms=NO_ANSWER_MS):
        """The reply's values, or None for an error reply; a call that gets no answer is a failure."""
        started = time.monotonic()
        try:
            reply = bus.call_sync(name, path, interface, method,
                                  GLib.Variant(signature, args) if signature else None, None,
                                  Gio.DBusCallFlags.NO_AUTO_START, timeout_ms, None)
            value = reply.unpack() if reply is not None else ()
        except GLib.Error as error:
            value = None
            if "Timeout" in error.message or "NoReply" in str(error) or "timed out" in error.message.lower():
                facts["failures"].append("%s.%s%s on %s: no answer (%s)" % (interface, method, args, path,
                                                                            error.message))
            else:
                facts["errorReplies"] += 1
        took = time.monotonic() - started
        facts["calls"] += 1
        if facts["slowest"] is None or took > facts["slowest"]["seconds"]:
            facts["slowest"] = {"seconds": round(took, 4), "call": "%s.%s%s" % (interface, method, args)}
        if took > SLOW and len(facts["slowCalls"]) < 20:
            facts["slowCalls"].append("%s.%s%s on %s took %.2f s" % (interface, method, args, path, took))
        return value

    def find_app():
        children = call("org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root", PREFIX + "Accessible",
                        "GetChildren", None, ())
        for name, path in (children[0] if children else []):
            got = call(name, path, "org.freedesktop.DBus.Properties", "Get", "(ss)",
                       (PREFIX + "Accessible", "Name"))
            if got and got[0] == "harness":
                return name
        return None

    app = None
    end = time.monotonic() + 20
    while app is None and time.monotonic() < end:
        app = find_app()
        if app is None:
            time.sleep(0.1)
    if app is None:
        raise RuntimeError("the harness never appeared on the AT-SPI registry")
    facts["calls"] = 0
    facts["slowest"] = None

    objects = ["/org/a11y/atspi/accessible/root"]
    met = set(objects)

    def meet(path):
        if path not in met and path != "/org/a11y/atspi/null" and len(met) < 5000:
            met.add(path)
            objects.append(path)

    def interfaces(path):
        got = call(app, path, PREFIX + "Accessible", "GetInterfaces", None, ())
        return [i[len(PREFIX):] for i in got[0]] if got else []

    def walk(path, depth):
        got = call(app, path, PREFIX + "Accessible", "GetChildren", None, ())
        for _, child in (got[0] if got else []):
            meet(child)
            if depth > 0:
                walk(child, depth - 1)

    walk(objects[0], 6)

    def offset():
        return rng.choice([-2**31, -2, -1, 0, 1, 2, 3, 5, 100, 10**7, 2**31 - 1, rng.randint(-50, 50),
                           rng.randint(-2**31, 2**31 - 1)])

    def unsigned():
        return rng.choice([0, 1, 2, 3, 4, 5, 6, 7, 100, 2**31, 2**32 - 1, rng.randint(0, 2**32 - 1)])

    def number():
        return rng.choice([0.0, -1.0, 1.0, 0.5, 1e308, -1e308, math.inf, -math.inf, math.nan, 1e-300,
                           rng.uniform(-1e6, 1e6)])

    def text():
        return rng.choice(["", "fg-color", "weight", "x" * rng.randint(0, 300), "\u00e9\u4e2d\U0001f600"])

    # (interface, method, signature, argument makers); the tree-changing calls are weighted below.
    CALLS = [
        ("Accessible", "GetChildAtIndex", "(i)", [offset]), ("Accessible", "GetChildren", None, []),
        ("Accessible", "GetIndexInParent", None, []), ("Accessible", "GetRelationSet", None, []),
        ("Accessible", "GetRole", None, []), ("Accessible", "GetRoleName", None, []),
        ("Accessible", "GetLocalizedRoleName", None, []), ("Accessible", "GetState", None, []),
        ("Accessible", "GetAttributes", None, []), ("Accessible", "GetApplication", None, []),
        ("Accessible", "GetInterfaces", None, []),
        ("Component", "Contains", "(iiu)", [offset, offset, unsigned]),
        ("Component", "GetAccessibleAtPoint", "(iiu)", [offset, offset, unsigned]),
        ("Component", "GetExtents", "(u)", [unsigned]), ("Component", "GetPosition", "(u)", [unsigned]),
        ("Component", "GetSize", None, []), ("Component", "GetLayer", None, []),
        ("Component", "GetMDIZOrder", None, []), ("Component", "GetAlpha", None, []),
        ("Component", "GrabFocus", None, []),
        ("Component", "SetExtents", "(iiiiu)", [offset, offset, offset, offset, unsigned]),
        ("Component", "SetPosition", "(iiu)", [offset, offset, unsigned]),
        ("Component", "SetSize", "(ii)", [offset, offset]), ("Component", "ScrollTo", "(u)", [unsigned]),
        ("Component", "ScrollToPoint", "(uii)", [unsigned, offset, offset]),
        ("Action", "GetDescription", "(i)", [offset]), ("Action", "GetName", "(i)", [offset]),
        ("Action", "GetLocalizedName", "(i)", [offset]), ("Action", "GetKeyBinding", "(i)", [offset]),
        ("Action", "GetActions", None, []),
        ("Selection", "GetSelectedChild", "(i)", [offset]), ("Selection", "IsChildSelected", "(i)", [offset]),
        ("Selection", "DeselectSelectedChild", "(i)", [offset]), ("Selection", "DeselectChild", "(i)", [offset]),
        ("Selection", "SelectAll", None, []), ("Selection", "ClearSelection", None, []),
        ("Text", "GetText", "(ii)", [offset, offset]), ("Text", "SetCaretOffset", "(i)", [offset]),
        ("Text", "GetTextBeforeOffset", "(iu)", [offset, unsigned]),
        ("Text", "GetTextAtOffset", "(iu)", [offset, unsigned]),
        ("Text", "GetTextAfterOffset", "(iu)", [offset, unsigned]),
        ("Text", "GetStringAtOffset", "(iu)", [offset, unsigned]),
        ("Text", "GetCharacterAtOffset", "(i)", [offset]),
        ("Text", "GetAttributeValue", "(is)", [offset, text]), ("Text", "GetAttributes", "(i)", [offset]),
        ("Text", "GetDefaultAttributes", None, []),
        ("Text", "GetCharacterExtents", "(iu)", [offset, unsigned]),
        ("Text", "GetOffsetAtPoint", "(iiu)", [offset, offset, unsigned]),
        ("Text", "GetNSelections", None, []), ("Text", "GetSelection", "(i)", [offset]),
        ("Text", "AddSelection", "(ii)", [offset, offset]), ("Text", "RemoveSelection", "(i)", [offset]),
        ("Text", "SetSelection", "(iii)", [offset, offset, offset]),
        ("Text", "GetRangeExtents", "(iiu)", [offset, offset, unsigned]),
        ("Text", "GetBoundedRanges", "(iiiiuuu)", [offset, offset, offset, offset, unsigned, unsigned, unsigned]),
        ("Text", "GetAttributeRun", "(ib)", [offset, lambda: rng.random() < 0.5]),
        ("Text", "GetDefaultAttributeSet", None, []),
        ("Text", "ScrollSubstringTo", "(iiu)", [offset, offset, unsigned]),
        ("Text", "ScrollSubstringToPoint", "(iiuii)", [offset, offset, unsigned, offset, offset]),
    ]
    PROPERTIES = {"Accessible": ["Name", "Description", "Parent", "ChildCount", "Locale", "AccessibleId"],
                  "Text": ["CharacterCount", "CaretOffset"],
                  "Value": ["MinimumValue", "MaximumValue", "MinimumIncrement", "CurrentValue", "Text"],
                  "Component": [], "Action": ["NActions"], "Selection": ["NSelectedChildren"]}

    def do_action(path):
        """An action other than "escape" (which may close the window a user asked to leave)."""
        got = call(app, path, PREFIX + "Action", "GetActions", None, ())
        names = [a[0] for a in got[0]] if got else []
        choices = [i for i, n in enumerate(names) if n != "escape"]
        if choices:
            call(app, path, PREFIX + "Action", "DoAction", "(i)", (rng.choice(choices),))

    # First the calls known to have stopped or held the game, on every text object met: an
    # offset ATK refuses with a granularity it does not have, and extents over ten million
    # characters and over 2^31 - 1.
    fixed = []
    for path in list(objects):
        if "Text" not in interfaces(path):
            continue
        for method, signature, args in [("GetStringAtOffset", "(iu)", (-1, 5)),
                                        ("GetRangeExtents", "(iiu)", (0, 10**7, 0)),
                                        ("GetRangeExtents", "(iiu)", (0, 2**31 - 1, 0)),
                                        ("GetOffsetAtPoint", "(iiu)", (2**31 - 1, -2**31, 0))]:
            started = time.monotonic()
            reply = call(app, path, PREFIX + "Text", method, signature, args)
            fixed.append({"path": path, "call": "%s%s" % (method, args), "seconds": round(time.monotonic() - started, 4),
                          "answered": reply is not None, "running": app_process.poll() is None})
    facts["fixed"] = fixed

    deadline = time.monotonic() + seconds
    iteration = 0
    while time.monotonic() < deadline:
        iteration += 1
        if app_process.poll() is not None:
            facts["failures"].append("the harness ended (exit %s) after %d calls" % (app_process.returncode,
                                                                                      facts["calls"]))
            break
        path = rng.choice(objects)
        roll = rng.random()
        if roll < 0.08:
            walk(path, 2)  # meet more of the tree as it is now
        elif roll < 0.12:
            # The tree changes: another scene through the tab list (the frame's objects go).
            names = interfaces(path)
            if "Selection" in names:
                count = call(app, path, "org.freedesktop.DBus.Properties", "Get", "(ss)",
                             (PREFIX + "Accessible", "ChildCount"))
                n = count[0] if count else 0
                call(app, path, PREFIX + "Selection", "SelectChild", "(i)",
                     (rng.randrange(n) if n and rng.random() < 0.8 else offset(),))
                facts["sceneSwitches"] += 1
        elif roll < 0.16:
            if "Action" in interfaces(path):
                do_action(path)
        elif roll < 0.20:
            if "Value" in interfaces(path):
                call(app, path, "org.freedesktop.DBus.Properties", "Set", "(ssv)",
                     (PREFIX + "Value", "CurrentValue", GLib.Variant("d", number())))
        elif roll < 0.30:
            interface = rng.choice(list(PROPERTIES))
            names = PROPERTIES[interface]
            if names:
                call(app, path, "org.freedesktop.DBus.Properties", "Get", "(ss)",
                     (PREFIX + interface, rng.choice(names)))
            else:
                call(app, path, "org.freedesktop.DBus.Properties", "GetAll", "(s)", (PREFIX + interface,))
        else:
            interface, method, signature, makers = rng.choice(CALLS)
            call(app, path, PREFIX + interface, method, signature, tuple(m() for m in makers))
    facts["objectsMet"] = len(met)
    facts["iterations"] = iteration
    if app_process.poll() is not None and not any("ended" in f for f in facts["failures"]):
        facts["failures"].append("the harness ended (exit %s)" % app_process.returncode)
except Exception as error:  # reported, not raised: the Swift test says what went wrong
    facts["failures"].append(repr(error))
finally:
    reader_session.end_session(facts, facts_path, facts["failures"], app_process, harness_errors, bus_launcher)
