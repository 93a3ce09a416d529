#!/usr/bin/python3
"""Reads and drives the harness through AT-SPI, as a screen reader does (pyatspi).

Run with a display:
    /usr/bin/python3 drive_harness.py HARNESS REPORT SCENE_TAB
    /usr/bin/python3 drive_harness.py HARNESS REPORT --type-into FIELD
    /usr/bin/python3 drive_harness.py HARNESS REPORT --listen-keys
    /usr/bin/python3 drive_harness.py HARNESS REPORT --states
    /usr/bin/python3 drive_harness.py HARNESS REPORT --menu
    /usr/bin/python3 drive_harness.py HARNESS REPORT --every-scene

It runs itself again in a D-Bus session of its own (dbus-run-session), where it starts the
accessibility bus, starts HARNESS (Basic scene, a real window, --report REPORT),
waits for it on the AT-SPI registry, then:
  1. reads the tree: application -> frame -> page tab list, tabs, named controls with roles;
  2. steps the spinner with its "increment" action and waits for the value-changed event,
     sets its Value two items on, and gives it the focus (Component.grabFocus);
  3. selects the tab named SCENE_TAB through the tab list's Selection interface and waits
     until the frame shows that scene;
With --listen-keys it registers an AT-SPI keystroke listener (as Orca does), gives the Basic
scene's Sounds switch the focus, presses Space and "a" in the window and reports the keys the
listener heard and the switch's checked state before and after (the key still reaches the game).
With --states it gives the Basic scene's Sounds switch the focus and presses Space, then the
spinner and presses Return twice, and reports the checked and expanded states before and after,
the state and value events that came, and the status line's text.
With --menu it starts the Menu scene, finds the parameter menu's button inside the picture (its
parent and index there), gives it the focus, presses Return (the menu opens) and Left, and
reports the menu's rows (name, Text, selected) before and after and the value events that came.
With --every-scene it notes every named element's role and interfaces, resizes the window to
500x400 (Xlib, reader_session.resize_window) and reports each element whose role changed (a
segmented control too narrow for its titles becomes a spin button) with its new interfaces, its
Value and Text, and the children-changed events; resizes back to 800x600 (a panel again); then
selects every scene's tab in turn and reads its tree whole (every interface each object has).
With --type-into FIELD it starts the feel lab instead and, after reading the tree, gives the
slider named FIELD the focus, presses Enter and reads the text field that opened (its selection:
the old value), types "0.75" and two Left arrows as keys from the keyboard (AT-SPI's
generateKeyboardEvent), and reads the field again: role, name, states, text, caret, the character
at the caret, the selection (none now), each character's box on the screen and the field's, and
the text, caret and selection events on the way.
Then it ends the harness (SIGTERM: the report is written as when the window closes; its stderr
and how many CRITICAL lines it holds are facts, reader_session.end_session) and prints one JSON
object with everything it saw. The Swift test (ScreenReaderSessionTests) checks it.
"""
import faulthandler
import json
import os
import signal
import subprocess
import sys
import time

sys.dont_write_bytecode = True  # no __pycache__ left in the repository
import reader_session  # noqa: E402 (beside this file: ends the session, resizes a window)

# A test runner may start programs with every signal blocked, and a daemon that cannot get
# SIGTERM outlives its session: unblock them for everything started from here.
signal.pthread_sigmask(signal.SIG_UNBLOCK, signal.valid_signals())
faulthandler.register(signal.SIGUSR1)  # kill -USR1 prints where it is stuck

if sys.argv[1] != "--inside":
    # Outside: the session, with its daemons' output away from ours (a pipe a leftover daemon
    # held open would never end), and a time limit.
    import tempfile
    with tempfile.TemporaryDirectory(prefix="flywheel-atspi-") as folder:
        facts_path, log_path = os.path.join(folder, "facts.json"), os.path.join(folder, "session.log")
        with open(log_path, "wb") as log:
            try:
                status = subprocess.run(["dbus-run-session", "--", sys.executable, __file__, "--inside", facts_path]
                                        + sys.argv[1:], stdin=subprocess.DEVNULL, stdout=log, stderr=log,
                                        timeout=90).returncode
            except subprocess.TimeoutExpired:
                status = "timed out after 90 s"
        try:
            with open(facts_path) as f:
                print(f.read())
        except OSError:
            with open(log_path, errors="replace") as f:
                print(json.dumps({"errors": ["no facts (session: %s)" % status], "sessionLog": f.read()[-3000:]}))
    sys.exit(0)

