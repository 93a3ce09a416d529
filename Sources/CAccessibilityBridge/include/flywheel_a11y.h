// The accessibility bridge's C part: ATK objects published on AT-SPI 2 by atk-bridge, driven by
// callbacks into Swift. This header uses plain C types only, so Swift imports it without GLib.
//
// Shape:
// - Every element a screen reader sees is a node id (a positive integer) the Swift side hands
//   out. The C side makes one ATK object per id, lazily — only when a reader asks for it — and
//   asks the callbacks for everything (children, role, name, states, extents, value, actions).
// - The root is an ATK_ROLE_APPLICATION object whose children are the ids
//   `child_count(ctx, 0)` / `child_at(ctx, 0, i)` give: one frame per window.
// - A reader's request (do an action, set a value, select a child, grab focus) is passed to
//   `request`; the Swift side queues it and performs it between frames, as a user would.
// - Nothing here runs by itself: `flywheel_a11y_pump` iterates GLib's default main context
//   without blocking (that is where D-Bus messages are read and answered).
//
// Threads: call everything from one thread (the UI thread); the callbacks run on it, inside
// `flywheel_a11y_pump` or inside a `flywheel_a11y_notify_*` call.
#ifndef FLYWHEEL_A11Y_H
#define FLYWHEEL_A11Y_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// What an element is; the C side maps each to an ATK role.
typedef enum FlywheelA11yRole {
    FLYWHEEL_A11Y_ROLE_UNKNOWN = 0,
    FLYWHEEL_A11Y_ROLE_GROUP,          ///< ATK_ROLE_PANEL
    FLYWHEEL_A11Y_ROLE_WINDOW,         ///< ATK_ROLE_FRAME
    FLYWHEEL_A11Y_ROLE_BUTTON,         ///< ATK_ROLE_PUSH_BUTTON
    FLYWHEEL_A11Y_ROLE_ADJUSTABLE,     ///< ATK_ROLE_SPIN_BUTTON
    FLYWHEEL_A11Y_ROLE_SLIDER,         ///< ATK_ROLE_SLIDER
    FLYWHEEL_A11Y_ROLE_SWITCH,         ///< ATK_ROLE_TOGGLE_BUTTON
    FLYWHEEL_A11Y_ROLE_TAB_LIST,       ///< ATK_ROLE_PAGE_TAB_LIST
    FLYWHEEL_A11Y_ROLE_TAB,            ///< ATK_ROLE_PAGE_TAB
    FLYWHEEL_A11Y_ROLE_LIST,           ///< ATK_ROLE_LIST
    FLYWHEEL_A11Y_ROLE_LIST_ITEM,      ///< ATK_ROLE_LIST_ITEM
    FLYWHEEL_A11Y_ROLE_SCROLL_AREA,    ///< ATK_ROLE_SCROLL_PANE
    FLYWHEEL_A11Y_ROLE_PAGE,           ///< ATK_ROLE_PANEL
    FLYWHEEL_A11Y_ROLE_MENU,           ///< ATK_ROLE_MENU
    FLYWHEEL_A11Y_ROLE_MENU_ITEM,      ///< ATK_ROLE_MENU_ITEM
    FLYWHEEL_A11Y_ROLE_IMAGE,          ///< ATK_ROLE_IMAGE
    FLYWHEEL_A11Y_ROLE_STATIC_TEXT,    ///< ATK_ROLE_LABEL
    FLYWHEEL_A11Y_ROLE_HEADER,         ///< ATK_ROLE_HEADING
    FLYWHEEL_A11Y_ROLE_TEXT_FIELD,     ///< ATK_ROLE_ENTRY (its text is the value; it has a caret)
    FLYWHEEL_A11Y_ROLE_RADIO_BUTTON,   ///< ATK_ROLE_RADIO_BUTTON (checked: the chosen one)
} FlywheelA11yRole;

