// Starting atk-bridge without GTK, pumping GLib, and turning the Swift side's notifications into
// ATK signals (which atk-bridge sends on the bus only while some reader listens for them).
//
// ATK finds an application's tree through AtkUtil: its class's get_root, get_toolkit_name and
// get_toolkit_version are overridden here, then atk_bridge_adaptor_init connects to the
// accessibility bus and registers the application. The bridge reads and answers D-Bus on
// GLib's default main context, which nothing iterates but `flywheel_a11y_pump`.
#include "accessible.h"

#include <atk-bridge.h>
#include <atspi/atspi.h>
#include <dlfcn.h>
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

/// The key snoopers atk-bridge (and only it) adds through AtkUtil: each gets every key the
/// windows receive and may consume it (a reader's own command).
typedef struct {
    guint id;
    AtkKeySnoopFunc listener;
    gpointer data;
} KeySnooper;
static GArray *key_snoopers;  // of KeySnooper, in the order added
static guint last_snooper_id;

static guint add_key_event_listener(AtkKeySnoopFunc listener, gpointer data) {
    if (!listener) return 0;
    if (!key_snoopers) key_snoopers = g_array_new(FALSE, FALSE, sizeof(KeySnooper));
    KeySnooper snooper = {++last_snooper_id, listener, data};
    g_array_append_val(key_snoopers, snooper);
    return snooper.id;
}

static void remove_key_event_listener(guint id) {
    for (guint i = 0; key_snoopers && i < key_snoopers->len; i++)
        if (g_array_index(key_snoopers, KeySnooper, i).id == id) {
            g_array_remove_index(key_snoopers, i);
            return;
        }
}

int32_t flywheel_a11y_key_event(int32_t pressed, uint32_t keysym, uint32_t modifiers, uint16_t keycode,
                                const char *text, uint32_t timestamp) {
    if (!key_snoopers || key_snoopers->len == 0) return 0;
    AtkKeyEventStruct event = {
        .type = pressed ? ATK_KEY_EVENT_PRESS : ATK_KEY_EVENT_RELEASE,
        .state = modifiers,
        .keyval = keysym,
        .length = text ? (gint)strlen(text) : 0,
        .string = (gchar *)(text ? text : ""),
        .keycode = keycode,
        .timestamp = timestamp,
    };
    // A copy: a snooper may add or remove snoopers while it runs.
    GArray *now = g_array_copy(key_snoopers);
    gint consumed = 0;
    for (guint i = 0; i < now->len && !consumed; i++) {
        KeySnooper snooper = g_array_index(now, KeySnooper, i);
        consumed = snooper.listener(&event, snooper.data);
    }
    g_array_unref(now);
    return consumed != 0;
}

/// The ATK interface a D-Bus interface name of AT-SPI stands for, for the interfaces whose calls
/// atk-bridge passes to the object without asking whether it has them; 0 for any other name.
static GType atk_interface_named(const char *name) {
    static const struct { const char *name; GType (*type)(void); } known[] = {
        {"org.a11y.atspi.Component", atk_component_get_type},   {"org.a11y.atspi.Action", atk_action_get_type},
        {"org.a11y.atspi.Value", atk_value_get_type},           {"org.a11y.atspi.Selection", atk_selection_get_type},
        {"org.a11y.atspi.Text", atk_text_get_type},             {"org.a11y.atspi.EditableText", atk_editable_text_get_type},
        {"org.a11y.atspi.Image", atk_image_get_type},           {"org.a11y.atspi.Table", atk_table_get_type},
        {"org.a11y.atspi.TableCell", atk_table_cell_get_type},  {"org.a11y.atspi.Document", atk_document_get_type},
        {"org.a11y.atspi.Hypertext", atk_hypertext_get_type},
    };
    for (size_t i = 0; name && i < G_N_ELEMENTS(known); i++)
        if (strcmp(name, known[i].name) == 0) return known[i].type();
    return 0;
}

/// atk-bridge's own lookup from an object path to its object: exported by the library (its
/// D-Bus router calls it) but in no header, so looked up when the bridge starts; without it
/// calls go to atk-bridge unchecked.
static GObject *(*path_to_object)(const char *path);

/// Whether `message` is for an interface its object does not have: the name of the interface,
/// else NULL. atk-bridge sends such a call to the object regardless, and the adaptor's first
/// line (`g_return_val_if_fail (ATK_IS_VALUE (…))`) logs a CRITICAL line on stderr for it.
/// Properties.Get, Set and GetAll name their interface in their first argument.
static const char *missing_interface(DBusMessage *message) {
    if (!path_to_object || dbus_message_get_type(message) != DBUS_MESSAGE_TYPE_METHOD_CALL) return NULL;
    const char *interface = dbus_message_get_interface(message);
    if (interface && strcmp(interface, DBUS_INTERFACE_PROPERTIES) == 0 &&
        !dbus_message_get_args(message, NULL, DBUS_TYPE_STRING, &interface, DBUS_TYPE_INVALID))
        return NULL;
    GType type = atk_interface_named(interface);
    const char *path = dbus_message_get_path(message);
    if (!type || !path || !g_str_has_prefix(path, "/org/a11y/atspi/accessible/")) return NULL;
    GObject *object = path_to_object(path);
    return object && !G_TYPE_CHECK_INSTANCE_TYPE(object, type) ? interface : NULL;
}