facts_path, harness, report, scene_tab = sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5]
type_into = sys.argv[6] if scene_tab == "--type-into" else None
listen_keys = scene_tab == "--listen-keys"
states = scene_tab == "--states"
menu = scene_tab == "--menu"
every_scene = scene_tab == "--every-scene"
facts = {"errors": []}
start = time.monotonic()

bus = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
env = dict(os.environ)
env.pop("SDL_VIDEODRIVER", None)
env.pop("NO_AT_BRIDGE", None)
env["SDL_AUDIODRIVER"] = "dummy"
app_process = None
harness_errors = reader_session.harness_errors_file()
try:
    import gi
    gi.require_version("Atspi", "2.0")
    from gi.repository import Atspi, GLib
    import pyatspi

    first_scene = "feel" if type_into else "parameter-menu" if menu else "basic"
    app_process = subprocess.Popen([harness, "--scene", first_scene, "--report", report],
                                   env=env, stdout=subprocess.DEVNULL, stderr=harness_errors)
    context = GLib.MainContext.default()

    def wait_until(condition, seconds):
        """Iterates GLib (events arrive there) until condition() is true or time is up."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            while context.iteration(False):
                pass
            value = condition()
            if value:
                return value
            time.sleep(0.02)
        return None

    def find_app():
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            child = desktop.getChildAtIndex(i)
            if child is not None and child.name == "harness":
                return child
        return None

    app = wait_until(find_app, 20)
    if app is None:
        raise RuntimeError("the harness never appeared on the AT-SPI registry")
    facts["appearedAfterSeconds"] = round(time.monotonic() - start, 2)
    facts["application"] = {"role": app.getRoleName(), "name": app.name, "children": app.childCount}
    frame = app.getChildAtIndex(0)

    def walk(node, depth=0, out=None):
        out = [] if out is None else out
        entry = {"role": node.getRoleName(), "name": node.name, "depth": depth}
        try:
            entry["value"] = node.queryValue().currentValue
        except NotImplementedError:
            pass
        try:
            text = node.queryText()
            entry["text"] = text.getText(0, -1)
        except NotImplementedError:
            pass
        try:
            action = node.queryAction()
            entry["actions"] = [action.getName(i) for i in range(action.nActions)]
        except NotImplementedError:
            pass
        out.append(entry)
        for child in node:
            if child is not None:
                walk(child, depth + 1, out)
        return out

    def find(node, predicate):
        if predicate(node):
            return node
        for child in node:
            if child is not None:
                hit = find(child, predicate)
                if hit is not None:
                    return hit
        return None

    def extents(node):
        box = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        return [box.x, box.y, box.width, box.height]

    facts["frame"] = {"role": frame.getRoleName(), "name": frame.name, "extents": extents(frame)}
    facts["tree"] = walk(frame)
    tab_list = find(frame, lambda n: n.getRole() == pyatspi.ROLE_PAGE_TAB_LIST)
    tabs = [t for t in tab_list] if tab_list is not None else []
    facts["tabs"] = [{"name": t.name, "role": t.getRoleName(),
                      "selected": t.getState().contains(pyatspi.STATE_SELECTED)} for t in tabs]

    # Keys, as a reader hears them: a keystroke listener (what Orca registers for its key echo
    # and commands), the Sounds switch focused, then Space and "a" pressed in the window.
    if listen_keys:
        keys = []

        def on_key(event):
            keys.append({"keysym": event.id, "keycode": event.hw_code, "text": event.event_string,
                         "pressed": event.type == pyatspi.KEY_PRESSED_EVENT, "modifiers": event.modifiers})
            return False
        pyatspi.Registry.registerKeystrokeListener(
            on_key, kind=(pyatspi.KEY_PRESSED_EVENT, pyatspi.KEY_RELEASED_EVENT), synchronous=False,
            preemptive=False)
        switch = find(frame, lambda n: n.getRole() == pyatspi.ROLE_TOGGLE_BUTTON and "Sounds" in (n.name or ""))
        switch.queryComponent().grabFocus()
        wait_until(lambda: switch.getState().contains(pyatspi.STATE_FOCUSED), 5)
        box = extents(switch)
        pyatspi.Registry.generateMouseEvent(box[0] + box[2] // 2, box[1] + box[3] // 2, pyatspi.MOUSE_ABS)
        facts["activeBeforeKeys"] = bool(wait_until(lambda: frame.getState().contains(pyatspi.STATE_ACTIVE), 3))
        before = switch.getState().contains(pyatspi.STATE_CHECKED)
        pyatspi.Registry.generateKeyboardEvent(0x20, None, pyatspi.KEY_SYM)  # Space
        pyatspi.Registry.generateKeyboardEvent(ord("a"), None, pyatspi.KEY_SYM)
        wait_until(lambda: len(keys) >= 4, 5)
        wait_until(lambda: switch.getState().contains(pyatspi.STATE_CHECKED) != before, 2)
        facts["keys"] = {"heard": keys, "checkedBefore": before,
                         "checkedAfter": switch.getState().contains(pyatspi.STATE_CHECKED)}

    # States a sighted player sees change, as a reader is told them: Space on the Sounds switch
    # (checked), Enter on the spinner and Enter again (expanded), and the status line's text.
    if states:
        state_events = []
        pyatspi.Registry.registerEventListener(
            lambda e: state_events.append({"type": e.type, "source": e.source.name if e.source else None,
                                           "role": e.source.getRoleName() if e.source else None,
                                           "on": e.detail1}),
            "object:state-changed:checked", "object:state-changed:expanded",
            "object:property-change:accessible-value")
        switch = find(frame, lambda n: n.getRole() == pyatspi.ROLE_TOGGLE_BUTTON and "Sounds" in (n.name or ""))
        spinner = find(frame, lambda n: n.getRole() == pyatspi.ROLE_SPIN_BUTTON and n.name == "Spinner")
        if switch is None or spinner is None:
            raise RuntimeError("no Sounds switch or spinner; tree: %s" % walk(frame))
        switch.queryComponent().grabFocus()
        wait_until(lambda: switch.getState().contains(pyatspi.STATE_FOCUSED), 5)
        box = extents(switch)
        pyatspi.Registry.generateMouseEvent(box[0] + box[2] // 2, box[1] + box[3] // 2, pyatspi.MOUSE_ABS)
        facts["activeBeforeKeys"] = bool(wait_until(lambda: frame.getState().contains(pyatspi.STATE_ACTIVE), 3))
        checked_before = switch.getState().contains(pyatspi.STATE_CHECKED)
        pyatspi.Registry.generateKeyboardEvent(0x20, None, pyatspi.KEY_SYM)  # Space
        wait_until(lambda: any(e["type"].endswith("checked") for e in state_events), 5)
        status_line = find(frame, lambda n: n.getRole() == pyatspi.ROLE_LABEL and n.name == "Status line")
        facts["switch"] = {"name": switch.name, "checkedBefore": checked_before,
                           "checkedAfter": switch.getState().contains(pyatspi.STATE_CHECKED),
                           "statusText": status_line.queryText().getText(0, -1) if status_line else None,
                           "events": list(state_events)}
        del state_events[:]
        spinner.queryComponent().grabFocus()
        wait_until(lambda: spinner.getState().contains(pyatspi.STATE_FOCUSED), 5)
        pyatspi.Registry.generateKeyboardEvent(0xff0d, None, pyatspi.KEY_SYM)  # Return: opens
        wait_until(lambda: spinner.getState().contains(pyatspi.STATE_EXPANDED), 5)
        opened = spinner.getState().contains(pyatspi.STATE_EXPANDED)
        wait_until(lambda: any(e["type"].endswith("expanded") for e in state_events), 2)
        time.sleep(0.5)  # the ring's opening animation
        pyatspi.Registry.generateKeyboardEvent(0xff0d, None, pyatspi.KEY_SYM)  # Return: closes
        wait_until(lambda: not spinner.getState().contains(pyatspi.STATE_EXPANDED), 5)
        wait_until(lambda: sum(e["type"].endswith("expanded") for e in state_events) >= 2, 2)
        facts["spinner"] = {"expandedAfterEnter": opened,
                            "expandedAfterSecondEnter": spinner.getState().contains(pyatspi.STATE_EXPANDED),
                            "events": list(state_events)}

    # A blind player changes a Menu parameter: finds the menu's button (inside the picture it
    # opens over), gives it the focus, opens the menu with Return and changes the selected row
    # with Left, hearing the row's new value.
    if menu:
        picture = find(frame, lambda n: n.getRole() == pyatspi.ROLE_IMAGE and n.name == "Picture")
        button = find(frame, lambda n: n.getRole() == pyatspi.ROLE_PUSH_BUTTON and "Target" in (n.name or ""))
        if button is None:
            raise RuntimeError("no menu button; tree: %s" % walk(frame))
        parent = button.parent
        facts["menuButton"] = {"name": button.name, "indexInParent": button.getIndexInParent(),
                               "parent": parent.name if parent is not None else None,
                               "parentRole": parent.getRoleName() if parent is not None else None,
                               "inParentsChildren": parent is not None and any(
                                   c is not None and c.name == button.name for c in parent),
                               "pictureFound": picture is not None}
        value_events = []
        pyatspi.Registry.registerEventListener(
            lambda e: value_events.append({"type": e.type, "source": e.source.name if e.source else None,
                                           "role": e.source.getRoleName() if e.source else None}),
            "object:property-change:accessible-value")
        button.queryComponent().grabFocus()
        wait_until(lambda: button.getState().contains(pyatspi.STATE_FOCUSED), 5)
        box = extents(button)
        pyatspi.Registry.generateMouseEvent(box[0] + 20, box[1] + 20, pyatspi.MOUSE_ABS)
        facts["activeBeforeKeys"] = bool(wait_until(lambda: frame.getState().contains(pyatspi.STATE_ACTIVE), 3))
        pyatspi.Registry.generateKeyboardEvent(0xff0d, None, pyatspi.KEY_SYM)  # Return: the menu opens
        app.clearCache()
        opened = wait_until(lambda: find(frame, lambda n: n.getRole() == pyatspi.ROLE_MENU), 5)
        if opened is None:
            raise RuntimeError("no menu after Return; tree: %s" % walk(frame))

        def rows():
            return [{"name": r.name, "text": r.queryText().getText(0, -1),
                     "selected": r.getState().contains(pyatspi.STATE_SELECTED)}
                    for r in opened if r is not None and r.getRole() == pyatspi.ROLE_MENU_ITEM]
        time.sleep(0.3)
        before = rows()
        pyatspi.Registry.generateKeyboardEvent(0xff51, None, pyatspi.KEY_SYM)  # Left: the row's value down
        wait_until(lambda: value_events, 5)
        time.sleep(0.3)
        facts["menu"] = {"before": before, "after": rows(), "events": value_events}

    # A view that changes presentation at a new window size gets a new object with its new
    # role's interfaces (a segmented control too narrow for its titles is a spin button, no longer
    # a group of radio buttons); then every scene is read whole, as a reader meeting each does.
    if every_scene:
        def shapes():
            out = {}

            def visit(node):
                if node.name and node.name not in out:
                    out[node.name] = {"role": node.getRoleName(), "interfaces": sorted(node.get_interfaces())}
                for child in node:
                    if child is not None:
                        visit(child)
            visit(frame)
            return out
        structure_events = []
        pyatspi.Registry.registerEventListener(
            lambda e: structure_events.append({"type": e.type, "source": e.source.name if e.source else None}),
            "object:children-changed")
        wide = shapes()
        resized = reader_session.resize_window(frame.name, 500, 400, pid=app_process.pid)

        def changed():
            app.clearCache()
            now = shapes()
            return {n: {"before": wide[n], "after": now[n]} for n in wide
                    if n in now and now[n]["role"] != wide[n]["role"]}
        # Generous waits: under load a resize reaches the window, and its new objects the bus,
        # seconds later.
        changes = wait_until(changed, 20) or {}
        wait_until(lambda: len(structure_events) >= 2, 5)
        compact = next((n for n, c in changes.items() if c["after"]["role"] == "spin button"), None)
        node = find(frame, lambda n: n.name == compact and n.getRoleName() == "spin button") if compact else None
        value_text = None
        if node is not None:
            value_text = node.queryText().getText(0, -1)
        facts["resize"] = {"found": resized, "changes": changes, "compact": compact,
                           "compactValue": node.queryValue().currentValue if node is not None else None,
                           "compactText": value_text,
                           "childrenChanged": structure_events[:40],
                           "frameExtents": extents(frame)}
        reader_session.resize_window(frame.name, 800, 600, pid=app_process.pid)
        back = wait_until(lambda: (app.clearCache(), shapes())[1].get(compact, {}).get("role") == "panel", 20)
        facts["resize"]["backToPanel"] = bool(back)
        scenes = []
        for index in range(tab_list.childCount):
            tab_list.querySelection().selectChild(index)
            wait_until(lambda: tab_list.getChildAtIndex(index).getState().contains(pyatspi.STATE_SELECTED), 5)
            time.sleep(0.2)
            app.clearCache()
            tree = walk(frame)
            scenes.append({"tab": tab_list.getChildAtIndex(index).name, "objects": len(tree)})
        facts["scenes"] = scenes

    # 2. A spinner step through the Action interface.
    spinner = None if type_into or listen_keys or states or menu or every_scene else find(
        frame, lambda n: n.getRole() == pyatspi.ROLE_SPIN_BUTTON and n.name == "Spinner")
    events = []
    pyatspi.Registry.registerEventListener(
        lambda e: events.append({"type": e.type, "source": e.source.name if e.source else None}),
        "object:property-change:accessible-value")
    if spinner is not None:
        facts["spinnerExtents"] = extents(spinner)
        before_text = spinner.queryText().getText(0, -1)
        before = spinner.queryValue().currentValue
        action = spinner.queryAction()
        names = [action.getName(i) for i in range(action.nActions)]
        done = action.doAction(names.index("increment")) if "increment" in names else False
        wait_until(lambda: any(e["source"] == "Spinner" for e in events), 5)
        facts["step"] = {"before": before, "beforeText": before_text, "accepted": bool(done),
                         "after": spinner.queryValue().currentValue,
                         "afterText": spinner.queryText().getText(0, -1), "events": list(events)}

        # The Value interface: two items on, in steps as a user's.
        value = spinner.queryValue()
        start_value = value.currentValue
        value.currentValue = start_value + 2
        wait_until(lambda: spinner.queryValue().currentValue == start_value + 2, 5)
        facts["setValue"] = {"from": start_value, "asked": start_value + 2,
                             "now": spinner.queryValue().currentValue,
                             "text": spinner.queryText().getText(0, -1)}

        # Component focus: the reader moves the keyboard focus to the spinner.
        focus_events = []
        pyatspi.Registry.registerEventListener(
            lambda e: focus_events.append(e.source.name if e.source else None), "object:state-changed:focused")
        accepted = spinner.queryComponent().grabFocus()
        wait_until(lambda: spinner.getState().contains(pyatspi.STATE_FOCUSED), 5)
        wait_until(lambda: "Spinner" in focus_events, 1)
        facts["focus"] = {"accepted": bool(accepted), "events": focus_events,
                          "focused": spinner.getState().contains(pyatspi.STATE_FOCUSED)}

    # 3. A page tab chosen through the Selection interface switches the scene.
    if tab_list is not None and not type_into and not listen_keys and not states and not menu and not every_scene:
        changes = []
        pyatspi.Registry.registerEventListener(lambda e: changes.append(e.type), "object:children-changed")
        selection_events = []
        pyatspi.Registry.registerEventListener(
            lambda e: selection_events.append({"type": e.type, "source": e.source.name if e.source else None,
                                               "role": e.source.getRoleName() if e.source else None,
                                               "on": e.detail1}),
            "object:state-changed:selected", "object:selection-changed")
        index = next((i for i, t in enumerate(tabs) if t.name == scene_tab), -1)
        accepted = tab_list.querySelection().selectChild(index) if index >= 0 else False

        def switched():
            tab = tab_list.getChildAtIndex(index)
            return tab is not None and tab.getState().contains(pyatspi.STATE_SELECTED)
        wait_until(switched, 5)
        time.sleep(0.2)
        app.clearCache()  # the tree changed under us: read it afresh
        wait_until(lambda: changes, 2)
        wait_until(lambda: any(e["type"] == "object:selection-changed" for e in selection_events), 2)
        facts["switch"] = {"accepted": bool(accepted), "childrenChanged": changes,
                           "selectionEvents": selection_events,
                           "selectedTabs": [t.name for t in tab_list
                                            if t is not None and t.getState().contains(pyatspi.STATE_SELECTED)],
                           "tree": walk(frame)}
    # 4. Typing into a feel-lab field: the box that opens is an editable entry with a caret.
    if type_into:
        slider = find(frame, lambda n: n.getRole() == pyatspi.ROLE_SLIDER and n.name == type_into)
        if slider is None:
            raise RuntimeError("no slider named %s" % type_into)
        text_events = []
        pyatspi.Registry.registerEventListener(
            lambda e: text_events.append({"type": e.type, "offset": e.detail1, "length": e.detail2,
                                          "text": e.any_data if isinstance(e.any_data, str) else None}),
            "object:text-changed", "object:text-caret-moved")
        selection_events = []
        pyatspi.Registry.registerEventListener(
            lambda e: selection_events.append(e.source.name if e.source else None), "object:text-selection-changed")
        slider.queryComponent().grabFocus()
        wait_until(lambda: slider.getState().contains(pyatspi.STATE_FOCUSED), 5)
        # The X keyboard follows the pointer in a bare X server: put it over the slider, and wait
        # until the frame is active (the window has the keyboard) before pressing keys.
        box = extents(slider)
        pyatspi.Registry.generateMouseEvent(box[0] + box[2] // 2, box[1] + box[3] // 2, pyatspi.MOUSE_ABS)
        facts["activeBeforeKeys"] = bool(wait_until(lambda: frame.getState().contains(pyatspi.STATE_ACTIVE), 3))

        def key(keysym):
            pyatspi.Registry.generateKeyboardEvent(keysym, None, pyatspi.KEY_SYM)
            wait_until(lambda: False, 0.05)
        key(0xff0d)  # Return: the box opens, the value selected
        app.clearCache()
        entry = wait_until(lambda: find(frame, lambda n: n.getRole() == pyatspi.ROLE_ENTRY), 5)
        if entry is None:
            raise RuntimeError("no entry after Return; tree: %s" % walk(frame))
        wait_until(lambda: entry.queryText().getNSelections() == 1, 3)
        opened = entry.queryText()
        facts["entryOpened"] = {"text": opened.getText(0, -1), "nSelections": opened.getNSelections(),
                                "selection": list(opened.getSelection(0))}
        for character in "0.75":
            key(ord(character))
        # Typed text can reach the window after later keys (an input method in between), so the
        # arrows wait until the field shows what was typed.

        def shows_typed():
            app.clearCache()
            node = find(frame, lambda n: n.getRole() == pyatspi.ROLE_ENTRY)
            return node is not None and node.queryText().getText(0, -1) == "0.75"
        wait_until(shows_typed, 10)
        key(0xff51)  # Left, twice: the caret between "0." and "75"
        key(0xff51)
        app.clearCache()
        entry = wait_until(lambda: find(frame, lambda n: n.getRole() == pyatspi.ROLE_ENTRY), 5)
        if entry is None:
            raise RuntimeError("no entry after typing; tree: %s" % walk(frame))
        wait_until(lambda: entry.queryText().caretOffset == 2, 5)
        wait_until(lambda: len(text_events) >= 11 and selection_events, 2)
        text = entry.queryText()
        characters = [list(text.getCharacterExtents(i, pyatspi.DESKTOP_COORDS)) for i in range(text.characterCount + 1)]
        caret_in_window = list(text.getCharacterExtents(text.caretOffset, pyatspi.WINDOW_COORDS))
        facts["entry"] = {"role": entry.getRoleName(), "name": entry.name,
                          "states": sorted(pyatspi.stateToString(s) for s in entry.getState().getStates()),
                          "text": text.getText(0, -1), "characterCount": text.characterCount,
                          "caret": text.caretOffset,
                          "atCaret": list(text.getTextAtOffset(text.caretOffset, pyatspi.TEXT_BOUNDARY_CHAR)),
                          "line": list(text.getTextAtOffset(0, pyatspi.TEXT_BOUNDARY_LINE_START)),
                          "events": text_events, "nSelections": text.getNSelections(),
                          "extents": extents(entry), "characterExtents": characters,
                          "caretCharacterInWindow": caret_in_window, "frameExtents": extents(frame),
                          "selectionEvents": selection_events}
except Exception as error:  # reported, not raised: the Swift test says what went wrong
    facts["errors"].append(repr(error))
finally:
    reader_session.end_session(facts, facts_path, facts["errors"], app_process, harness_errors, bus, start)