/// States, as bits; `ENABLED` also sets ATK's SENSITIVE, and every live node is VISIBLE and SHOWING.
enum {
    FLYWHEEL_A11Y_STATE_ENABLED = 1u << 0,
    FLYWHEEL_A11Y_STATE_SELECTED = 1u << 1,
    FLYWHEEL_A11Y_STATE_FOCUSED = 1u << 2,
    FLYWHEEL_A11Y_STATE_FOCUSABLE = 1u << 3,
    FLYWHEEL_A11Y_STATE_EXPANDED = 1u << 4,
    FLYWHEEL_A11Y_STATE_EXPANDABLE = 1u << 5,
    FLYWHEEL_A11Y_STATE_CHECKED = 1u << 6,
    FLYWHEEL_A11Y_STATE_CHECKABLE = 1u << 7,
    FLYWHEEL_A11Y_STATE_SELECTABLE = 1u << 8,
    FLYWHEEL_A11Y_STATE_ACTIVE = 1u << 9,  ///< a window that has the keyboard
    FLYWHEEL_A11Y_STATE_EDITABLE = 1u << 10,
    FLYWHEEL_A11Y_STATE_SINGLE_LINE = 1u << 11,
};

/// Actions, as bits; the ATK action names are "click", "increment", "decrement",
/// "scroll-forward", "scroll-backward" and "escape", in this order.
enum {
    FLYWHEEL_A11Y_ACTION_ACTIVATE = 1u << 0,
    FLYWHEEL_A11Y_ACTION_INCREMENT = 1u << 1,
    FLYWHEEL_A11Y_ACTION_DECREMENT = 1u << 2,
    FLYWHEEL_A11Y_ACTION_SCROLL_FORWARD = 1u << 3,
    FLYWHEEL_A11Y_ACTION_SCROLL_BACKWARD = 1u << 4,
    FLYWHEEL_A11Y_ACTION_ESCAPE = 1u << 5,
};
/// How many action bits there are.
#define FLYWHEEL_A11Y_ACTION_COUNT 6

/// The strings a node has.
typedef enum FlywheelA11yString {
    FLYWHEEL_A11Y_STRING_NAME = 0,         ///< the label
    FLYWHEEL_A11Y_STRING_DESCRIPTION = 1,  ///< the hint
    FLYWHEEL_A11Y_STRING_VALUE = 2,        ///< the value as text ("Hexagon", "3 of 5 stars"); a text field's text
} FlywheelA11yString;

/// What a reader asked for (the argument is the action bit, the value, or the child index).
typedef enum FlywheelA11yRequestKind {
    FLYWHEEL_A11Y_REQUEST_ACTION = 0,
    FLYWHEEL_A11Y_REQUEST_SET_VALUE = 1,
    FLYWHEEL_A11Y_REQUEST_SELECT_CHILD = 2,
    FLYWHEEL_A11Y_REQUEST_FOCUS = 3,
} FlywheelA11yRequestKind;

/// A numeric value: the selected index of a spinner, a slider's position.
typedef struct FlywheelA11yValue {
    double current, minimum, maximum, step;
} FlywheelA11yValue;

/// A rectangle in screen pixels.
typedef struct FlywheelA11yRect {
    double x, y, width, height;
} FlywheelA11yRect;

/// The Swift side. Node 0 is the application; a node id that no longer names anything answers
/// 0 children, role UNKNOWN and no states (the C side then marks its object defunct).
typedef struct FlywheelA11yCallbacks {
    void *context;
    int32_t (*child_count)(void *context, int64_t node);
    int64_t (*child_at)(void *context, int64_t node, int32_t index);
    /// The parent's id (0: the application), or -1 when the node is gone.
    int64_t (*parent)(void *context, int64_t node);
    int32_t (*index_in_parent)(void *context, int64_t node);
    int32_t (*role)(void *context, int64_t node);
    /// A string made with malloc (the C side frees it), or NULL.
    char *(*copy_string)(void *context, int64_t node, int32_t which);
    uint32_t (*states)(void *context, int64_t node);
    uint32_t (*actions)(void *context, int64_t node);
    FlywheelA11yRect (*extents)(void *context, int64_t node);
    /// Returns 0 when the node has no numeric value.
    int32_t (*value)(void *context, int64_t node, FlywheelA11yValue *out);
    /// Queues a reader's request; returns 0 when it cannot be done at all.
    int32_t (*request)(void *context, int64_t node, int32_t kind, double argument);
    /// A text field's caret, in characters from the start of its value text; -1 when the node
    /// has no caret.
    int32_t (*caret_offset)(void *context, int64_t node);
    /// A text field's selection, in characters of its value text: returns 1 and writes the
    /// start and end (end after the last selected character), or returns 0 when nothing is selected.
    int32_t (*selection)(void *context, int64_t node, int32_t *start, int32_t *end);
    /// Where character `offset` of a text field's value is drawn, in screen pixels like `extents`
    /// (`offset` == the character count: an empty box after the last). Returns 0 when the node
    /// cannot say.
    int32_t (*character_extents)(void *context, int64_t node, int32_t offset, FlywheelA11yRect *out);
} FlywheelA11yCallbacks;

