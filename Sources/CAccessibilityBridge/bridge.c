// Starting atk-bridge without GTK, pumping GLib, and turning the Swift side's notifications into
// ATK signals (which atk-bridge sends on the bus only while some reader listens for them).
//
// ATK finds an application's tree through AtkUtil: its class's get_root, get_toolkit_name and
// get_toolkit_version are overridden here, then atk_bridge_adaptor_init connects to the
// accessibility bus and registers the application. The bridge reads and answers D-Bus on
// GLib's default main context, which nothing iterates but `flywheel_a11y_pump`.
#include "accessible.h"

#include <atk-bridge.h>
#include <stdlib.h>
#include <string.h>

static FlywheelA11yCallbacks saved_callbacks;
char *flywheel_application_name;
static int64_t focused_node = -1;
static char first_warning[256];

static AtkObject *get_root(void) { return flywheel_accessible_for(0); }
static const gchar *get_toolkit_name(void) { return "Flywheel"; }
static const gchar *get_toolkit_version(void) { return "1.0"; }

/// GLib messages of the bridge while it starts (a missing bus is several): the first is kept as
/// the reason, none is printed.
static void keep_first_warning(const gchar *domain, GLogLevelFlags level, const gchar *message, gpointer data) {
    (void)domain, (void)level, (void)data;
    if (!first_warning[0] && message) g_strlcpy(first_warning, message, sizeof first_warning);
}

/// After starting, the bridge's own messages are dropped: a reader that went away is not the
/// program's problem, and Flywheel prints at most one line about accessibility.
static void drop_message(const gchar *domain, GLogLevelFlags level, const gchar *message, gpointer data) {
    (void)domain, (void)level, (void)message, (void)data;
}

/// ATK 2.46's AtkObject has no "announcement" signal yet, but atk-bridge already listens for one
/// (and sends it as Object:Announcement): the signal is added with the signature newer ATK has.
static void ensure_announcement_signal(void) {
    if (g_signal_lookup("announcement", ATK_TYPE_OBJECT)) return;
    g_signal_new("announcement", ATK_TYPE_OBJECT, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                 G_TYPE_STRING);
}

int32_t flywheel_a11y_start(const FlywheelA11yCallbacks *callbacks, const char *name, char *reason,
                            int32_t reason_size) {
    static int started;
    if (started) return started > 0;
    saved_callbacks = *callbacks;
    flywheel_callbacks = &saved_callbacks;
    flywheel_application_name = g_strdup(name ? name : "Flywheel");
    if (!g_get_prgname()) g_set_prgname(flywheel_application_name);

    AtkUtilClass *util = ATK_UTIL_CLASS(g_type_class_ref(ATK_TYPE_UTIL));
    util->get_root = get_root;
    util->get_toolkit_name = get_toolkit_name;
    util->get_toolkit_version = get_toolkit_version;
    // atk-bridge looks its signals up by type name: every type it listens to must exist first.
    g_type_class_ref(FLYWHEEL_TYPE_ACCESSIBLE);
    GType interfaces[] = {ATK_TYPE_COMPONENT, ATK_TYPE_ACTION, ATK_TYPE_VALUE, ATK_TYPE_SELECTION, ATK_TYPE_TEXT,
                          ATK_TYPE_TABLE, ATK_TYPE_DOCUMENT, ATK_TYPE_HYPERTEXT, ATK_TYPE_WINDOW};
    for (size_t i = 0; i < G_N_ELEMENTS(interfaces); i++) g_type_default_interface_ref(interfaces[i]);
    ensure_announcement_signal();

    const char *domains[] = {"atk-bridge", "dbind", "Atk", "GLib-GObject", "GLib-GIO", "GLib"};
    guint handlers[G_N_ELEMENTS(domains)];
    for (size_t i = 0; i < G_N_ELEMENTS(domains); i++)
        handlers[i] = g_log_set_handler(domains[i], G_LOG_LEVEL_MASK, keep_first_warning, NULL);
    GLogFunc previous = g_log_set_default_handler(keep_first_warning, NULL);
    int failed = atk_bridge_adaptor_init(NULL, NULL);
    g_log_set_default_handler(previous, NULL);
    for (size_t i = 0; i < G_N_ELEMENTS(domains); i++) g_log_remove_handler(domains[i], handlers[i]);
    for (size_t i = 0; i < 3; i++) g_log_set_handler(domains[i], G_LOG_LEVEL_MASK, drop_message, NULL);

    started = failed ? -1 : 1;
    if (failed && reason && reason_size > 0)
        g_strlcpy(reason, first_warning[0] ? first_warning : "the accessibility bus could not be reached",
                  (gsize)reason_size);
    return !failed;
}

int32_t flywheel_a11y_pump(void) {
    int32_t dispatched = 0;
    // Bounded, so a reader flooding the bus cannot hold a frame back for long.
    while (dispatched < 64 && g_main_context_iteration(NULL, FALSE)) dispatched++;
    return dispatched;
}

int32_t flywheel_a11y_has_object(int64_t node) { return flywheel_accessible_existing(node) != NULL; }