/// A filter on the accessibility bus, ahead of atk-bridge's handlers, for the calls atk-bridge
/// cannot answer safely:
/// - a call for an interface the object does not have (it advertises only those it answers, but
///   any client may call anything): refused with D-Bus's UnknownInterface error, as a D-Bus
///   object without that interface answers, instead of reaching atk-bridge's adaptor;
/// - Text.GetStringAtOffset with a negative offset and a granularity ATK does not have. ATK
///   refuses the offset before our implementation sees it, and atk-bridge's fallback for
///   toolkits without get_string_at_offset then stops the program on the unknown granularity
///   ("code should not be reached"). Such a call is answered as ATK answers an offset it
///   refuses: no text, -1 to -1.
/// Everything else goes on to atk-bridge.
static DBusHandlerResult answer_unsafe_calls(DBusConnection *bus, DBusMessage *message, void *data) {
    (void)data;
    const char *missing = missing_interface(message);
    if (missing) {
        flywheel_accessible_note_request();
        char *why = g_strdup_printf("%s has no interface %s", dbus_message_get_path(message), missing);
        DBusMessage *error = dbus_message_new_error(message, "org.freedesktop.DBus.Error.UnknownInterface", why);
        g_free(why);
        if (!error) return DBUS_HANDLER_RESULT_NEED_MEMORY;
        dbus_connection_send(bus, error, NULL);
        dbus_message_unref(error);
        return DBUS_HANDLER_RESULT_HANDLED;
    }
    if (!dbus_message_is_method_call(message, "org.a11y.atspi.Text", "GetStringAtOffset"))
        return DBUS_HANDLER_RESULT_NOT_YET_HANDLED;
    dbus_int32_t offset = 0;
    dbus_uint32_t granularity = 0;
    if (!dbus_message_get_args(message, NULL, DBUS_TYPE_INT32, &offset, DBUS_TYPE_UINT32, &granularity,
                               DBUS_TYPE_INVALID) ||
        offset >= 0 || granularity <= ATK_TEXT_GRANULARITY_PARAGRAPH)
        return DBUS_HANDLER_RESULT_NOT_YET_HANDLED;
    flywheel_accessible_note_request();
    DBusMessage *reply = dbus_message_new_method_return(message);
    if (!reply) return DBUS_HANDLER_RESULT_NEED_MEMORY;
    const char *none = "";
    dbus_int32_t start = -1, end = -1;
    dbus_message_append_args(reply, DBUS_TYPE_STRING, &none, DBUS_TYPE_INT32, &start, DBUS_TYPE_INT32, &end,
                             DBUS_TYPE_INVALID);
    dbus_connection_send(bus, reply, NULL);
    dbus_message_unref(reply);
    return DBUS_HANDLER_RESULT_HANDLED;
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
    util->add_key_event_listener = add_key_event_listener;
    util->remove_key_event_listener = remove_key_event_listener;
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
    // atk-bridge's adaptors log without a domain. Nothing of theirs is dropped: a call for an
    // interface an object lacks is refused before it reaches them (`answer_unsafe_calls`), and
    // an object's interfaces are its role's for its life (a node whose role changes gets a new
    // object), so a line there is a bug to see.

    // The bus atk-bridge answers on is libatspi's accessibility bus connection.
    path_to_object = (GObject * (*)(const char *)) dlsym(RTLD_DEFAULT, "spi_global_register_path_to_object");
    DBusConnection *bus = failed ? NULL : atspi_get_a11y_bus();
    if (bus) dbus_connection_add_filter(bus, answer_unsafe_calls, NULL, NULL);

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

int32_t flywheel_a11y_is_stale(int64_t node) { return flywheel_accessible_is_stale(node); }

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
    // A switch's new value is its checked state: told as that, and as nothing else (it has no
    // Value to change).
    gboolean told_state = flywheel_accessible_tell_states(object);
    if (atk_object_get_role(object) == ATK_ROLE_ENTRY) {
        tell_text_change(object);
        return;
    }
    if (!ATK_IS_VALUE(object)) {
        // Without a Value (a menu row, whose value is its text): the accessible-value property.
        if (!told_state) g_object_notify(G_OBJECT(object), "accessible-value");
    } else {
        g_object_notify(G_OBJECT(object), "accessible-value");
        gdouble current = 0;
        gchar *text = NULL;
        atk_value_get_value_and_text(ATK_VALUE(object), &current, &text);
        g_signal_emit_by_name(object, "value-changed", current, text);
        g_free(text);
    }
}

void flywheel_a11y_notify_states_changed(int64_t node) {
    if (node >= 0) {
        AtkObject *object = flywheel_accessible_existing(node);
        if (object) flywheel_accessible_tell_states(object);
        return;
    }
    // A copy: telling may make objects (a reader's handler asks for a parent).
    GPtrArray *all = flywheel_accessible_all();
    for (guint i = 0; i < all->len; i++) flywheel_accessible_tell_states(g_ptr_array_index(all, i));
    g_ptr_array_unref(all);
}

void flywheel_a11y_notify_selection_changed(int64_t node) {
    AtkObject *object = flywheel_accessible_existing(node);
    if (!object) return;
    if (ATK_IS_SELECTION(object)) {
        // A tab list's selection moved (its arrows, a click): the list says so, and each tab a
        // reader has met whose selected state changed says that (not the list).
        g_signal_emit_by_name(object, "selection-changed");
        flywheel_a11y_notify_states_changed(-1);
        return;
    }
    flywheel_accessible_tell_states(object);
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