/// Connects to the accessibility bus (atk-bridge) with `callbacks` describing the tree and the
/// application name `name`. Returns 1 when connected, 0 when there is no accessibility bus (the
/// reason, one line, is written to `reason` when not NULL and `reason_size` > 0). Call once.
int32_t flywheel_a11y_start(const FlywheelA11yCallbacks *callbacks, const char *name, char *reason,
                            int32_t reason_size);

/// Serves what readers asked for since the last call (GLib's default main context iterated
/// while it has work, never blocking). Returns how many sources were dispatched.
int32_t flywheel_a11y_pump(void);

/// Calls `wake(context)` — from another thread — when a reader has written to the bus since the
/// last pump, once until the next pump (so an idle loop can sleep until then: `wake` posts an
/// event to it). Call after `flywheel_a11y_start` succeeded; returns 0 if no thread could start.
int32_t flywheel_a11y_watch(void (*wake)(void *context), void *context);

/// Whether a reader has asked for an object below the application since `flywheel_a11y_start`,
/// counted up each time (the Swift side watches it to serve readers promptly while one is busy).
uint64_t flywheel_a11y_request_count(void);

/// A key pressed (`pressed` 1) or released (0) in one of the windows, for readers' key snoopers
/// (atk-bridge's, which passes it to AT-SPI keystroke listeners: Orca's key echo and commands).
/// `keysym` is the X keysym, `modifiers` X's modifier mask (Shift 1, Lock 2, Control 4, Mod1/Alt
/// 8, Mod2/Num Lock 16, Mod4/Super 64), `keycode` the X (evdev + 8) keycode, `text` what the key
/// types or, for a key that types nothing visible, its keysym's name ("Return", "space").
/// Returns 1 when a reader consumed the key (its own command): the program should not act on it.
int32_t flywheel_a11y_key_event(int32_t pressed, uint32_t keysym, uint32_t modifiers, uint16_t keycode,
                                const char *text, uint32_t timestamp);

/// Whether an ATK object exists for `node` (a reader has seen it); notifications for nodes no
/// reader has seen cost nothing.
int32_t flywheel_a11y_has_object(int64_t node);

/// Whether `node`'s object (if a reader has one) was made for another role than the node has
/// now: an object's ATK role and interfaces are fixed when it is made, so such a node needs a
/// new id (a new object, its parent's children-changed told) and the old one forgotten.
int32_t flywheel_a11y_is_stale(int64_t node);

/// The value of `node` changed (numeric value, value text and the name if it shows the value).
/// A checked or expanded state that changed with it is told as a state change, and then, for an
/// object without a Value (a switch's toggle), that is all it is told.
/// For a text field (ATK's entry), its text, caret or selection: the part of the text that
/// changed is sent as removed and inserted (against the text readers were last told of), then
/// the caret's move, then a selection that appeared, went or changed, each only if it happened.
void flywheel_a11y_notify_value_changed(int64_t node);
/// `node`'s checked or expanded state may have changed (a switch toggled, a spinner opened):
/// readers are told of each that did, as `object:state-changed:checked` or `:expanded`. A
/// negative `node`: every object readers have (after a layout change).
void flywheel_a11y_notify_states_changed(int64_t node);
/// `node` became selected or not (a tab), and its parent's selection changed; or `node` is a tab
/// list whose selection moved: `object:selection-changed` from it and `state-changed:selected`
/// from each tab whose selected state changed.
void flywheel_a11y_notify_selection_changed(int64_t node);
/// `node` has the keyboard focus now (ATK's focus state and focus tracker).
void flywheel_a11y_notify_focus(int64_t node);
/// `child` was added to (`added` 1) or removed from (0) the children of `node` at `index`.
void flywheel_a11y_notify_child_changed(int64_t node, int32_t index, int64_t child, int32_t added);
/// What `node` shows changed as a whole (a new screen): readers look again.
void flywheel_a11y_notify_visible_data_changed(int64_t node);
/// `node` is gone: its object (if any) becomes defunct and is released.
void flywheel_a11y_forget(int64_t node);
/// Says `text` to readers: a notification object of `window` (a frame node) shows it.
void flywheel_a11y_announce(int64_t window, const char *text);

#ifdef __cplusplus
}
#endif

#endif
