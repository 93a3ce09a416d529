"""What the reader sessions (drive_harness.py, fuzz_reader.py) share: ending the harness, the
accessibility bus launcher and the facts file the Swift test reads, and resizing a window.

A session starts the harness with its stderr in a file (`harness_errors_file()`: a pipe nobody
reads while it runs would fill and stop the harness) and at the end calls `end_session`, which
ends the harness with SIGTERM (its report is written as when the window closes), records its exit
and what it wrote, stops the bus launcher and writes the facts as JSON.
"""
import ctypes
import json
import signal
import subprocess
import tempfile
import time


def harness_errors_file():
    """A file for the harness's stderr, read by `end_session`."""
    return tempfile.TemporaryFile()


def end_session(facts, facts_path, problems, harness=None, harness_errors=None, bus_launcher=None,
                started=None):
    """Ends `harness` (SIGTERM, then 30 s for it to end: a problem if it does not) and records
    `harnessExit`, and from `harness_errors` `harnessErrors` (the last 4000 characters),
    `harnessErrorLines` and `harnessCriticals` (GLib CRITICAL lines); stops `bus_launcher`;
    records `seconds` since `started` (a time.monotonic()); writes `facts` to `facts_path`.
    `problems` is the list of facts the session's failures go to."""
    try:
        if harness is not None:
            if harness.poll() is None:
                harness.send_signal(signal.SIGTERM)
            try:
                harness.wait(timeout=30)
                facts["harnessExit"] = harness.returncode
            except subprocess.TimeoutExpired:
                harness.kill()
                harness.wait()
                problems.append("the harness did not end after SIGTERM")
        if harness_errors is not None:
            harness_errors.seek(0)
            errors = harness_errors.read().decode("utf-8", "replace")
            facts["harnessErrorLines"] = errors.count("\n")
            facts["harnessCriticals"] = errors.count("CRITICAL")
            facts["harnessErrors"] = errors[-4000:]
        if bus_launcher is not None:
            bus_launcher.terminate()
            try:
                bus_launcher.wait(timeout=5)
            except subprocess.TimeoutExpired:
                bus_launcher.kill()
    finally:
        if started is not None:
            facts["seconds"] = round(time.monotonic() - started, 2)
        with open(facts_path, "w") as f:
            json.dump(facts, f)


def resize_window(title, width, height, pid=None):
    """Resizes the X window named `title` to `width` x `height` pixels, as a window manager or a
    player dragging its corner does (Xlib through ctypes: SDL's own library, nothing to install).
    With `pid`, only that process's window (its _NET_WM_PID, which SDL sets): other programs'
    windows of the same name may share the display (tests run side by side under one Xvfb).
    Returns whether a window was found."""
    x11 = ctypes.cdll.LoadLibrary("libX11.so.6")
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XDefaultRootWindow.restype = ctypes.c_ulong
    x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
    x11.XQueryTree.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong),
                               ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.POINTER(ctypes.c_ulong)),
                               ctypes.POINTER(ctypes.c_uint)]
    x11.XFetchName.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(ctypes.c_void_p)]
    x11.XFree.argtypes = [ctypes.c_void_p]
    x11.XResizeWindow.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_uint, ctypes.c_uint]
    x11.XFlush.argtypes = [ctypes.c_void_p]
    x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
    x11.XInternAtom.restype = ctypes.c_ulong
    x11.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    x11.XGetWindowProperty.argtypes = [
        ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_long, ctypes.c_long, ctypes.c_int, ctypes.c_ulong,
        ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_ulong),
        ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_void_p)]
    display = x11.XOpenDisplay(None)
    if not display:
        return False
    pid_atom = x11.XInternAtom(display, b"_NET_WM_PID", 0)

    def pid_of(window):
        kind, size, count, after = ctypes.c_ulong(), ctypes.c_int(), ctypes.c_ulong(), ctypes.c_ulong()
        data = ctypes.c_void_p()
        cardinal = 6  # XA_CARDINAL
        if x11.XGetWindowProperty(display, window, pid_atom, 0, 1, 0, cardinal, ctypes.byref(kind),
                                  ctypes.byref(size), ctypes.byref(count), ctypes.byref(after),
                                  ctypes.byref(data)) != 0 or not data.value:
            return None
        # Format 32 comes as C longs.
        value = ctypes.cast(data, ctypes.POINTER(ctypes.c_long))[0] if count.value else None
        x11.XFree(data)
        return value

    def name_of(window):
        name = ctypes.c_void_p()
        if not x11.XFetchName(display, window, ctypes.byref(name)) or not name.value:
            return None
        text = ctypes.string_at(name.value).decode("utf-8", "replace")
        x11.XFree(name)
        return text

    def find(window):
        if name_of(window) == title and (pid is None or pid_of(window) == pid):
            return window
        root, parent = ctypes.c_ulong(), ctypes.c_ulong()
        children, count = ctypes.POINTER(ctypes.c_ulong)(), ctypes.c_uint()
        if not x11.XQueryTree(display, window, ctypes.byref(root), ctypes.byref(parent), ctypes.byref(children),
                              ctypes.byref(count)):
            return None
        found = None
        for i in range(count.value):
            found = find(children[i])
            if found:
                break
        if children:
            x11.XFree(children)
        return found

    try:
        window = find(x11.XDefaultRootWindow(display))
        if window:
            x11.XResizeWindow(display, window, width, height)
            x11.XFlush(display)
        return bool(window)
    finally:
        x11.XCloseDisplay(display)