/// A text field's change: the part of the text that changed as removed and inserted (against the
/// text readers were last told of; a selection they were told of is removed whole), then the
/// caret's move, then the selection's change (one that appeared, went, or covers other
/// characters), each only if it happened.
static void tell_text_change(AtkObject *object) {
    FlywheelAccessible *self = FLYWHEEL_ACCESSIBLE(object);
    char *now = flywheel_accessible_copy_field_text(self);
    const char *before = self->told_text ? self->told_text : "";
    // The changed span: what is left between the common start and the common end.
    glong old_length = g_utf8_strlen(before, -1), new_length = g_utf8_strlen(now, -1), head = 0, tail = 0;
    const char *a = before, *b = now;
    while (head < old_length && head < new_length && g_utf8_get_char(a) == g_utf8_get_char(b)) {
        a = g_utf8_next_char(a);
        b = g_utf8_next_char(b);
        head++;
    }
    while (tail < old_length - head && tail < new_length - head &&
           g_utf8_get_char(g_utf8_offset_to_pointer(before, old_length - tail - 1)) ==
               g_utf8_get_char(g_utf8_offset_to_pointer(now, new_length - tail - 1)))
        tail++;
    // Typing over a selection replaces all of it, as a reader was told it was selected: the
    // selected text is removed whole even where the new text happens to begin or end alike.
    if (self->told_selection_start < self->told_selection_end && strcmp(before, now) != 0) {
        head = MIN(head, (glong)self->told_selection_start);
        tail = MIN(tail, old_length - (glong)self->told_selection_end);
    }
    if (old_length - head - tail > 0) {
        gchar *removed = g_utf8_substring(before, head, old_length - tail);
        g_signal_emit_by_name(object, "text-remove", (gint)head, (gint)(old_length - head - tail), removed);
        g_free(removed);
    }
    if (new_length - head - tail > 0) {
        gchar *inserted = g_utf8_substring(now, head, new_length - tail);
        g_signal_emit_by_name(object, "text-insert", (gint)head, (gint)(new_length - head - tail), inserted);
        g_free(inserted);
    }
    free(self->told_text);
    self->told_text = now;
    gint caret = flywheel_accessible_caret(self);
    if (caret != self->told_caret) {
        self->told_caret = caret;
        g_signal_emit_by_name(object, "text-caret-moved", caret);
    }
    gint start, end;
    flywheel_accessible_selection(self, &start, &end);
    if (start != self->told_selection_start || end != self->told_selection_end) {
        self->told_selection_start = start;
        self->told_selection_end = end;
        g_signal_emit_by_name(object, "text-selection-changed");
    }
}

void flywheel_a11y_notify_value_changed(int64_t node) {
    AtkObject *object = flywheel_accessible_existing(node);
    if (!object) return;
    if (atk_object_get_role(object) == ATK_ROLE_ENTRY) {
        tell_text_change(object);
        return;
    }
    g_object_notify(G_OBJECT(object), "accessible-value");
    if (ATK_IS_VALUE(object)) {
        gdouble current = 0;
        gchar *text = NULL;
        atk_value_get_value_and_text(ATK_VALUE(object), &current, &text);
        g_signal_emit_by_name(object, "value-changed", current, text);
        g_free(text);
    }
}

void flywheel_a11y_notify_selection_changed(int64_t node) {
    AtkObject *object = flywheel_accessible_existing(node);
    if (!object) return;
    AtkStateSet *set = atk_object_ref_state_set(object);
    atk_object_notify_state_change(object, ATK_STATE_SELECTED, atk_state_set_contains_state(set, ATK_STATE_SELECTED));
    g_object_unref(set);
    AtkObject *parent = atk_object_get_parent(object);
    if (parent && ATK_IS_SELECTION(parent)) g_signal_emit_by_name(parent, "selection-changed");
}

void flywheel_a11y_notify_focus(int64_t node) {
    if (node == focused_node) return;
    AtkObject *before = flywheel_accessible_existing(focused_node);
    if (before) atk_object_notify_state_change(before, ATK_STATE_FOCUSED, FALSE);
    focused_node = node;
    // Once a reader is about, it is told of the focus even on an element it has not seen yet:
    // focus is what a screen reader follows.
    AtkObject *now = flywheel_callbacks && flywheel_a11y_request_count() ? flywheel_accessible_for(node) : NULL;
    if (now) atk_object_notify_state_change(now, ATK_STATE_FOCUSED, TRUE);
}

void flywheel_a11y_notify_child_changed(int64_t node, int32_t index, int64_t child, int32_t added) {
    AtkObject *object = flywheel_accessible_existing(node);
    if (!object) return;
    AtkObject *child_object = added ? flywheel_accessible_for(child) : flywheel_accessible_existing(child);
    // Without the child's object atk-bridge would name whatever is at `index` now.
    if (!child_object) return;
    g_signal_emit_by_name(object, added ? "children-changed::add" : "children-changed::remove", index, child_object);
}

void flywheel_a11y_notify_visible_data_changed(int64_t node) {
    AtkObject *object = flywheel_accessible_existing(node);
    if (object) g_signal_emit_by_name(object, "visible-data-changed");
}

void flywheel_a11y_forget(int64_t node) {
    if (node == focused_node) focused_node = -1;
    flywheel_accessible_forget(node);
}

void flywheel_a11y_announce(int64_t window, const char *text) {
    AtkObject *object = flywheel_callbacks ? flywheel_accessible_for(window) : NULL;
    if (object && text) g_signal_emit_by_name(object, "announcement", text);
}
